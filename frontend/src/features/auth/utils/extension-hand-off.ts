import { api } from '../../../lib/api-client';

/** The message type the browser extension's content script listens for (docs/extension.md). */
export const EXTENSION_TOKEN_MESSAGE = 'RESONATE_AUTH_TOKEN';

/**
 * Hands the session to the extension's content script on this page. The target is this page's
 * own origin, never '*': no frame or window of another origin can receive the token.
 */
function postTokenToExtension(token: string): void {
  window.postMessage({ type: EXTENSION_TOKEN_MESSAGE, token }, window.location.origin);
}

/**
 * Gives the extension a session of its own (listed as "Browser extension" on the account page,
 * signed out there without signing out this tab) and posts it. Falls back to nothing: the
 * extension keeps asking to sign in, and the page stays signed in.
 */
export async function handSessionToExtension(): Promise<void> {
  const session = await api.POST('/api/auth/sessions/extension', {});
  postTokenToExtension(session.access_token);
}
