import request from 'supertest';
import type { Page } from 'playwright-core';
import { bearer, onboardedUser } from '../support/accounts.js';
import { screenshot, sidewaysOverflow, UI_WAIT_MS } from '../support/browser.js';
import { useBrowserApp } from '../support/browser-app.js';
import { payInTestMode, STAFF, staffToken } from '../support/billing.js';

/** Every entry of the console's menu: its label, the path it must open and the title shown there. */
const MENU = [
  { label: 'Dashboard', path: '/admin', title: 'Resonate Admin' },
  { label: 'Users', path: '/admin/users', title: 'Users' },
  { label: 'Support', path: '/admin/tickets', title: 'Support' },
  { label: 'Payments', path: '/admin/subscriptions', title: 'Payments' },
  { label: 'Analytics', path: '/admin/analytics', title: 'Analytics' },
  { label: 'Monitoring', path: '/admin/monitoring', title: 'Monitoring' },
  { label: 'Compliance', path: '/admin/compliance', title: 'Compliance' },
  { label: 'Settings', path: '/admin/settings', title: 'Settings' },
  { label: 'Feature toggles', path: '/admin/feature-toggles', title: 'Feature toggles' },
  { label: 'Consents', path: '/admin/consents', title: 'Consent records' },
  { label: 'Beta feedback', path: '/admin/feedback', title: 'Beta feedback' },
  { label: 'Audit log', path: '/admin/audit-log', title: 'Audit log' },
];

describe('staff console: every link, the support queue, payments and the phone', () => {
  const app = useBrowserApp({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });

  const signedInStaff = async (width: number, height: number): Promise<Page> => {
    const context = await app.browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    page.setDefaultTimeout(UI_WAIT_MS);
    page.on('pageerror', (error) => app.errors.push(error.message));
    await page.goto(`${app.url}/admin`);
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Last 30 days' }).waitFor();
    return page;
  };
  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const appTitle = (page: Page) => page.locator('#react-admin-title');

  it('should open the page each menu entry names, and each in-page link its own page', async () => {
    const page = await signedInStaff(1440, 900);
    const menu = page.getByRole('menu');
    for (const entry of MENU) {
      await menu.getByRole('menuitem', { name: entry.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === entry.path);
      if (entry.label !== 'Dashboard') {
        await appTitle(page).getByText(entry.title, { exact: true }).waitFor();
      }
      expect(pathOf(page)).toBe(entry.path);
    }

    await page.goto(`${app.url}/admin/settings`);
    await page.getByRole('link', { name: 'Open feature toggles' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/feature-toggles');
    await appTitle(page).getByText('Feature toggles', { exact: true }).waitFor();

    const compliance = [
      { name: 'Consent records', path: '/admin/consents', title: 'Consent records' },
      { name: 'Data export requests', path: '/admin/audit-log', title: 'Audit log' },
      { name: 'Deletion log', path: '/admin/audit-log', title: 'Audit log' },
    ];
    for (const link of compliance) {
      await page.goto(`${app.url}/admin/compliance`);
      await page.getByRole('link', { name: link.name }).click();
      await page.waitForURL((url) => url.pathname === link.path);
      await appTitle(page).getByText(link.title, { exact: true }).waitFor();
    }
    await screenshot(page, 'console-01-deletion-log-from-compliance');
    await page.context().close();
  });

  it('should keep a ticket in the queue once it is in progress, and count each status', async () => {
    const user = await onboardedUser(app.testApp, app.inbox);
    const created = await request(app.testApp.server)
      .post('/api/support/tickets')
      .set(bearer(user.token))
      .send({ subject: 'Export button greyed out', message: 'The PDF export is disabled.' })
      .expect(201);
    const token = await staffToken(app.testApp);
    await request(app.testApp.server)
      .put(`/api/admin/support/tickets/${created.body.id}`)
      .set(bearer(token))
      .send({ status: 'in_progress' })
      .expect(200);

    const page = await signedInStaff(1440, 900);
    const inProgress = page.getByText('Tickets in progress').locator('..');
    await inProgress.getByText('1', { exact: true }).waitFor();
    await page.goto(`${app.url}/admin/tickets`);
    await page.getByRole('row').filter({ hasText: 'Export button greyed out' }).waitFor();
    await page.getByText('Unresolved (open + in progress)').waitFor();
    await screenshot(page, 'console-02-unresolved-tickets');
    await page.context().close();
  });

  it('should show an abandoned checkout as not paid, with nothing to refund', async () => {
    const abandoned = await onboardedUser(app.testApp, app.inbox);
    // The payment form opened (an unpaid subscription) and the person left it.
    await request(app.testApp.server)
      .post('/api/payments/create-subscription')
      .set(bearer(abandoned.token))
      .send({ plan_type: 'pro' })
      .expect(201);
    const paid = await onboardedUser(app.testApp, app.inbox);
    await payInTestMode(app.testApp, paid.token, 'pro');

    const page = await signedInStaff(1440, 900);
    await page.goto(`${app.url}/admin/subscriptions`);
    const abandonedRow = page.getByRole('row').filter({ hasText: abandoned.email });
    await abandonedRow.getByText('Checkout not completed').waitFor();
    await expect(abandonedRow.getByRole('button', { name: /Refund/ }).count()).resolves.toBe(0);
    await expect(abandonedRow.getByText(/Renews/).count()).resolves.toBe(0);
    const paidRow = page.getByRole('row').filter({ hasText: paid.email });
    await paidRow.getByText(/^Renews /).waitFor();
    await paidRow.getByRole('button', { name: `Refund ${paid.email}` }).waitFor();
    await screenshot(page, 'console-03-abandoned-and-paid');
    await page.context().close();
  });

  it('should fit every console page on a phone without sideways scroll', async () => {
    const page = await signedInStaff(390, 844);
    const problems: string[] = [];
    for (const entry of MENU) {
      await page.goto(`${app.url}${entry.path}`);
      if (entry.label !== 'Dashboard') {
        await appTitle(page).getByText(entry.title, { exact: true }).waitFor();
      }
      await page.waitForLoadState('networkidle');
      const found = await sidewaysOverflow(page);
      problems.push(...found.map((problem) => `${entry.path}: ${problem}`));
      await screenshot(page, `console-phone${entry.path.replaceAll('/', '-')}`);
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
