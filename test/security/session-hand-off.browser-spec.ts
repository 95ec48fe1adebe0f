import type { Page } from 'playwright-core';
import { onboardedUser, PASSWORD, uniqueEmail } from '../support/accounts.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';
import { useBrowserApp } from '../support/browser-app.js';
import { SmtpInbox } from '../support/smtp-inbox.js';

describe('a link never swaps the session of a signed-in person silently', () => {
  const fixture = useBrowserApp();

  const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('auth_token'));

  it("should ask before a /?token= link replaces Alice's session, and keep it when she stays", async () => {
    const alice = await onboardedUser(fixture.testApp, fixture.inbox);
    const mallory = await onboardedUser(fixture.testApp, fixture.inbox);
    const { page, context } = await signInThroughDialog(fixture.browser, fixture.url, alice.email, {
      errors: fixture.errors,
    });
    const aliceToken = await storedToken(page);

    await page.goto(`${fixture.url}/?token=${mallory.token}`);
    const ask = page.getByRole('dialog', { name: 'Switch accounts?' });
    await ask.waitFor();
    expect(await ask.textContent()).toContain(mallory.email);
    expect(await storedToken(page)).toBe(aliceToken);
    await screenshot(page, 'security-session-switch-asked');
    await ask.getByRole('button', { name: `Stay signed in as ${alice.email}` }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await storedToken(page)).toBe(aliceToken);
    expect(new URL(page.url()).searchParams.get('token')).toBeNull();
    await page.locator('header').getByText(alice.email).waitFor();

    // Her explicit choice does switch.
    await page.goto(`${fixture.url}/?token=${mallory.token}`);
    await page
      .getByRole('dialog', { name: 'Switch accounts?' })
      .getByRole('button', { name: `Switch to ${mallory.email}` })
      .click();
    await page.locator('header').getByText(mallory.email).waitFor();
    expect(await storedToken(page)).toBe(mallory.token);
    await context.close();
  });

  it('should sign in with the one-time code of the verification link, which then leaves the address bar', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => fixture.errors.push(error.message));
    const email = uniqueEmail('code');
    await page.request.post(`${fixture.url}/api/auth/register`, {
      data: { email, password: PASSWORD, terms_accepted: false, privacy_acknowledged: false },
    });
    const mail = await fixture.inbox.waitFor(email, /Verify your e-mail/);
    await page.goto(SmtpInbox.link(mail, '/api/auth/verify-email'));
    await page.getByRole('link', { name: 'Complete your setup' }).waitFor();
    const landed = new URL(page.url());
    expect(landed.pathname).toBe('/email-verified');
    expect(landed.searchParams.get('code')).toBeNull();
    expect(landed.searchParams.get('token')).toBeNull();
    expect(await storedToken(page)).toBeTruthy();
    await context.close();
  });
});
