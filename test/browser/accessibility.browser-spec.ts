/// <reference lib="dom" />
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { onboardedUser, registerAndVerify } from '../support/accounts.js';
import { screenshot, settle, signInThroughDialog, SCREENSHOT_DIR } from '../support/browser.js';
import { useBrowserApp } from '../support/browser-app.js';

jest.setTimeout(300000);

const STAFF = { email: 'staff.axe@resonate.example', password: 'Staff-Axe-Passw0rd' };
const TEXT =
  'Our spring sale starts on Monday. I think you might like the new bundles, which save 20% on every plan.';

/** Every screen checked, with its count of violations by impact, for the report. */
const summary: Record<string, Record<string, number>> = {};

/**
 * axe-core on the page as it is now (WCAG 2.0/2.1 A and AA rules). Returns the serious and
 * critical violations, described so a failing test says what and where.
 */
async function audit(page: Page, screen: string): Promise<string[]> {
  // Let transitions (dialogs fading in) finish: axe reads colours as they are drawn.
  await settle(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  summary[screen] = {};
  for (const violation of violations) {
    const impact = violation.impact ?? 'unknown';
    summary[screen][impact] = (summary[screen][impact] ?? 0) + 1;
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${screen}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    );
}

describe('accessibility: axe-core finds no serious or critical violation on any screen', () => {
  const app = useBrowserApp({ ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });

  afterAll(() => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    writeFileSync(join(SCREENSHOT_DIR, '..', 'axe-summary.json'), JSON.stringify(summary, null, 2));
  });

  const visitorPage = async () => {
    const context = await app.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(15000);
    page.on('pageerror', (error) => app.errors.push(error.message));
    return { page, context };
  };

  it('should pass on the public pages and the auth dialog in both modes', async () => {
    const { page, context } = await visitorPage();
    const found: string[] = [];
    await page.goto(`${app.url}/`);
    await page.getByTestId('plan-premium').waitFor();
    await page.locator('#demo').scrollIntoViewIfNeeded();
    await page
      .getByTestId('demo-after')
      .getByText(/Score \d/)
      .waitFor();
    found.push(...(await audit(page, 'landing')));

    await page.goto(`${app.url}/?modal=login`);
    await page.getByRole('dialog').getByRole('heading', { name: 'Welcome back' }).waitFor();
    found.push(...(await audit(page, 'auth dialog: sign in')));
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /forgot/i })
      .click();
    found.push(...(await audit(page, 'auth dialog: forgot password')));
    await page.goto(`${app.url}/?modal=register`);
    await page.getByRole('dialog').getByRole('heading', { name: 'Create your account' }).waitFor();
    found.push(...(await audit(page, 'auth dialog: sign up')));

    for (const [path, screen, ready] of [
      ['/verify-email?email=ada%40example.com', '/verify-email', /check your/i],
      ['/email-verified?email=ada%40example.com', '/email-verified', /.+/],
      ['/email-verified?status=invalid', '/email-verified (invalid link)', /.+/],
      ['/reset-password?token=abc', '/reset-password', /New Password/i],
      ['/reset-password', '/reset-password (no token)', /Invalid Reset Link/],
      ['/payment?plan=pro', '/payment (signed out)', /log in/i],
      ['/docs', '/docs', /How to use Resonate/],
      ['/beta', '/beta (signed out)', /sign in/i],
      ['/no/such/page', '404', /not found|doesn.t exist|could not find/i],
    ] as const) {
      await page.goto(`${app.url}${path}`);
      await page.getByText(ready).first().waitFor();
      found.push(...(await audit(page, screen)));
    }
    expect(found).toEqual([]);
    await context.close();
  });

  it('should pass on both steps of onboarding', async () => {
    const account = await registerAndVerify(app.testApp, app.inbox);
    const { page, context } = await visitorPage();
    await page.goto(`${app.url}/`);
    await page.evaluate((token) => localStorage.setItem('auth_token', token), account.token);
    await page.goto(`${app.url}/onboarding?email=${encodeURIComponent(account.email)}`);
    const found: string[] = [];
    await page.getByLabel('First name').waitFor();
    found.push(...(await audit(page, '/onboarding step 1')));
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('checkbox').first().waitFor();
    found.push(...(await audit(page, '/onboarding step 2')));
    expect(found).toEqual([]);
    await context.close();
  });

  it('should pass on the workspace with a result, the account dashboard, the upgrade dialog and the billing screens', async () => {
    const account = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signInThroughDialog(app.browser, app.url, account.email, {
      errors: app.errors,
    });
    const found: string[] = [];
    found.push(...(await audit(page, 'workspace')));
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await page.getByTestId('quality-score').waitFor();
    await page.getByRole('status').filter({ hasText: 'Enhancing' }).waitFor({ state: 'detached' });
    found.push(...(await audit(page, 'workspace with a result')));
    for (const tab of ['History', 'Projects']) {
      await page.getByRole('tab', { name: new RegExp(tab) }).click();
      found.push(...(await audit(page, `workspace: ${tab}`)));
    }

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const dashboard = page.getByRole('dialog');
    for (const tab of ['Account Info', 'Subscription & Billing', 'Privacy & GDPR', 'Help Center']) {
      await dashboard.getByRole('tab', { name: new RegExp(tab.replace('&', '.')) }).click();
      await page.waitForTimeout(300);
      found.push(...(await audit(page, `account dashboard: ${tab}`)));
    }
    await page.keyboard.press('Escape');
    await dashboard.waitFor({ state: 'detached' });

    await app.db.query('UPDATE users SET free_uses_remaining = 0 WHERE email = $1', [
      account.email,
    ]);
    await page.getByRole('tab', { name: /Workspace/ }).click();
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    const upgrade = page.getByRole('dialog', { name: /Keep enhancing/ });
    await upgrade.waitFor();
    found.push(...(await audit(page, 'upgrade dialog')));
    await upgrade.getByTestId('plan-option-pro').click();
    await upgrade.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('dialog', { name: /Pay for Pro/ }).waitFor();
    found.push(...(await audit(page, 'upgrade dialog: payment')));
    await page.keyboard.press('Escape');

    await page.goto(`${app.url}/payment?plan=premium&source=onboarding&required=true`);
    await page.getByRole('button').first().waitFor();
    found.push(...(await audit(page, '/payment')));
    await app.db.query(
      "UPDATE users SET subscription_tier = 'pro', monthly_requests_used = 500 WHERE email = $1",
      [account.email],
    );
    await page.goto(`${app.url}/pro-to-premium-upgrade`);
    await page.getByText("You've Hit Your Pro Limit!").waitFor();
    found.push(...(await audit(page, '/pro-to-premium-upgrade')));
    await screenshot(page, 'axe-pro-limit');
    expect(found).toEqual([]);
    await context.close();
  });

  it('should pass on every tab of the beta studio', async () => {
    const account = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signInThroughDialog(app.browser, app.url, account.email, {
      errors: app.errors,
    });
    await page.goto(`${app.url}/beta`);
    const tabs = page.getByRole('tablist', { name: 'Beta features' }).getByRole('tab');
    await tabs.first().waitFor();
    const found: string[] = [];
    for (const name of await tabs.allTextContents()) {
      await page.getByRole('tablist', { name: 'Beta features' }).getByRole('tab', { name }).click();
      await page.waitForTimeout(500);
      found.push(...(await audit(page, `/beta: ${name}`)));
    }
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
