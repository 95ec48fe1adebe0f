/// <reference lib="dom" />
import type { BrowserContext, Page } from 'playwright-core';
import request from 'supertest';
import { bearer, onboardedUser, PASSWORD } from '../support/accounts.js';
import { screenshot, signInThroughDialog, UI_WAIT_MS } from '../support/browser.js';
import { useBrowserApp } from '../support/browser-app.js';

interface Posted {
  message: { type?: string; token?: string };
  targetOrigin: unknown;
}

/** Records every window.postMessage of the page (what it sent and to which origin). */
async function recordPostMessages(context: BrowserContext) {
  await context.addInitScript(() => {
    const posted: unknown[] = [];
    Object.defineProperty(window, '__posted', { value: posted });
    const original = window.postMessage.bind(window);
    window.postMessage = ((message: unknown, target: unknown, transfer?: Transferable[]) => {
      posted.push({ message, targetOrigin: target });
      return original(message, target as string, transfer);
    }) as typeof window.postMessage;
  });
}
const posted = (page: Page) =>
  page.evaluate(() => (window as unknown as { __posted: unknown[] }).__posted) as Promise<Posted[]>;
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

describe('the browser extension contract (docs/extension.md)', () => {
  const app = useBrowserApp();

  const freshPage = async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await recordPostMessages(context);
    const page = await context.newPage();
    page.setDefaultTimeout(UI_WAIT_MS);
    page.on('pageerror', (error) => app.errors.push(error.message));
    return { context, page };
  };
  const signInCode = async (token: string) =>
    (
      await request(app.testApp.server)
        .post('/api/auth/sign-in-code')
        .set(bearer(token))
        .expect(200)
    ).body as { code: string; expires_in: number };

  /**
   * The page posted one message, to its own origin, with a session of the extension's own: it
   * works, it is not the page's, and the account lists it as the browser extension.
   */
  async function expectExtensionSessionPosted(page: Page, pageToken: string | null) {
    await page.waitForFunction(
      () => (window as unknown as { __posted: unknown[] }).__posted.length > 0,
    );
    const messages = await posted(page);
    expect(messages).toEqual([
      {
        message: { type: 'RESONATE_AUTH_TOKEN', token: expect.any(String) },
        targetOrigin: app.url,
      },
    ]);
    const handed = messages[0].message.token!;
    expect(handed).not.toBe(pageToken);
    await request(app.testApp.server).get('/api/auth/me').set(bearer(handed)).expect(200);
    const { body } = await request(app.testApp.server)
      .get('/api/auth/sessions')
      .set(bearer(handed))
      .expect(200);
    const sessions = body.sessions as { client: string; current: boolean }[];
    expect(sessions.find((session) => session.current)?.client).toBe('extension');
    return handed;
  }

  it.each([
    ['/?modal=register', 'Create your account'],
    ['/?modal=trial', 'Create your account'],
    ['/?modal=login', 'Welcome back'],
  ])('should open the auth dialog for %s', async (path, heading) => {
    const { page, context } = await freshPage();
    await page.goto(`${app.url}${path}`);
    await page.getByRole('dialog').getByRole('heading', { name: heading }).waitFor();
    await context.close();
  });

  it('should send /simple-extension to the sign-in dialog and post the session to the extension after sign-in', async () => {
    const user = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await freshPage();
    await page.goto(`${app.url}/simple-extension`);
    await page.waitForURL((url) => url.pathname === '/');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Welcome back' }).waitFor();
    expect(await posted(page)).toEqual([]);
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('tab', { name: /Workspace/ }).waitFor();
    const pageToken = await storedToken(page);
    const handed = await expectExtensionSessionPosted(page, pageToken);
    // Signing the extension out (from the account page) leaves this tab signed in.
    const { body } = await request(app.testApp.server)
      .get('/api/auth/sessions')
      .set(bearer(pageToken!))
      .expect(200);
    const extension = (body.sessions as { id: string; client: string }[]).find(
      (session) => session.client === 'extension',
    )!;
    await request(app.testApp.server)
      .delete(`/api/auth/sessions/${extension.id}`)
      .set(bearer(pageToken!))
      .expect(200);
    await request(app.testApp.server).get('/api/auth/me').set(bearer(handed)).expect(401);
    await request(app.testApp.server).get('/api/auth/me').set(bearer(pageToken!)).expect(200);
    await context.close();
  });

  it('should sign in with a one-time code from the extension, post the session to the page origin only, and drop the code from the address', async () => {
    const user = await onboardedUser(app.testApp, app.inbox);
    const { code, expires_in } = await signInCode(user.token);
    expect(expires_in).toBe(120);
    const { page, context } = await freshPage();
    await page.goto(`${app.url}/?code=${code}&source=extension`);
    await page.locator('header').getByText(user.email).waitFor();
    const token = await storedToken(page);
    expect(token).toBeTruthy();
    expect(token).not.toBe(user.token);
    await expectExtensionSessionPosted(page, token);
    expect(new URL(page.url()).search).toBe('');
    await screenshot(page, 'extension-01-signed-in-by-code');
    // The code works once.
    await request(app.testApp.server).post('/api/auth/exchange-code').send({ code }).expect(400);
    await context.close();
  });

  it('should still accept /?token=…&source=extension and post a session of its own', async () => {
    const user = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await freshPage();
    await page.goto(`${app.url}/?token=${user.token}&source=extension`);
    await page.locator('header').getByText(user.email).waitFor();
    expect(await storedToken(page)).toBe(user.token);
    await expectExtensionSessionPosted(page, user.token);
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    await context.close();
  });

  it("should not swap Alice's session for a code of another account without asking, and post nothing when she stays", async () => {
    const alice = await onboardedUser(app.testApp, app.inbox);
    const mallory = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signInThroughDialog(app.browser, app.url, alice.email, {
      errors: app.errors,
    });
    await recordPostMessages(context);
    const aliceToken = await storedToken(page);
    const { code } = await signInCode(mallory.token);
    await page.goto(`${app.url}/?code=${code}&source=extension`);
    const ask = page.getByRole('dialog', { name: 'Switch accounts?' });
    await ask.getByRole('button', { name: `Stay signed in as ${alice.email}` }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await storedToken(page)).toBe(aliceToken);
    expect(await posted(page)).toEqual([]);
    await context.close();
  });

  it('should open the sign-in dialog with a clear message for a used or unknown code, posting nothing', async () => {
    const { page, context } = await freshPage();
    await page.goto(`${app.url}/?code=not-a-real-code&source=extension`);
    await page
      .getByRole('dialog')
      .getByText('Authentication failed. Please check your information and try again.')
      .waitFor();
    expect(await posted(page)).toEqual([]);
    expect(await storedToken(page)).toBeNull();
    await context.close();
  });
});
