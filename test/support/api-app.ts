import request from 'supertest';
import { DataSource } from 'typeorm';
import { SmtpInbox } from './smtp-inbox.js';
import { startTestApp, type TestApp } from './test-app.js';

export interface ApiApp {
  testApp: TestApp;
  inbox: SmtpInbox;
  db: DataSource;
  /** supertest on the app: `app.api().get('/api/…')`. */
  api(): ReturnType<typeof request>;
}

/**
 * Jest hooks for an API suite: the whole app on a fresh database with a real SMTP inbox, started
 * before the file's tests and closed after them (the API twin of useBrowserApp). Read the fields
 * inside tests; `env` adds to or overrides the app's variables.
 */
export function useTestApp(env: Record<string, string | undefined> = {}): ApiApp {
  const fixture = { api: () => request(fixture.testApp.server) } as ApiApp;
  beforeAll(async () => {
    fixture.inbox = await new SmtpInbox().start();
    fixture.testApp = await startTestApp({ env: { SMTP_URL: fixture.inbox.url, ...env } });
    fixture.db = fixture.testApp.app.get(DataSource);
  });
  afterAll(async () => {
    await fixture.testApp?.close();
    await fixture.inbox?.stop();
  });
  return fixture;
}
