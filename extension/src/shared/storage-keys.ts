/** chrome.storage keys, in one place (local unless noted). */
export const STORAGE = {
  server: 'server_url',
  keepSignedIn: 'keep_signed_in',
  /** In storage.session, or storage.local with "keep me signed in". */
  token: 'auth_token',
  lastSettings: 'last_settings',
} as const;

export const DEFAULT_SERVER = __RESONATE_DEFAULT_SERVER__;

/** The origin of an address a person typed, or null when it is not an http(s) address. */
export function serverOrigin(address: string): string | null {
  try {
    const url = new URL(address.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
