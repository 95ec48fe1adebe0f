import request from 'supertest';
import type { Page } from 'playwright-core';
import { bearer, onboardedUser } from '../support/accounts.js';
import { screenshot, signInThroughDialog, UI_WAIT_MS } from '../support/browser.js';
import { useBrowserApp } from '../support/browser-app.js';
import { payInTestMode, STAFF } from '../support/billing.js';

describe('staff console in Chromium', () => {
  const app = useBrowserApp({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });
  let staffPage: Page;

  const customer = () => onboardedUser(app.testApp, app.inbox);
  /** A customer's POST that must succeed (a ticket, beta feedback). */
  const create = (token: string, path: string, body: object) =>
    request(app.testApp.server).post(path).set(bearer(token)).send(body).expect(201);
  const open = async (path: string) => {
    await staffPage.goto(`${app.url}/admin${path}`);
  };

  beforeAll(async () => {
    const context = await app.browser.newContext({ viewport: { width: 1360, height: 900 } });
    staffPage = await context.newPage();
    staffPage.setDefaultTimeout(UI_WAIT_MS);
    staffPage.on('pageerror', (error) => app.errors.push(error.message));
  });

  it('should sign staff in at /admin and show the dashboard from real data', async () => {
    await open('');
    await staffPage.getByLabel('Email').fill(STAFF.email);
    await staffPage.getByRole('textbox', { name: 'Password' }).fill(STAFF.password);
    await staffPage.getByRole('button', { name: 'Sign in' }).click();
    await staffPage.getByRole('heading', { name: 'Last 30 days' }).waitFor();
    await staffPage.getByText('Sign-ups per day').waitFor();
    await screenshot(staffPage, 'admin-01-dashboard');
  });

  it('should find a user by e-mail and deactivate them: their open SPA session ends at its next call', async () => {
    const user = await customer();
    const spa = await signInThroughDialog(app.browser, app.url, user.email, { errors: app.errors });
    await open('/users');
    await staffPage.getByPlaceholder('E-mail or name').fill(user.email);
    const row = staffPage.getByRole('row').filter({ hasText: user.email });
    await row.waitFor();
    // Debounced search: only the one account is left in the list.
    await staffPage.waitForFunction(() => document.querySelectorAll('tbody tr').length === 1);
    await screenshot(staffPage, 'admin-02-user-search');
    // Deactivation asks first; the dialog works from the keyboard (Escape cancels, Enter confirms).
    const deactivate = row.getByRole('button', { name: `Deactivate ${user.email}` });
    await deactivate.click();
    const confirm = staffPage.getByRole('dialog', { name: `Deactivate ${user.email}?` });
    await confirm.waitFor();
    await screenshot(staffPage, 'admin-02b-deactivate-confirm');
    await staffPage.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await deactivate.waitFor();
    await deactivate.click();
    await confirm.getByRole('button', { name: 'Deactivate' }).focus();
    await staffPage.keyboard.press('Enter');
    await staffPage.getByText(`${user.email} deactivated and signed out`).waitFor();
    await row.getByRole('button', { name: `Activate ${user.email}` }).waitFor();

    // Its next call is refused and the page signs out to the landing page.
    await spa.page
      .getByRole('textbox', { name: 'Your text' })
      .fill('Please send the quarterly figures before Friday.');
    await spa.page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await spa.page.getByText('Start Free Trial').first().waitFor();
    await expect(spa.page.getByRole('tab', { name: /Workspace/ }).count()).resolves.toBe(0);
    await expect(spa.page.evaluate(() => localStorage.getItem('auth_token'))).resolves.toBeNull();
    await expect(spa.page.getByRole('tab', { name: /Workspace/ }).count()).resolves.toBe(0);
    await screenshot(spa.page, 'admin-03-deactivated-user-signed-out');
    await spa.context.close();

    await row.click();
    await staffPage.getByRole('tab', { name: 'Sessions' }).click();
    await screenshot(staffPage, 'admin-04-user-show-sessions');
    await staffPage.getByRole('tab', { name: 'Usage' }).click();
    await screenshot(staffPage, 'admin-04c-user-show-usage');

    // The edit page changes the plan through the same audited call.
    await staffPage.getByRole('link', { name: 'Edit' }).click();
    await staffPage.getByLabel('Premium (off moves the account to Free)').check();
    await screenshot(staffPage, 'admin-04b-user-edit');
    await staffPage.getByRole('button', { name: 'Save' }).click();
    await staffPage.getByText('Element updated').waitFor();
    const [row2] = await app.db.query('SELECT subscription_tier FROM users WHERE email = $1', [
      user.email,
    ]);
    expect(row2.subscription_tier).toBe('premium');
  });

  it('should answer a ticket: the user receives the reply by e-mail', async () => {
    const user = await customer();
    await create(user.token, '/api/support/tickets', {
      subject: 'Cannot find my invoice',
      message: 'Where are my invoices kept?',
    });
    await open('/tickets');
    await staffPage.getByRole('row').filter({ hasText: 'Cannot find my invoice' }).click();
    await staffPage.getByText('Where are my invoices kept?').waitFor();
    await staffPage
      .getByLabel('Reply to the user')
      .fill('They are in Account → Subscription & Billing.');
    await staffPage.getByRole('button', { name: 'Send reply' }).click();
    await staffPage.getByText('Reply sent to the user by e-mail').waitFor();
    await staffPage.getByText('(Resonate Support)').waitFor();
    const mail = await app.inbox.waitFor(user.email, /Re: Cannot find my invoice/);
    expect(mail.text).toContain('They are in Account → Subscription & Billing.');
    await screenshot(staffPage, 'admin-05-ticket-thread');
  });

  it('should refund a test-mode subscription once from the refund dialog', async () => {
    const user = await customer();
    await payInTestMode(app.testApp, user.token, 'pro');
    await open('/subscriptions');
    await staffPage.getByPlaceholder('User e-mail').fill(user.email);
    const row = staffPage.getByRole('row').filter({ hasText: user.email });
    await row.getByRole('button', { name: `Refund ${user.email}` }).click();
    const dialog = staffPage.getByRole('dialog');
    await dialog.getByLabel('Amount (dollars)').fill('4');
    await dialog.getByLabel('Reason').fill('Goodwill for a slow reply');
    await screenshot(staffPage, 'admin-06-refund-dialog');
    await dialog.getByRole('button', { name: 'Refund', exact: true }).dblclick();
    await staffPage.getByText('Refunded $4.00').waitFor();
    const refunds = await app.db.query(
      'SELECT r.amount_cents FROM refunds r JOIN users u ON u.id = r.user_id WHERE u.email = $1',
      [user.email],
    );
    expect(refunds).toEqual([{ amount_cents: 400 }]);
  });

  it('should flip a feature toggle: the SPA stops offering sign-up, then offers it again', async () => {
    await open('/feature-toggles');
    const registration = staffPage.getByRole('switch', {
      name: 'New account registrations enabled',
    });
    await registration.click();
    await staffPage.getByText('New account registrations disabled').waitFor();
    // The switch keeps the keyboard's focus through the save.
    await expect(registration.evaluate((input) => input === document.activeElement)).resolves.toBe(
      true,
    );
    await screenshot(staffPage, 'admin-07-feature-toggles');

    const visitor = await app.browser.newPage();
    await visitor.goto(`${app.url}/?login=true`);
    await visitor
      .getByRole('dialog')
      .getByRole('button', { name: 'Sign in', exact: true })
      .waitFor();
    // The dialog may draw before GET /api/features answers; then the tab goes.
    await visitor.getByRole('tab', { name: 'Sign up' }).waitFor({ state: 'detached' });
    await screenshot(visitor, 'admin-08-sign-up-hidden');

    await registration.click();
    await staffPage.getByText('New account registrations enabled').waitFor();
    await visitor.goto(`${app.url}/?login=true`);
    await visitor.getByRole('tab', { name: 'Sign up' }).waitFor();
    await visitor.close();
  });

  it('should flip the heat maps and AI chat beta toggles: the tabs leave a signed-in user’s /beta and the route answers 403', async () => {
    const user = await customer();
    const spa = await signInThroughDialog(app.browser, app.url, user.email, { errors: app.errors });
    const betaTabs = async () => {
      await spa.page.goto(`${app.url}/beta`);
      await spa.page.getByRole('tab', { name: 'Template Manager' }).waitFor();
      return spa.page.getByRole('tab').allTextContents();
    };
    const heatMap = () =>
      request(app.testApp.server)
        .post('/api/beta/content-heatmap')
        .set(bearer(user.token))
        .send({ text: 'I am so glad you came. Thank you.' });
    expect(await betaTabs()).toEqual(expect.arrayContaining(['Content Heat Maps', 'AI Chat']));

    await open('/feature-toggles');
    for (const name of ['Beta: Content Heat Maps', 'Beta: AI Chat']) {
      await staffPage.getByRole('switch', { name: `${name} enabled` }).click();
      await staffPage.getByText(`${name} disabled`).waitFor();
    }
    await screenshot(staffPage, 'admin-07b-beta-toggles-off');
    const hidden = await betaTabs();
    expect(hidden).not.toContain('Content Heat Maps');
    expect(hidden).not.toContain('AI Chat');
    await screenshot(spa.page, 'admin-08b-beta-tabs-hidden');
    const refused = await heatMap();
    expect({ status: refused.status, detail: refused.body.detail }).toEqual({
      status: 403,
      detail: 'This feature is currently disabled.',
    });

    for (const name of ['Beta: Content Heat Maps', 'Beta: AI Chat']) {
      await staffPage.getByRole('switch', { name: `${name} enabled` }).click();
      await staffPage.getByText(`${name} enabled`, { exact: true }).waitFor();
    }
    expect(await betaTabs()).toEqual(expect.arrayContaining(['Content Heat Maps', 'AI Chat']));
    expect((await heatMap()).status).toBe(200);
    await spa.context.close();
  });

  it('should list the beta feedback a user sent, open it, and offer a CSV export', async () => {
    const user = await customer();
    await create(user.token, '/api/beta/feedback', {
      message: 'The heat map legend helped a lot.',
      tab: 'heat-maps',
    });
    await open('/feedback');
    const row = staffPage.getByRole('row').filter({ hasText: user.email });
    await row.getByText('The heat map legend helped a lot.').waitFor();
    await staffPage.getByRole('button', { name: 'Export' }).waitFor();
    await screenshot(staffPage, 'admin-13-beta-feedback');
    await row.click();
    await staffPage.getByRole('link', { name: user.email }).waitFor();
    await screenshot(staffPage, 'admin-14-beta-feedback-show');
  });

  it('should show the monitoring, analytics, compliance and settings tabs', async () => {
    const user = await customer();
    await request(app.testApp.server)
      .post('/api/ai/enhance')
      .set(bearer(user.token))
      .send({
        text: 'Hi Sam, I just wanted to check whether you could maybe send the quarterly figures.',
        emotion_tone: 'friendly',
      })
      .expect(200);
    await open('/monitoring');
    await staffPage.getByRole('table', { name: 'Health checks' }).getByText('Database').waitFor();
    await staffPage.getByRole('link', { name: '/api/docs' }).waitFor();
    await screenshot(staffPage, 'admin-09-monitoring');
    await open('/analytics');
    await staffPage.getByRole('img', { name: /By tone: friendly 1/ }).waitFor();
    await screenshot(staffPage, 'admin-10-analytics');
    await open('/settings');
    await staffPage.getByText('PREMIUM_PRICE').waitFor();
    await screenshot(staffPage, 'admin-11-settings');
    await open('/compliance');
    await staffPage.getByRole('link', { name: 'Deletion log' }).waitFor();
    await screenshot(staffPage, 'admin-11b-compliance');
    await open('/consents');
    await staffPage.getByRole('row').filter({ hasText: user.email }).first().waitFor();
    await screenshot(staffPage, 'admin-11c-consents');
    await create(user.token, '/api/support/tickets', {
      subject: 'Where is the heat map?',
      message: 'I cannot see it in /beta.',
    });
    await open('/tickets');
    await staffPage.getByRole('row').filter({ hasText: 'Where is the heat map?' }).waitFor();
    await screenshot(staffPage, 'admin-11d-tickets');
    await open('/subscriptions');
    await staffPage
      .getByRole('button', { name: /^Refund / })
      .first()
      .or(staffPage.getByText(/^No .* yet/))
      .waitFor();
    await screenshot(staffPage, 'admin-11e-subscriptions');
    await open('/audit-log');
    await staffPage.getByRole('row').filter({ hasText: 'admin.user.update' }).first().waitFor();
    await screenshot(staffPage, 'admin-12-audit-log');
  });

  it('should show Access Denied to a customer who opens /admin', async () => {
    const user = await customer();
    const spa = await signInThroughDialog(app.browser, app.url, user.email, { errors: app.errors });
    await spa.page.goto(`${app.url}/admin`);
    await spa.page.getByTestId('access-denied').waitFor();
    await spa.context.close();
  });
});
