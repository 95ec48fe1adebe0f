import { REWRITABLE_TEXT } from '../../backend/src/modules/ai/testing/rewritable-texts.js';
import { onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';

const MARKER = 'Quillmarkbrowser42';
const TEXT = `${REWRITABLE_TEXT} The project is called ${MARKER}.`;

describe('privacy mode in a browser: "Don\'t keep my texts"', () => {
  const app = useBrowserApp();

  it('should turn on from Privacy & GDPR, keep a history entry that says "text not kept", store no text in the browser and ask before a project', async () => {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    await app.db.query("UPDATE users SET subscription_tier = 'premium' WHERE email = $1", [email]);
    const { page, context } = await signInThroughDialog(app.browser, app.url, email, {
      errors: app.errors,
    });
    const dialog = () => page.getByRole('dialog');

    await page.getByRole('button', { name: 'Account' }).click();
    await dialog().getByRole('tab', { name: 'Privacy & GDPR' }).click();
    const toggle = dialog().getByRole('switch', { name: 'Don’t keep my texts' });
    await expect(toggle.isChecked()).resolves.toBe(false);
    // No provider is configured in tests: the page says the text stays on the server.
    await dialog()
      .getByText(/never leaves it/)
      .waitFor();
    await toggle.click();
    await page.getByText('Your texts are no longer kept.').waitFor();
    await expect(toggle.isChecked()).resolves.toBe(true);
    // The switch keeps the keyboard's focus through the save, so Escape closes the dialog.
    await expect(toggle.evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    await screenshot(page, 'privacy-01-switch-on');
    const [row] = await app.db.query('SELECT keep_texts FROM users WHERE email = $1', [email]);
    expect(row.keep_texts).toBe(false);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });

    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await page.getByTestId('quality-score').waitFor();
    await expect(page.getByTestId('result-output').textContent()).resolves.toContain(MARKER);

    // A project is the one exception, and the dialog says so before anything is kept.
    await page.getByRole('button', { name: /Save as project/ }).click();
    await page.getByTestId('privacy-project-notice').waitFor();
    await screenshot(page, 'privacy-02-project-asks');
    await dialog().getByRole('button', { name: 'Keep this text in a project' }).waitFor();
    await dialog().getByRole('button', { name: 'Cancel' }).click();
    await dialog().waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /History/ }).click();
    const entry = page.getByTestId('history-item').first();
    await entry.getByText('Text not kept').waitFor();
    await expect(entry.textContent()).resolves.not.toContain(MARKER);
    await expect(entry.getByRole('button', { name: /Open/ }).isDisabled()).resolves.toBe(true);
    await screenshot(page, 'privacy-03-history-text-not-kept');

    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...window.localStorage }, { ...window.sessionStorage }]),
    );
    expect(stored).not.toContain(MARKER);
    const [history] = await app.db.query(
      `SELECT h.input, h.output FROM enhancement_history AS h JOIN users AS u ON u.id = h.user_id
       WHERE u.email = $1`,
      [email],
    );
    expect(history).toEqual({ input: null, output: null });
    await context.close();
  });
});
