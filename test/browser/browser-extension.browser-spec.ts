/// <reference lib="dom" />
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the WebExtension API the worker runs (a global declaration file)
/// <reference path="../../extension/src/chrome.d.ts" />
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext, Page, Worker } from 'playwright-core';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { bearer, onboardedUser, PASSWORD } from '../support/accounts.js';
import { launchWithExtension, screenshot, UI_WAIT_MS } from '../support/browser.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Hedges the built-in engine removes for a Confident tone, so the rewrite is charged and recorded.
const SENTENCE = 'I think we could maybe try to improve the onboarding emails, if that is okay.';
const FREE_LIMIT = 'Free usage limit reached. Please upgrade to Pro or Premium.';

// A third-party page (its own origin) with the kinds of fields people write in.
const EDITOR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Editor</title>
<style>button, textarea, [contenteditable] { font: 16px serif; color: red !important; }</style></head>
<body><h1>Compose</h1>
<textarea id="plain" rows="5" cols="80">Hello team,
${SENTENCE}</textarea>
<div id="rich" contenteditable="true"><p>Read <a href="https://example.com/plan">the plan</a> first.<br>${SENTENCE}</p></div>
<input id="secret" type="password" value="${SENTENCE}">
<textarea id="code" spellcheck="false">${SENTENCE}</textarea>
</body></html>`;

describe('the browser extension (extension/dist) against the real app', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let db: DataSource;
  let site: Server;
  let siteUrl: string;
  let context: BrowserContext;
  let worker: Worker;
  let extensionId: string;
  const errors: string[] = [];
  let user: { email: string; token: string };

  beforeAll(async () => {
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({
      listen: true,
      env: { SMTP_URL: inbox.url, ENHANCE_USER_LIMIT_PER_MINUTE: '1000' },
    });
    db = testApp.app.get(DataSource);
    site = createServer((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(EDITOR_PAGE);
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    ({ context, worker, extensionId } = await launchWithExtension());
    context.setDefaultTimeout(UI_WAIT_MS);
    context.on('weberror', (error) => errors.push(error.error().message));
    user = await onboardedUser(testApp, inbox);
  });

  afterAll(async () => {
    await context?.close();
    await new Promise((resolve) => site?.close(resolve));
    await testApp?.close();
    await inbox?.stop();
  });

  afterEach(() => expect(errors).toEqual([]));

  const extensionPage = async (path: string) => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/${path}`);
    return page;
  };

  /** The editor page with `select` run in it, then the panel opened as the menu or shortcut does. */
  async function panelOn(select: (page: Page) => Promise<void>) {
    const page = await context.newPage();
    await page.goto(siteUrl);
    await select(page);
    // The context menu and the shortcut call this in the worker; a test cannot click the browser's
    // own menu, so the page is reached through the host permission of the development build.
    const opened = await worker.evaluate(async (pattern) => {
      const [tab] = await chrome.tabs.query({ url: pattern });
      const open = (globalThis as unknown as { resonateOpenPanel: (id: number) => boolean })
        .resonateOpenPanel;
      return open(tab.id!);
    }, `${siteUrl}/*`);
    expect(opened).toBe(true);
    return { page, panel: page.getByRole('dialog', { name: 'Rewrite with Resonate' }) };
  }

  const selectIn = (id: string) => async (page: Page) => {
    await page.evaluate(
      ({ id, sentence }) => {
        const field = document.getElementById(id) as HTMLTextAreaElement | HTMLInputElement;
        const start = field.value.indexOf(sentence);
        field.focus();
        field.setSelectionRange(start, start + sentence.length);
      },
      { id, sentence: SENTENCE },
    );
  };

  const selectRichSentence = async (page: Page) => {
    await page.evaluate(() => {
      const rich = document.getElementById('rich')!;
      const text = rich.querySelector('br')!.nextSibling!;
      rich.focus();
      const range = document.createRange();
      range.selectNodeContents(text);
      getSelection()!.removeAllRanges();
      getSelection()!.addRange(range);
    });
  };

  const newestHistory = async () => {
    const list = await request(testApp.server).get('/api/history').set(bearer(user.token));
    const { id } = list.body.items[0] as { id: string };
    return (await request(testApp.server).get(`/api/history/${id}`).set(bearer(user.token)))
      .body as { output: string; source: string; input: string };
  };

  it('should point at the configured server and sign in through the hand-off', async () => {
    const options = await extensionPage('options/options.html');
    await options.getByLabel('Resonate server address').fill(testApp.url!);
    await options.getByRole('button', { name: 'Save' }).click();
    await options.getByText(`Saved. Sign in to ${testApp.url}`).waitFor();
    await options.close();

    const popup = await extensionPage('popup/popup.html');
    await popup.getByText('Sign in to rewrite text on any page.').waitFor();
    const signInTab = context.waitForEvent('page');
    await popup.getByRole('button', { name: 'Sign in' }).click();
    const site = await signInTab;
    await site.waitForURL(/modal=login&source=extension/);
    const dialog = site.getByRole('dialog');
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await site.getByRole('tab', { name: /Workspace/ }).waitFor();

    const account = await extensionPage('popup/popup.html');
    await account.getByText(`Signed in as ${user.email}`).waitFor();
    // Not "kept signed in": the session lives in storage.session, gone with the browser.
    const stored = await worker.evaluate(async () => ({
      session: (await chrome.storage.session.get('auth_token')).auth_token,
      local: (await chrome.storage.local.get('auth_token')).auth_token,
    }));
    expect(stored.session).toEqual(expect.any(String));
    expect(stored.local).toBeUndefined();
    await Promise.all([popup.close().catch(() => undefined), account.close(), site.close()]);
  });

  it('should rewrite the selection of a textarea, replace it in place and undo back', async () => {
    const { page, panel } = await panelOn(selectIn('plain'));
    const original = await page.locator('#plain').inputValue();
    await panel.getByLabel('Tone').selectOption({ label: 'Confident' });
    await panel.getByRole('button', { name: 'Rewrite' }).click();
    await panel.getByText(/^Score \d+\.\d → \d+\.\d$/).waitFor();
    await screenshot(page, 'browser-extension-01-textarea-result');
    await panel.getByRole('button', { name: 'Replace' }).click();
    await panel.waitFor({ state: 'detached' });

    const entry = await newestHistory();
    expect(entry).toMatchObject({ input: SENTENCE, source: 'extension' });
    expect(entry.output).not.toBe(SENTENCE);
    expect(await page.locator('#plain').inputValue()).toBe(`Hello team,\n${entry.output}`);

    await page.locator('#plain').focus();
    await page.keyboard.press('Control+Z');
    expect(await page.locator('#plain').inputValue()).toBe(original);
    await page.close();
  });

  it('should replace the selection of a contenteditable, keeping its link and line break, and undo back', async () => {
    const { page, panel } = await panelOn(selectRichSentence);
    await panel.getByLabel('Tone').selectOption({ label: 'Confident' });
    await panel.getByRole('button', { name: 'Rewrite' }).click();
    await panel.getByRole('button', { name: 'Replace' }).click();
    await panel.waitFor({ state: 'detached' });
    const { output } = await newestHistory();

    const rich = () =>
      page.evaluate(() => {
        const element = document.getElementById('rich')!;
        const link = element.querySelector('a');
        return {
          text: element.innerText,
          link: link && { href: link.href, text: link.textContent },
          breaks: element.querySelectorAll('br').length,
        };
      });
    expect(await rich()).toEqual({
      text: `Read the plan first.\n${output}`,
      link: { href: 'https://example.com/plan', text: 'the plan' },
      breaks: 1,
    });
    await screenshot(page, 'browser-extension-02-contenteditable-replaced');

    await page.locator('#rich').focus();
    await page.keyboard.press('Control+Z');
    expect((await rich()).text).toBe(`Read the plan first.\n${SENTENCE}`);
    await page.close();
  });

  it('should never offer a rewrite in a password field or a field with spellcheck="false"', async () => {
    for (const [id, message] of [
      ['secret', 'Resonate never works in password fields.'],
      ['code', 'This field has spell checking turned off, so Resonate leaves it alone.'],
    ]) {
      const { page, panel } = await panelOn(selectIn(id));
      await panel.getByText(message).waitFor();
      expect(await panel.getByRole('button', { name: 'Rewrite' }).count()).toBe(0);
      await page.close();
    }
  });

  it('should show the upgrade message with a link to the pricing page when the plan is spent (402)', async () => {
    await db.query('UPDATE users SET free_uses_remaining = 0 WHERE email = $1', [user.email]);
    const { page, panel } = await panelOn(selectIn('plain'));
    await panel.getByRole('button', { name: 'Rewrite' }).click();
    await panel.getByRole('alert').getByText(FREE_LIMIT).waitFor();
    expect(await panel.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe(
      `${testApp.url}/#pricing`,
    );
    await screenshot(page, 'browser-extension-03-upgrade');
    expect(await page.locator('#plain').inputValue()).toContain(SENTENCE);
    await page.close();
  });
});
