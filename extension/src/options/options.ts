import { currentServer, hostPattern } from '../shared/server';
import { STORAGE, serverOrigin } from '../shared/storage-keys';

const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const input = byId<HTMLInputElement>('server');
const keep = byId<HTMLInputElement>('keep');
const status = byId('status');

const say = (text: string, alert = false) => {
  status.textContent = text;
  status.className = alert ? 'alert' : 'note';
};

byId('server-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const origin = serverOrigin(input.value);
  if (!origin) {
    say('Enter the address of your Resonate server, starting with https:// or http://.', true);
    return;
  }
  // Asked from the click itself: the browser grants a host only on the person's gesture.
  void chrome.permissions.request({ origins: [hostPattern(origin)] }).then(async (granted) => {
    if (!granted) {
      say('Without access to that address the extension cannot reach the server.', true);
      return;
    }
    const unchanged = origin === (await currentServer());
    await chrome.storage.local.set({ [STORAGE.server]: origin });
    input.value = origin;
    say(unchanged ? 'Saved.' : `Saved. Sign in to ${origin} from the toolbar button.`);
  });
});

keep.addEventListener('change', () => {
  void chrome.storage.local.set({ [STORAGE.keepSignedIn]: keep.checked });
});

void (async () => {
  input.value = await currentServer();
  keep.checked =
    (await chrome.storage.local.get(STORAGE.keepSignedIn))[STORAGE.keepSignedIn] === true;
})();
