import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { registerAndVerify, uniqueEmail } from '../support/accounts.js';
import { launchBrowser, screenshot, UI_WAIT_MS } from '../support/browser.js';
import { SmtpInbox } from '../support/smtp-inbox.js';
import { freePort } from '../support/free-port.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FIRST_PASSWORD = 'Resonate-2024x';
const NEW_PASSWORD = 'Brand-New-Pass-7';

describe('accounts in a browser: sign-up to deletion, as a person does it', () => {
  let testApp: TestApp;
  let inbox: SmtpInbox;
  let appUrl: string;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const errors: string[] = [];
  const email = uniqueEmail('browser');

  beforeAll(async () => {
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    inbox = await new SmtpInbox().start();
    testApp = await startTestApp({ env: { SMTP_URL: inbox.url, PUBLIC_URL: appUrl } });
    await testApp.app.listen(port, '127.0.0.1');
    browser = await launchBrowser();
    // One context for the whole journey: the token lives in its local storage.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(UI_WAIT_MS);
    page.on('pageerror', (error) => errors.push(error.message));
  });

  afterAll(async () => {
    await browser?.close();
    await testApp?.close();
    await inbox?.stop();
  });

  const dialog = () => page.getByRole('dialog');
  const header = () => page.locator('header');

  async function signIn(password: string) {
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await dialog().getByRole('button', { name: 'Sign in', exact: true }).click();
    await header().getByText(email).waitFor();
    await dialog().waitFor({ state: 'detached' });
  }

  it('should register through the dialog with the strength meter and the confirmation', async () => {
    await page.goto(`${appUrl}/`);
    await header().getByRole('link', { name: 'Start Free Trial' }).click();
    await dialog().getByRole('heading', { name: 'Create your account' }).waitFor();
    // The plans come from the API; the free trial is preselected.
    await dialog().getByText('Premium', { exact: true }).waitFor();
    expect(
      await dialog()
        .getByRole('radio', { name: /Free Trial/ })
        .isChecked(),
    ).toBe(true);
    // The URL is cleaned once the dialog is open.
    expect(new URL(page.url()).search).toBe('');

    await dialog().getByLabel('Email').fill(email);
    const password = dialog().getByRole('textbox', { name: 'Password', exact: true });
    const meter = dialog().getByTestId('password-strength');
    await password.fill('abc');
    expect(await meter.getAttribute('data-strength')).toBe('very-weak');
    await password.fill('abcDEF12');
    expect(await meter.getAttribute('data-strength')).toBe('good');
    await password.fill(FIRST_PASSWORD);
    expect(await meter.getAttribute('data-strength')).toBe('strong');
    await dialog().getByLabel('Confirm password').fill('Resonate-2024y');
    await dialog().getByText('Passwords do not match').waitFor();
    await screenshot(page, 'accounts-01-register-dialog');

    await dialog().getByLabel('Confirm password').fill(FIRST_PASSWORD);
    expect(await dialog().getByText('Passwords do not match').count()).toBe(0);
    await dialog().getByRole('button', { name: 'Create account' }).click();
    await dialog().getByText('Check your email', { exact: true }).waitFor();
    await dialog().getByText(email).waitFor();
    await screenshot(page, 'accounts-02-registered');

    // The dialog closes by itself after 3 s and the check-your-inbox screen stays.
    await page.waitForURL(/\/verify-email\?email=/);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    expect(await dialog().count()).toBe(0);
    await screenshot(page, 'accounts-03-verify-email');
  });

  it('should verify with the mailed link and finish onboarding, then show the user signed in', async () => {
    const mail = await inbox.waitFor(email, /Verify/);
    await page.goto(SmtpInbox.link(mail, '/api/auth/verify-email'));
    await page.waitForURL(/\/email-verified\?/);
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await screenshot(page, 'accounts-04-email-verified');

    await page.getByRole('link', { name: 'Complete your setup' }).click();
    await page.waitForURL(/\/onboarding/);
    await page.getByText('Step 1 of 2').waitFor();
    // The token is stored and leaves the address bar.
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
    for (const step of ['Account Created', 'Email Verified', 'Complete Setup']) {
      await page.getByText(step, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel('Username').inputValue()).toBe(email.split('@')[0]);

    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('First name and last name are required').first().waitFor();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lovelace');
    await screenshot(page, 'accounts-05-onboarding-details');
    await page.getByRole('button', { name: 'Continue' }).click();

    await page.getByText('Step 2 of 2').waitFor();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page
      .getByText('You must accept the required terms and privacy policy to continue')
      .waitFor();
    const privacyLink = page.getByRole('link', { name: /Privacy Policy/ }).first();
    expect(await privacyLink.getAttribute('href')).toBe('/api/legal/privacy-policy');
    expect(await privacyLink.getAttribute('target')).toBe('_blank');
    for (const consent of [
      /processing my personal data/,
      /data is kept/,
      /I accept the/,
      /I have read/,
    ]) {
      await page.getByRole('checkbox', { name: consent }).check();
    }
    await screenshot(page, 'accounts-06-onboarding-consents');
    await page.getByRole('button', { name: 'Complete Setup' }).click();

    // A full page load to /?onboarding_complete=true, then the query is cleaned.
    await page.waitForURL((url) => url.pathname === '/' && url.search === '');
    await header().getByText(email).waitFor();
    await header().getByText('10 free uses left').filter({ visible: true }).waitFor();
    await page.getByText('Your account is set up. Welcome to Resonate!').waitFor();
    await screenshot(page, 'accounts-07-signed-in');
  });

  it('should sign out and sign back in, and say so when the password is wrong', async () => {
    await header().getByRole('button', { name: 'Logout' }).click();
    await header().getByRole('link', { name: 'Login' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();

    await header().getByRole('link', { name: 'Login' }).click();
    await dialog().getByRole('heading', { name: 'Welcome back' }).waitFor();
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong-Password-1');
    await dialog().getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog().getByText('Incorrect email or password.').waitFor();
    await screenshot(page, 'accounts-08-login-error');

    await signIn(FIRST_PASSWORD);
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeTruthy();
  });

  it('should reset the password with the mailed link and sign in with the new one', async () => {
    await header().getByRole('button', { name: 'Logout' }).click();
    await header().getByRole('link', { name: 'Login' }).click();
    await dialog().getByRole('button', { name: 'Forgot password?' }).click();
    await dialog().getByRole('button', { name: 'Send reset link' }).click();
    await dialog().getByText('Please enter your email address').waitFor();
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByRole('button', { name: 'Send reset link' }).click();
    await dialog()
      .getByText('If an account with this email exists, a password reset link has been sent.')
      .waitFor();
    await screenshot(page, 'accounts-09-forgot-password');

    const mail = await inbox.waitFor(email, /Reset/);
    await page.goto(SmtpInbox.link(mail, '/reset-password'));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel(/^New Password/).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password must be at least 8 characters long').waitFor();
    await page.getByLabel(/^New Password/).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm New Password').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await page.getByLabel('Confirm New Password').getAttribute('type')).toBe('text');
    await page.getByLabel('Confirm New Password').fill(NEW_PASSWORD);
    await screenshot(page, 'accounts-10-reset-form');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(/Your password has been reset/).waitFor();
    await screenshot(page, 'accounts-11-reset-done');

    // Two seconds later: the login dialog.
    await dialog().getByRole('heading', { name: 'Welcome back' }).waitFor();
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByRole('textbox', { name: 'Password', exact: true }).fill(FIRST_PASSWORD);
    await dialog().getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog().getByText('Incorrect email or password.').waitFor();
    await signIn(NEW_PASSWORD);
  });

  it('should show the account, export the data and file a Help Center ticket', async () => {
    await header().getByRole('button', { name: 'Account' }).click();
    await dialog().getByRole('heading', { name: 'Your account' }).waitFor();
    await dialog().getByText('Lovelace').waitFor();
    await dialog().getByText('Verified', { exact: true }).waitFor();
    await screenshot(page, 'accounts-12-account-info');

    await dialog().getByRole('tab', { name: 'Subscription & Billing' }).click();
    await dialog().getByText('Free Trial').first().waitFor();
    await dialog().getByText('10 of 10 free uses left').waitFor();
    await screenshot(page, 'accounts-13-subscription');

    await dialog().getByRole('tab', { name: 'Privacy & GDPR' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog().getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^resonate-data-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(readFileSync((await download.path())!, 'utf8')) as unknown;
    expect(JSON.stringify(exported)).toContain(email);
    await page.getByText('Your data has been downloaded successfully.').waitFor();
    await screenshot(page, 'accounts-14-privacy');

    await dialog().getByRole('tab', { name: 'Help Center' }).click();
    await dialog().getByRole('button', { name: 'What does the intensity slider do?' }).click();
    await dialog()
      .getByText(/from 1 to 10/)
      .waitFor();
    await dialog().getByText('You have not contacted support yet.').waitFor();
    await dialog().getByLabel('Subject').fill('Export to PDF');
    await dialog().getByLabel('Message').fill('Can I export my history as a PDF file?');
    await dialog().getByRole('button', { name: 'Send message' }).click();
    await page.getByText(/Your message has been sent/).waitFor();
    const ticket = dialog().getByTestId('ticket').filter({ hasText: 'Export to PDF' });
    await ticket.getByText('Open', { exact: true }).waitFor();
    await screenshot(page, 'accounts-15-help-center');
  });

  it('should delete the account after the browser confirmation and end signed out', async () => {
    await dialog().getByRole('tab', { name: 'Privacy & GDPR' }).click();
    let confirmText = '';
    page.once('dialog', (confirm) => {
      confirmText = confirm.message();
      void confirm.accept();
    });
    await dialog().getByRole('button', { name: 'Delete my account' }).click();
    await page
      .getByText('Account deletion request submitted successfully. You will be logged out.')
      .waitFor();
    expect(confirmText).toBe(
      'Are you sure you want to delete your account? This action cannot be undone and all your data will be permanently removed.',
    );
    await header().getByRole('link', { name: 'Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await screenshot(page, 'accounts-16-deleted');

    // The account is gone: its password no longer works.
    await header().getByRole('link', { name: 'Login' }).click();
    await dialog().getByLabel('Email').fill(email);
    await dialog().getByRole('textbox', { name: 'Password', exact: true }).fill(NEW_PASSWORD);
    await dialog().getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog().getByText('Incorrect email or password.').waitFor();
    expect(errors).toEqual([]);
  });

  it('should fit a phone: dialog, onboarding, header menu and account dashboard', async () => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 760 } });
    const mobile = await phone.newPage();
    mobile.on('pageerror', (error) => errors.push(error.message));
    const overflow = () =>
      mobile.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    try {
      await mobile.goto(`${appUrl}/?modal=register&tier=pro`);
      await mobile.getByRole('dialog').getByText('Premium', { exact: true }).waitFor();
      expect(await mobile.getByRole('dialog').getByRole('radio', { name: /Pro/ }).isChecked()).toBe(
        true,
      );
      await screenshot(mobile, 'accounts-phone-01-register');

      await mobile.goto(`${appUrl}/reset-password`);
      await mobile.getByText('Invalid Reset Link').waitFor();
      await mobile
        .getByText(
          'No reset token found in URL. Please check your email for the correct reset link.',
        )
        .waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(mobile, 'accounts-phone-02-reset-no-token');

      const account = await registerAndVerify(testApp, inbox);
      // A token handed over by a link while nobody is signed in; not onboarded yet: onboarding.
      await mobile.goto(`${appUrl}/?token=${account.token}`);
      await mobile.waitForURL(/\/onboarding\?email=/);
      await mobile.getByText('Step 1 of 2').waitFor();
      expect(await overflow()).toBeLessThanOrEqual(0);
      await screenshot(mobile, 'accounts-phone-03-onboarding');

      // Not onboarded yet: any page sends the user back to onboarding.
      await mobile.goto(`${appUrl}/`);
      await mobile.waitForURL(/\/onboarding\?email=/);
      await mobile.getByLabel('First name').fill('Grace');
      await mobile.getByLabel('Last name').fill('Hopper');
      await mobile.getByRole('button', { name: 'Continue' }).click();
      for (const consent of [
        /processing my personal data/,
        /data is kept/,
        /I accept the/,
        /I have read/,
      ]) {
        await mobile.getByRole('checkbox', { name: consent }).check();
      }
      await screenshot(mobile, 'accounts-phone-04-consents');
      await mobile.getByRole('button', { name: 'Complete Setup' }).click();
      await mobile.waitForURL((url) => url.pathname === '/' && url.search === '');

      await mobile.getByRole('button', { name: 'Open the account menu' }).click();
      await mobile.getByRole('menu').getByText(account.email).waitFor();
      await screenshot(mobile, 'accounts-phone-05-menu');
      await mobile.getByRole('menuitem', { name: 'Account' }).click();
      await mobile.getByRole('dialog').getByText('Hopper').waitFor();
      await screenshot(mobile, 'accounts-phone-06-account');
      await mobile.getByRole('dialog').getByRole('tab', { name: 'Help Center' }).click();
      await mobile.getByRole('dialog').getByText('Common questions').waitFor();
      await screenshot(mobile, 'accounts-phone-07-help');
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
