import { DEFAULT_SERVER, STORAGE, serverOrigin } from './storage-keys';

/** The Resonate server's origin the person chose in the options (the build's default until then). */
export async function currentServer(): Promise<string> {
  const stored = (await chrome.storage.local.get(STORAGE.server))[STORAGE.server];
  return (typeof stored === 'string' && serverOrigin(stored)) || DEFAULT_SERVER;
}

/** The match pattern for a server's host: match patterns carry no port, any port matches. */
export function hostPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}

const AUTH_BRIDGE_ID = 'resonate-auth-bridge';

/**
 * The sign-in hand-off's listener, on the Resonate server's pages only (docs/extension.md). It
 * runs from the start of each page load, so it also hears the message a signed-in page posts at once.
 */
export async function registerAuthBridge(origin: string): Promise<void> {
  const registered = await chrome.scripting.getRegisteredContentScripts({ ids: [AUTH_BRIDGE_ID] });
  if (registered.length > 0)
    await chrome.scripting.unregisterContentScripts({ ids: [AUTH_BRIDGE_ID] });
  if (!(await chrome.permissions.contains({ origins: [hostPattern(origin)] }))) return;
  await chrome.scripting.registerContentScripts([
    {
      id: AUTH_BRIDGE_ID,
      matches: [hostPattern(origin)],
      js: ['content/auth-bridge.js'],
      runAt: 'document_start',
      persistAcrossSessions: true,
    },
  ]);
}
