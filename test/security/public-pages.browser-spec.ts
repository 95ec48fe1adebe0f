import { PASSWORD, uniqueEmail } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { SmtpInbox } from '../support/smtp-inbox.js';

describe('public pages tell the truth and keep working', () => {
  const fixture = useBrowserApp();

  it.each([
    '/email-verified',
    '/email-verified?email=victim%40example.com',
    '/email-verified?email=victim%40example.com&code=forged-code-forged-code',
  ])('should not tell a visitor of %s that an address is verified', async (path) => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => fixture.errors.push(error.message));
    await page.goto(`${fixture.url}${path}`);
    await page.getByRole('heading', { name: 'Verify your e-mail address' }).waitFor();
    const text = await page.locator('main').textContent();
    expect(text).not.toMatch(/is verified|Email verified/);
    await context.close();
  });

  it('should say so after a real verification, naming the account the link belonged to', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => fixture.errors.push(error.message));
    const email = uniqueEmail('verified');
    await page.request.post(`${fixture.url}/api/auth/register`, {
      data: { email, password: PASSWORD, terms_accepted: true },
    });
    const mail = await fixture.inbox.waitFor(email, /Verify your e-mail/);
    await page.goto(SmtpInbox.link(mail, '/api/auth/verify-email'));
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(`${email} is verified`);
    await context.close();
  });

  it('should send the contact form with the token the page fetched when it opened', async () => {
    const context = await fixture.browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (error) => fixture.errors.push(error.message));
    const opened = page.waitForResponse((response) => response.url().endsWith('/api/contact/form'));
    await page.goto(`${fixture.url}/`);
    await opened;
    const form = page.getByRole('form', { name: 'Contact us' });
    await form.scrollIntoViewIfNeeded();
    await form.getByLabel('Your name').fill('Ada Lovelace');
    await form.getByLabel('Your email').fill('ada.contact@example.com');
    await form.getByLabel('Message').fill('We are 12 writers and would like a team plan.');
    // A person takes at least the 3 seconds the server asks for.
    await page.waitForTimeout(3_100);
    await form.getByRole('button', { name: 'Send message' }).click();
    await page
      .getByText('Thank you! We received your message and will answer at ada.contact@example.com.')
      .waitFor();
    await context.close();
  });
});
