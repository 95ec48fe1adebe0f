/// <reference lib="dom" />
import { onboardedUser } from '../support/accounts.js';
import { auditAccessibility as audit } from '../support/axe.js';
import { screenshot, signInThroughDialog, UI_WAIT_MS } from '../support/browser.js';
import { useBrowserApp } from '../support/browser-app.js';

const STAFF = { email: 'staff.axe@resonate.example', password: 'Staff-Axe-Passw0rd' };
const TEXT =
  'Our spring sale starts on Monday. I think you might like the new bundles, which save 20% on every plan.';

// Every route and dialog of the SPA is audited by the screens walk (screens-walk.browser-spec.ts)
// as it measures sideways scroll; here are the states it does not reach (a demo result, a spent
// quota, a Pro at the limit, the Projects tab, signed-out beta) and the staff console.
describe('accessibility: axe-core finds no serious or critical violation (beyond the screens walk)', () => {
  const app = useBrowserApp({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });

  const visitorPage = async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(UI_WAIT_MS);
    page.on('pageerror', (error) => app.errors.push(error.message));
    return { page, context };
  };

  it('should pass on the landing with a demo result and the public states the walk does not open', async () => {
    const { page, context } = await visitorPage();
    const found: string[] = [];
    await page.goto(`${app.url}/`);
    await page.getByTestId('plan-premium').waitFor();
    await page.locator('#demo').scrollIntoViewIfNeeded();
    await page
      .getByTestId('demo-after')
      .getByText(/Score \d/)
      .waitFor();
    found.push(...(await audit(page, 'landing with a demo result')));
    for (const [path, screen, ready] of [
      ['/email-verified?email=ada%40example.com', '/email-verified', /.+/],
      ['/email-verified?status=invalid', '/email-verified (invalid link)', /.+/],
      ['/beta', '/beta (signed out)', /sign in/i],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.getByText(ready).first().waitFor();
      found.push(...(await audit(page, screen)));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('should pass on the Projects tab, the upgrade dialog of a spent quota with its payment step, and a Pro at the limit', async () => {
    const account = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signInThroughDialog(app.browser, app.url, account.email, {
      errors: app.errors,
    });
    const found: string[] = [];
    await page.getByRole('tab', { name: /Projects/ }).click();
    found.push(...(await audit(page, 'workspace: Projects')));

    await app.db.query('UPDATE users SET free_uses_remaining = 0 WHERE email = $1', [
      account.email,
    ]);
    await page.getByRole('tab', { name: /Workspace/ }).click();
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    const upgrade = page.getByRole('dialog', { name: /Keep enhancing/ });
    await upgrade.waitFor();
    found.push(...(await audit(page, 'upgrade dialog (quota spent)')));
    await upgrade.getByTestId('plan-option-pro').click();
    await upgrade.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('dialog', { name: /Pay for Pro/ }).waitFor();
    found.push(...(await audit(page, 'upgrade dialog: payment')));
    await page.keyboard.press('Escape');

    await app.db.query(
      "UPDATE users SET subscription_tier = 'pro', monthly_requests_used = 500 WHERE email = $1",
      [account.email],
    );
    await page.goto(`${app.url}/pro-to-premium-upgrade`);
    await page.getByText("You've Hit Your Pro Limit!").waitFor();
    found.push(...(await audit(page, '/pro-to-premium-upgrade (Pro at the limit)')));
    await screenshot(page, 'axe-pro-limit');
    expect(found).toEqual([]);
    await context.close();
  });

  it('should pass on the staff console: login, dashboard and each list', async () => {
    const { page, context } = await visitorPage();
    await page.goto(`${app.url}/admin`);
    await page.getByLabel('Email').waitFor();
    const found: string[] = [];
    found.push(...(await audit(page, '/admin login')));
    await page.getByLabel('Email').fill(STAFF.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(STAFF.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Last 30 days' }).waitFor();
    found.push(...(await audit(page, '/admin dashboard')));
    for (const resource of [
      'users',
      'tickets',
      'subscriptions',
      'feature-toggles',
      'consents',
      'feedback',
      'audit-log',
      'analytics',
      'monitoring',
      'compliance',
      'settings',
    ]) {
      await page.goto(`${app.url}/admin/${resource}`);
      await page.locator('main, [role="main"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      found.push(...(await audit(page, `/admin/${resource}`)));
    }
    expect(found).toEqual([]);
    await context.close();
  });
});
