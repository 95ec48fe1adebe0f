import { STORAGE } from '../shared/storage-keys';

/** "Keep me signed in": the token in storage.local; otherwise storage.session (gone with the browser). */
export async function keepSignedIn(): Promise<boolean> {
  return (await chrome.storage.local.get(STORAGE.keepSignedIn))[STORAGE.keepSignedIn] === true;
}

export async function readToken(): Promise<string | null> {
  for (const area of [chrome.storage.session, chrome.storage.local]) {
    const token = (await area.get(STORAGE.token))[STORAGE.token];
    if (typeof token === 'string' && token !== '') return token;
  }
  return null;
}

export async function storeToken(token: string): Promise<void> {
  await clearToken();
  const area = (await keepSignedIn()) ? chrome.storage.local : chrome.storage.session;
  await area.set({ [STORAGE.token]: token });
}

export async function clearToken(): Promise<void> {
  await Promise.all([
    chrome.storage.session.remove(STORAGE.token),
    chrome.storage.local.remove(STORAGE.token),
  ]);
}
