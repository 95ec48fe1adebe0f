import type { Page } from 'playwright-core';
import { onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';
import { REWRITABLE_TEXT } from '../../backend/src/modules/ai/testing/rewritable-texts.js';

const TEXT = REWRITABLE_TEXT;
const TEST_MODE = 'Test mode — no card is charged';

describe('plans and billing in a browser, in test mode (no Stripe keys)', () => {
  const app = useBrowserApp();

  const signedIn = (email: string) =>
    signInThroughDialog(app.browser, app.url, email, { errors: app.errors });

  const usage = (page: Page) => page.getByTestId('usage').first();
  /** Waits until the header's usage counter or plan badge reads `text`. */
  const usageReads = (page: Page, text: string) =>
    page
      .getByTestId('usage')
      .filter({ hasText: new RegExp(`^${text}$`) })
      .first()
      .waitFor();
  const tierOf = async (email: string) =>
    (
      (await app.db.query(
        'SELECT subscription_tier, monthly_requests_used FROM users WHERE email = $1',
        [email],
      )) as { subscription_tier: string; monthly_requests_used: number }[]
    )[0];

  async function enhance(page: Page) {
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
  }

  it('should take a free user from the limit to Pro in the modal, then to Premium through checkout, then cancel in the portal', async () => {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    await app.db.query('UPDATE users SET free_uses_remaining = 1 WHERE email = $1', [email]);
    const { page, context } = await signedIn(email);

    await enhance(page);
    await page.getByTestId('quality-score').waitFor();
    await expect(usage(page).textContent()).resolves.toBe('0 free uses left');

    // The 11th enhancement: the upgrade modal with the spec's message.
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    const modal = page.getByRole('dialog', { name: /Keep enhancing/ });
    await modal.getByText('Free usage limit reached. Please upgrade to Pro or Premium.').waitFor();
    await modal.getByText(TEST_MODE).waitFor();
    await screenshot(page, 'billing-01-upgrade-modal');
    await modal.getByTestId('plan-option-pro').click();
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    const payment = page.getByRole('dialog', { name: /Pay for Pro/ });
    await payment.getByTestId('payment-form').waitFor();
    await screenshot(page, 'billing-02-payment-form');
    await payment.getByRole('button', { name: /^Pay \$[\d.]+ \(test\)$/ }).click();
    await payment.waitFor({ state: 'detached' });
    await usageReads(page, '0 of 500 this month');
    expect(await tierOf(email)).toEqual({ subscription_tier: 'pro', monthly_requests_used: 0 });

    // Pro enhances again.
    await enhance(page);
    await page.getByRole('status').filter({ hasText: 'Enhancing' }).waitFor({ state: 'detached' });
    await usageReads(page, '1 of 500 this month');

    // The Pro limit: the confirm box, then the Pro-to-Premium page.
    await app.db.query('UPDATE users SET monthly_requests_used = 500 WHERE email = $1', [email]);
    const confirmations: string[] = [];
    page.once('dialog', (dialog) => {
      confirmations.push(dialog.message());
      void dialog.accept();
    });
    await enhance(page);
    await page.waitForURL(/\/pro-to-premium-upgrade$/);
    expect(confirmations).toEqual(['Monthly token usage of 500 exceeded, click for more options']);
    await page.getByRole('heading', { name: "You've Hit Your Pro Limit!" }).waitFor();
    await page
      .getByTestId('pro-usage')
      .filter({ hasText: /^500 of 500 this month$/ })
      .waitFor();
    const { usage_period_end: periodEnd } = (
      (await app.db.query('SELECT usage_period_end FROM users WHERE email = $1', [email])) as {
        usage_period_end: Date;
      }[]
    )[0];
    await expect(page.getByTestId('renewal-date').textContent()).resolves.toContain(
      String(new Date(periodEnd).getUTCFullYear()),
    );
    await page.getByText('$25').first().waitFor();
    await screenshot(page, 'billing-03-pro-limit');

    await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
    await page.waitForURL(/\/test-checkout\?session_id=/);
    await page.getByText(TEST_MODE).waitFor();
    await screenshot(page, 'billing-04-test-checkout');
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.getByText('Premium', { exact: true }).first().waitFor();
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await usageReads(page, 'Premium');
    expect((await tierOf(email)).subscription_tier).toBe('premium');

    // Account → Subscription & Billing → portal → cancel.
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('tab', { name: /Subscription/ }).click();
    await page.getByTestId('subscription-summary').waitFor();
    await screenshot(page, 'billing-05-account-billing');
    await page.getByRole('button', { name: 'Manage billing' }).click();
    await page.waitForURL(/\/test-billing-portal$/);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Cancels at period end').waitFor();
    await screenshot(page, 'billing-06-portal-cancelled');
    // Cancelling keeps the paid period.
    expect((await tierOf(email)).subscription_tier).toBe('premium');
    await context.close();
  });

  it('should keep a declined test payment from upgrading anyone', async () => {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signedIn(email);
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('tab', { name: /Subscription/ }).click();
    await page.getByRole('button', { name: 'Upgrade', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Choose your plan' });
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Decline (test)' }).click();
    await page.getByText('The test payment was declined. No money was taken.').waitFor();
    expect((await tierOf(email)).subscription_tier).toBe('free');
    await context.close();
  });

  it('should take a user who chose Pro at sign-up through /payment after onboarding', async () => {
    const { email } = await onboardedUser(app.testApp, app.inbox, 'pro');
    const { page, context } = await signedIn(email);
    await page.goto(`${app.url}/payment?plan=pro&source=onboarding&required=true`);
    const summary = page.getByTestId('plan-summary');
    await summary.getByText('500 enhancements per month', { exact: true }).waitFor();
    await summary.getByText('Usage resets on your renewal date').waitFor();
    await summary.getByText(TEST_MODE).waitFor();
    await screenshot(page, 'billing-07-payment-page');
    await page.getByRole('button', { name: 'Set up payment' }).click();
    await page.getByRole('button', { name: /^Pay \$[\d.]+ \(test\)$/ }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Welcome to Pro! Your plan is active.').waitFor();
    await usageReads(page, '0 of 500 this month');
    await context.close();
  });

  it('should finish a checkout whose return page is /upgrade-success (the beta page sends it)', async () => {
    const { email, token } = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signedIn(email);
    const response = await fetch(`${app.url}/api/payments/create-checkout-session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        plan: 'premium',
        success_url: `${app.url}/upgrade-success?plan=premium&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${app.url}/beta`,
      }),
    });
    const { checkout_url: checkoutUrl } = (await response.json()) as { checkout_url: string };
    await page.goto(checkoutUrl);
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.waitForURL(/\/upgrade-success\?plan=premium&session_id=/);
    await page.getByRole('heading', { name: 'Welcome aboard!' }).waitFor();
    await usageReads(page, 'Premium');
    await screenshot(page, 'billing-08-upgrade-success');
    await context.close();
  });

  it('should ask a visitor on /payment to log in', async () => {
    const context = await app.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${app.url}/payment?plan=premium`);
    await page.getByText('Please log in to continue').waitFor();
    await context.close();
  });
});
