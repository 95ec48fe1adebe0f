import type { SessionState, WorkerRequest } from '../shared/messages';
import { currentServer, registerAuthBridge } from '../shared/server';
import { STORAGE } from '../shared/storage-keys';
import { serverApi } from './api';
import { openPanel } from './panel-launcher';
import { panelCatalog, rewrite } from './rewrite';
import { clearToken, keepSignedIn, readToken, storeToken } from './session';

const MENU_ID = 'resonate-rewrite';

async function setUp() {
  await chrome.contextMenus.removeAll();
  chrome.contextMenus.create({
    id: MENU_ID,
    title: 'Rewrite with Resonate',
    contexts: ['editable'],
  });
  await registerAuthBridge(await currentServer());
}
chrome.runtime.onInstalled.addListener(() => void setUp());
chrome.runtime.onStartup.addListener(() => void setUp());

chrome.contextMenus.onClicked.addListener((info, tab) => {
  if (info.menuItemId === MENU_ID && tab?.id !== undefined) void openPanel(tab.id, info.frameId);
});

chrome.commands.onCommand.addListener((command, tab) => {
  if (command === 'rewrite-selection' && tab?.id !== undefined) void openPanel(tab.id);
});

// The menu, the shortcut and the popup all come here; a test drives it through the worker too.
Object.assign(globalThis, { resonateOpenPanel: openPanel });

async function session(): Promise<SessionState> {
  const { api, server } = await serverApi();
  const token = await readToken();
  let email: string | null = null;
  if (token) {
    try {
      email = (await api.GET('/api/auth/me', { token, retries: 0 })).email;
    } catch (error) {
      if ((error as { status?: number }).status === 401) await clearToken();
    }
  }
  return { server, signed_in: email !== null, email, keep_signed_in: await keepSignedIn() };
}

async function signIn() {
  const server = await currentServer();
  await registerAuthBridge(server);
  await chrome.tabs.create({ url: `${server}/?modal=login&source=extension` });
}

async function signOut() {
  const { api } = await serverApi();
  const token = await readToken();
  await clearToken();
  // Ends the session on the server too; signed out here whatever it answers.
  if (token) await api.POST('/api/auth/logout', { token, retries: 0 }).catch(() => undefined);
}

/** The hand-off's token, accepted only from a page of the configured server. */
async function acceptToken(token: string, sender: chrome.runtime.MessageSender) {
  const server = await currentServer();
  const origin = sender.origin ?? (sender.url ? new URL(sender.url).origin : null);
  if (origin !== server || typeof token !== 'string' || token === '') return false;
  await storeToken(token);
  return true;
}

async function rewriteActiveTab(): Promise<boolean> {
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  return tab?.id !== undefined && openPanel(tab.id);
}

async function handle(request: WorkerRequest, sender: chrome.runtime.MessageSender) {
  switch (request.type) {
    case 'catalog':
      return panelCatalog();
    case 'rewrite':
      return rewrite(request.text, request.settings);
    case 'session':
      return session();
    case 'sign-in':
      return signIn();
    case 'sign-out':
      return signOut();
    case 'open-plans':
      return chrome.tabs.create({ url: `${await currentServer()}/#pricing` });
    case 'rewrite-selection':
      return rewriteActiveTab();
    case 'auth-token':
      return acceptToken(request.token, sender);
  }
}

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  if (sender.id !== chrome.runtime.id) return;
  handle(message as WorkerRequest, sender).then(sendResponse, () => sendResponse(null));
  return true;
});

// The options page saved another server: its own sign-in, and the hand-off listener there.
chrome.storage.onChanged.addListener((changes, area) => {
  if (area !== 'local' || !(STORAGE.server in changes)) return;
  void clearToken().then(async () => registerAuthBridge(await currentServer()));
});
