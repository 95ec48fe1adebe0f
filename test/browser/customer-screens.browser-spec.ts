import type { Page } from 'playwright-core';
import { bearer, onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';
import request from 'supertest';
import { REWRITABLE_TEXT } from '../../backend/src/modules/ai/testing/rewritable-texts.js';

const STAFF = { email: 'staff.screens@resonate.example', password: 'Staff-Passw0rd' };
// A text the default tone changes: an unchanged result is neither charged nor kept in the history.
const TEXT = REWRITABLE_TEXT;

describe('what a paying customer sees: plans, limits, account, contact and guide', () => {
  const app = useBrowserApp({
    ADMIN_EMAIL: STAFF.email,
    ADMIN_PASSWORD: STAFF.password,
    COMPANY_NAME: 'Resonate Labs GmbH',
    COMPANY_ADDRESS: 'Example Street 1, 10115 Berlin, Germany',
    SUPPORT_EMAIL: 'support@resonate.example',
  });

  const customer = async (
    tier: 'free' | 'pro' = 'free',
    viewport?: { width: number; height: number },
  ) => {
    const account = await onboardedUser(app.testApp, app.inbox);
    await app.db.query('UPDATE users SET subscription_tier = $2 WHERE email = $1', [
      account.email,
      tier,
    ]);
    const session = await signInThroughDialog(app.browser, app.url, account.email, {
      errors: app.errors,
      viewport,
    });
    return { ...account, ...session };
  };
  const openBilling = async (page: Page) => {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('tab', { name: /Subscription/ }).click();
  };

  it('should show no plan for a payment that was started and abandoned', async () => {
    const { token, page, context } = await customer();
    await request(app.testApp.server)
      .post('/api/payments/create-subscription')
      .set(bearer(token))
      .send({ plan_type: 'premium' })
      .expect(201);
    await openBilling(page);
    await page.getByText('No subscription: you are on the free trial.').waitFor();
    await expect(page.getByText('Awaiting payment').count()).resolves.toBe(0);
    await screenshot(page, 'screens-01-abandoned-payment');
    await context.close();
  });

  it('should clear the limit message once Pro is paid, and say the plan ends after cancelling', async () => {
    const { email, page, context } = await customer();
    await app.db.query('UPDATE users SET free_uses_remaining = 0 WHERE email = $1', [email]);
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    const modal = page.getByRole('dialog', { name: /Keep enhancing/ });
    await modal.getByTestId('plan-option-pro').click();
    await modal.getByRole('button', { name: 'Continue to payment' }).click();
    const payment = page.getByRole('dialog', { name: /Pay for Pro/ });
    await payment.getByRole('button', { name: /^Pay \$[\d.]+ \(test\)$/ }).click();
    await payment.waitFor({ state: 'detached' });
    await page.getByTestId('usage').filter({ hasText: '0 of 500 this month' }).first().waitFor();
    await expect(page.getByText(/Free usage limit reached/).count()).resolves.toBe(0);
    await screenshot(page, 'screens-02-after-paying-pro');

    await openBilling(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByText('Your subscription is cancelled.', { exact: false }).waitFor();
    await page.getByText(/^Your plan ends on/).waitFor();
    await expect(page.getByText(/renews on/i).count()).resolves.toBe(0);
    await screenshot(page, 'screens-03-cancelled');
    await context.close();
  });

  it('should claim the Pro limit only at the limit', async () => {
    const { email, page, context } = await customer('pro');
    await app.db.query('UPDATE users SET monthly_requests_used = 1 WHERE email = $1', [email]);
    await page.goto(`${app.url}/pro-to-premium-upgrade`);
    await page.getByRole('heading', { name: 'Go Unlimited with Premium' }).waitFor();
    await page.getByTestId('pro-usage').filter({ hasText: '1 of 500 this month' }).waitFor();
    await expect(
      page.getByText(/Hit Your Pro Limit|used every Pro enhancement/).count(),
    ).resolves.toBe(0);
    await screenshot(page, 'screens-04-pro-not-at-limit');
    await context.close();
  });

  it('should show history entries with tone, intensity and the start of the result, and refuse an over-long text while typing', async () => {
    const { page, context } = await customer();
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await page.getByTestId('quality-score').waitFor();
    await page.getByRole('tab', { name: /History/ }).click();
    const entry = page.getByTestId('history-item').first();
    await entry.getByText('Empathetic · 5/10').waitFor();
    await expect(entry.getByTestId('history-output').textContent()).resolves.not.toBe('');
    await screenshot(page, 'screens-05-history');

    await page.getByRole('tab', { name: /Workspace/ }).click();
    await page.getByRole('textbox', { name: 'Your text' }).fill('a'.repeat(60000));
    await page
      .getByText(
        'Your text is 40,000 characters over the 20,000-character limit. Please shorten it to enhance.',
      )
      .waitFor();
    await expect(page.getByTestId('character-count').textContent()).resolves.toBe(
      '60,000 / 20,000 characters',
    );
    await expect(
      page.getByRole('button', { name: 'Enhance', exact: true }).isDisabled(),
    ).resolves.toBe(true);
    await screenshot(page, 'screens-06-too-long');
    await context.close();
  });

  it('should greet staff without an invented name, as unlimited, with no Google button when Google is not set up', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => app.errors.push(error.message));
    await page.goto(`${app.url}/?login=true`);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await expect(dialog.getByText(/Google/).count()).resolves.toBe(0);
    await screenshot(page, 'screens-07-login-without-google');
    await dialog.getByLabel('Email').fill(STAFF.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(STAFF.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: 'What shall we rewrite?' }).waitFor();
    await expect(page.getByTestId('usage').first().textContent()).resolves.toBe(
      'Staff · unlimited',
    );
    await screenshot(page, 'screens-08-staff');
    await context.close();
  });

  it('should send the contact form as a ticket and name the company', async () => {
    const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    page.on('pageerror', (error) => app.errors.push(error.message));
    // The server times the form from the token the page fetches when it opens.
    const opened = page.waitForResponse((response) => response.url().endsWith('/api/contact/form'));
    await page.goto(`${app.url}/#contact`);
    await opened;
    const form = page.getByRole('form', { name: 'Contact us' });
    await page.getByTestId('company-details').getByText('Resonate Labs GmbH').waitFor();
    await page.getByText('Example Street 1, 10115 Berlin, Germany').waitFor();
    await form.getByLabel('Your name').fill('Grace Hopper');
    await form.getByLabel('Your email').fill('grace@example.com');
    await form.getByLabel('Message').fill('We are a team of 12 writers. Can we pay by invoice?');
    await page.waitForTimeout(3_100); // at least the 3 seconds a person needs
    await form.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByText('Thank you! We received your message and will answer at grace@example.com.')
      .waitFor();
    await screenshot(page, 'screens-09-contact-sent');
    const tickets = await app.db.query(
      'SELECT contact_name, message FROM support_tickets WHERE user_email = $1',
      ['grace@example.com'],
    );
    expect(tickets).toEqual([
      {
        contact_name: 'Grace Hopper',
        message: 'We are a team of 12 writers. Can we pay by invoice?',
      },
    ]);
    await context.close();
  });

  it('should open the user guide from the Documentation link, with pricing cards that do not repeat their headline', async () => {
    const { page, context } = await customer('free', { width: 1440, height: 900 });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Documentation' })
      .click();
    await page.waitForURL(/\/docs$/);
    await page.getByRole('heading', { name: 'How to use Resonate' }).waitFor();
    await page.getByRole('heading', { name: 'The 9 tones' }).waitFor();
    await page.getByText('Analytical & Logical').waitFor();
    await page.getByText('100 to 300 words').first().waitFor();
    await page.getByText('500 enhancements per month').waitFor();
    await screenshot(page, 'screens-10-user-guide');

    await context.clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(`${app.url}/#pricing`);
    const cards = page.locator('article[aria-labelledby^="plan-"]');
    await cards.first().waitFor();
    for (const card of await cards.all()) {
      const headline = await card
        .getByText(/^(\d+ enhancements (in total|per month)|Unlimited enhancements)$/)
        .textContent();
      const bullets = await card.getByRole('listitem').allTextContents();
      expect(bullets.length).toBeGreaterThan(0);
      expect(bullets.map((bullet) => bullet.trim())).not.toContain(headline);
    }
    await screenshot(page, 'screens-11-pricing');
    await context.close();
  });

  it('should wrap a long e-mail address only between its parts on a phone', async () => {
    const email = 'someone.with.a.rather.long.address@example.com';
    const context = await app.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${app.url}/verify-email?email=${encodeURIComponent(email)}`);
    const address = page.getByTestId('email-address').first();
    await expect(address.textContent()).resolves.toBe(email);
    // Each part (before the '@', each '.domain') sits on one line: no break inside a word.
    const linesPerPart = await address.evaluate((element) =>
      Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)))
            .size;
        }),
    );
    expect(linesPerPart.every((lines) => lines === 1)).toBe(true);
    await screenshot(page, 'screens-12-verify-email-phone');
    await context.close();
  });
});
