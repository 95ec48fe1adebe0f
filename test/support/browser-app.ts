import type { Browser } from 'playwright-core';
import { DataSource } from 'typeorm';
import { launchBrowser } from './browser.js';
import { SmtpInbox } from './smtp-inbox.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface BrowserApp {
  testApp: TestApp;
  /** The app's own address (it is also its PUBLIC_URL). */
  url: string;
  inbox: SmtpInbox;
  db: DataSource;
  browser: Browser;
  /** Errors the pages threw; each test must end with none. */
  errors: string[];
}

/**
 * Jest hooks for a browser suite: the app listening on its own port with a real SMTP inbox,
 * Chromium, and a check after each test that no page threw. Read the fields inside tests.
 */
export function useBrowserApp(env: Record<string, string> = {}): BrowserApp {
  const fixture = { errors: [] as string[] } as BrowserApp;
  beforeAll(async () => {
    fixture.inbox = await new SmtpInbox().start();
    fixture.testApp = await startTestApp({
      listen: true,
      env: { SMTP_URL: fixture.inbox.url, ENHANCE_USER_LIMIT_PER_MINUTE: '1000', ...env },
    });
    fixture.url = fixture.testApp.url!;
    fixture.db = fixture.testApp.app.get(DataSource);
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.testApp?.close();
    await fixture.inbox?.stop();
  });
  afterEach(() => {
    expect(fixture.errors).toEqual([]);
  });
  return fixture;
}
