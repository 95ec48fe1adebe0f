import type { Page } from 'playwright-core';
import { onboardedUser, PASSWORD, registerAndVerify } from '../support/accounts.js';
import { screenshot, sidewaysOverflow, signInThroughDialog } from '../support/browser.js';
import { useBrowserApp } from '../support/browser-app.js';

const PHONE = { width: 390, height: 844 };

/** Whether the centre of `selector`'s box is what a tap there reaches (nothing drawn over it). */
const reachable = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && button.contains(top);
  });

describe('customer screens: toasts, the studio tab bar, the header on a phone, locked words', () => {
  const app = useBrowserApp();

  it('should show a toast where it covers no primary button (onboarding on a phone)', async () => {
    const account = await registerAndVerify(app.testApp, app.inbox);
    const context = await app.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    page.on('pageerror', (error) => app.errors.push(error.message));
    await page.goto(`${app.url}/?login=true`);
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByText('Step 1 of 2').waitFor();
    const toast = page.getByRole('status').filter({ hasText: 'Welcome back' });
    await toast.waitFor();
    await screenshot(page, 'layout-01-onboarding-toast-phone');
    await expect(reachable(page, 'Continue')).resolves.toBe(true);
    await context.close();
  });

  it('should show all eight studio tabs at 1440 px, and scroll them with arrows on a phone', async () => {
    const account = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signInThroughDialog(app.browser, app.url, account.email, {
      errors: app.errors,
      viewport: { width: 1440, height: 900 },
    });
    await page.goto(`${app.url}/beta`);
    const tabs = page.getByRole('tablist', { name: 'Beta features' });
    await tabs.getByRole('tab').first().waitFor();
    await screenshot(page, 'layout-02-studio-tabs-desktop');
    const hidden = await tabs.evaluate((list) => {
      const scroller = list.closest('.MuiTabs-scroller') ?? list;
      const frame = scroller.getBoundingClientRect();
      return Array.from(list.querySelectorAll('[role="tab"]'))
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          return box.left < frame.left - 1 || box.right > frame.right + 1;
        })
        .map((tab) => tab.textContent);
    });
    expect(hidden).toEqual([]);
    await expect(tabs.getByRole('tab').count()).resolves.toBe(8);

    await page.setViewportSize(PHONE);
    await page.locator('.MuiTabs-scrollButtons').last().waitFor();
    // Keyboard: arrows move along the tabs, and the focused one scrolls into view.
    await tabs.getByRole('tab').first().focus();
    for (let step = 0; step < 7; step += 1) await page.keyboard.press('ArrowRight');
    const last = tabs.getByRole('tab').last();
    await expect(last.evaluate((tab) => tab === document.activeElement)).resolves.toBe(true);
    await screenshot(page, 'layout-03-studio-tabs-phone');
    await context.close();
  });

  it.each([
    ['Pro at the limit', { subscription_tier: 'pro', monthly_requests_used: 500, is_admin: false }],
    [
      'Pro near the limit',
      { subscription_tier: 'pro', monthly_requests_used: 499, is_admin: false },
    ],
    ['Premium', { subscription_tier: 'premium', monthly_requests_used: 0, is_admin: false }],
    ['staff', { subscription_tier: 'free', monthly_requests_used: 0, is_admin: true }],
    ['free', { subscription_tier: 'free', monthly_requests_used: 0, is_admin: false }],
  ])('should fit the header on a phone for %s', async (name, fields) => {
    const account = await onboardedUser(app.testApp, app.inbox);
    await app.db.query(
      `UPDATE users SET subscription_tier = $2, monthly_requests_used = $3, is_admin = $4
        WHERE email = $1`,
      [account.email, fields.subscription_tier, fields.monthly_requests_used, fields.is_admin],
    );
    const { page, context } = await signInThroughDialog(app.browser, app.url, account.email, {
      errors: app.errors,
      viewport: PHONE,
    });
    await page.locator('[data-testid="usage"]:visible').waitFor();
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await screenshot(page, `layout-04-header-phone-${name.replaceAll(' ', '-')}`);
    await context.close();
  });

  it('should take a comma-separated list of locked words as separate terms', async () => {
    const account = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signInThroughDialog(app.browser, app.url, account.email, {
      errors: app.errors,
    });
    const field = page.getByRole('combobox', { name: 'Locked words' });
    if (!(await field.isVisible())) {
      await page
        .getByRole('button', { name: /More options|Optional/ })
        .first()
        .click();
    }
    await field.fill('Acme, Pro Plan');
    await field.press('Enter');
    await page.getByRole('button', { name: 'Acme', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Pro Plan', exact: true }).waitFor();
    await field.fill('Q3 launch,');
    await page.getByRole('button', { name: 'Q3 launch', exact: true }).waitFor();
    await screenshot(page, 'layout-05-locked-words');
    await context.close();
  });
});
