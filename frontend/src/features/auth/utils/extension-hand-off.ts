/** The message type the browser extension's content script listens for (docs/extension.md). */
export const EXTENSION_TOKEN_MESSAGE = 'RESONATE_AUTH_TOKEN';

/**
 * Hands the session to the extension's content script on this page. The target is this page's
 * own origin, never '*': no frame or window of another origin can receive the token.
 */
export function postTokenToExtension(token: string): void {
  window.postMessage({ type: EXTENSION_TOKEN_MESSAGE, token }, window.location.origin);
}
