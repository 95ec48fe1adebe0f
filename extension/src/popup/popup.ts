import type { SessionState, WorkerRequest } from '../shared/messages';
import { STORAGE } from '../shared/storage-keys';

const ask = <T>(request: WorkerRequest) => chrome.runtime.sendMessage<T>(request);
const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

const status = byId('status');
const keep = byId<HTMLInputElement>('keep');

async function show() {
  const session = await ask<SessionState>({ type: 'session' });
  byId('server').textContent = session.server;
  byId('account').textContent = session.signed_in
    ? `Signed in as ${session.email}`
    : 'Sign in to rewrite text on any page.';
  byId('signed-in').hidden = !session.signed_in;
  byId('signed-out').hidden = session.signed_in;
  keep.checked = session.keep_signed_in;
}

keep.addEventListener('change', () => {
  void chrome.storage.local.set({ [STORAGE.keepSignedIn]: keep.checked });
});
byId('sign-in').addEventListener('click', () => {
  void ask({ type: 'sign-in' }).then(() => window.close());
});
byId('sign-out').addEventListener('click', () => {
  void ask({ type: 'sign-out' }).then(show);
});
byId('rewrite').addEventListener('click', () => {
  void ask<boolean>({ type: 'rewrite-selection' }).then((opened) => {
    if (opened) window.close();
    else status.textContent = 'Resonate cannot work on this page.';
  });
});
byId('options').addEventListener('click', (event) => {
  event.preventDefault();
  void chrome.runtime.openOptionsPage();
});

void show();
