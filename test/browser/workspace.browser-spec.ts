import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';

const NEWSLETTER =
  'Hi team,\n\nI think our new reporting dashboard might maybe help you save some time. It just shipped on March 3 and the export bug that hit 12% of accounts is fixed. Let us know what you think before Friday!';

describe('workspace in a browser: enhance, read the result, export, history, projects, limits', () => {
  const app = useBrowserApp();

  /** A verified, onboarded account on `tier`, signed in through the login dialog. */
  async function signedIn(
    tier: 'free' | 'pro' | 'premium',
    viewport = { width: 1280, height: 900 },
  ): Promise<{ page: Page; context: BrowserContext; email: string }> {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    await app.db.query('UPDATE users SET subscription_tier = $2 WHERE email = $1', [email, tier]);
    const { page, context } = await signInThroughDialog(app.browser, app.url, email, {
      errors: app.errors,
      viewport,
    });
    return { page, context, email };
  }

  const textBox = (page: Page) => page.getByRole('textbox', { name: 'Your text' });
  const enhanceButton = (page: Page) => page.getByRole('button', { name: 'Enhance', exact: true });

  async function choose(page: Page, label: string, option: string) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  // With a format, the result of this request (not the one on screen before it) is awaited: the
  // "Enhancing" status of a fast answer may come and go before the wait for it begins.
  async function enhance(page: Page, format?: 'plain' | 'markdown' | 'html') {
    await enhanceButton(page).click();
    if (format)
      await page.locator(`[data-testid="result-output"][data-format="${format}"]`).waitFor();
    await page.getByTestId('quality-score').waitFor();
    await page.getByRole('status').filter({ hasText: 'Enhancing' }).waitFor({ state: 'detached' });
  }

  it('should enhance in each format, show the score before → after, the changes, and count usage down', async () => {
    const { page, context } = await signedIn('free');
    await screenshot(page, 'workspace-01-empty');
    await expect(enhanceButton(page).isDisabled()).resolves.toBe(true);

    await textBox(page).fill('Too short');
    await enhanceButton(page).click();
    await page.getByText('Please enter at least 10 characters to enhance').waitFor();

    await textBox(page).fill(NEWSLETTER);
    await expect(page.getByTestId('character-count').textContent()).resolves.toBe(
      `${NEWSLETTER.length} / 20,000 characters`,
    );
    await choose(page, 'Tone', 'Confident');
    await enhance(page);
    const plain = page.getByTestId('result-output');
    await expect(plain.getAttribute('data-format')).resolves.toBe('plain');
    const output = (await plain.textContent()) ?? '';
    // The engine's confident tone drops the hedges and keeps the facts.
    expect(output).not.toMatch(/\bmight maybe\b/);
    expect(output).toContain('12%');
    expect(output).toContain('March 3');
    await expect(page.getByTestId('quality-score').textContent()).resolves.toMatch(/\d+(\.\d)?/);
    await expect(page.getByTestId('usage').first().textContent()).resolves.toBe('9 free uses left');
    await screenshot(page, 'workspace-02-plain-result');

    await page.getByRole('button', { name: 'Show changes' }).click();
    const diff = page.getByTestId('diff-view');
    await diff.waitFor();
    await expect(diff.locator('del').count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'workspace-03-changes');

    await choose(page, 'Output format', 'Markdown');
    await enhance(page);
    await page.getByRole('button', { name: 'Enhanced text' }).click();
    await page.locator('[data-testid="result-output"][data-format="markdown"]').waitFor();
    await expect(page.getByTestId('result-output').getAttribute('data-format')).resolves.toBe(
      'markdown',
    );
    // Markdown is rendered, not shown as asterisks.
    await expect(page.getByTestId('result-output').textContent()).resolves.not.toContain('**');

    await choose(page, 'Output format', 'HTML');
    await enhance(page, 'html');
    const html = page.getByTestId('result-output');
    await expect(html.getAttribute('data-format')).resolves.toBe('html');
    await expect(html.locator('p').count()).resolves.toBeGreaterThan(0);
    await expect(html.locator('script').count()).resolves.toBe(0);
    await expect(page.getByTestId('usage').first().textContent()).resolves.toBe('7 free uses left');
    await screenshot(page, 'workspace-04-html-result');
    await context.close();
  });

  it('should export TXT for everyone and offer Premium for Word and PDF', async () => {
    const { page, context } = await signedIn('free');
    await textBox(page).fill(NEWSLETTER);
    await enhance(page);
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Options' });
    await dialog.waitFor();
    await screenshot(page, 'workspace-05-export-options');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^resonate-empathetic-\d{4}-\d{2}-\d{2}\.txt$/);
    const body = readFileSync((await download.path())!, 'utf8');
    expect(body).toContain('12%');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it('should reopen an entry from the history into the workspace', async () => {
    const { page, context } = await signedIn('free');
    await textBox(page).fill(NEWSLETTER);
    await choose(page, 'Tone', 'Calm');
    await enhance(page);
    const output = await page.getByTestId('result-output').textContent();

    await textBox(page).fill('Something else entirely, written later on.');
    await page.getByRole('tab', { name: /History/ }).click();
    await expect(page.getByRole('tab', { name: /History/ }).textContent()).resolves.toContain('1');
    await page.getByTestId('history-item').first().waitFor();
    await screenshot(page, 'workspace-06-history');
    await page.getByTestId('history-item').first().getByRole('button', { name: /Open/ }).click();

    await page.getByRole('tab', { name: /Workspace/, selected: true }).waitFor();
    await expect(textBox(page).inputValue()).resolves.toBe(NEWSLETTER);
    await expect(page.getByRole('combobox', { name: 'Tone' }).textContent()).resolves.toBe('Calm');
    await expect(page.getByTestId('result-output').textContent()).resolves.toBe(output);
    await context.close();
  });

  it('should let Premium save a project, reopen it, see analytics charts and download a real .docx', async () => {
    const { page, context } = await signedIn('premium');
    await textBox(page).fill(NEWSLETTER);
    await choose(page, 'Tone', 'Persuasive');
    await enhance(page);

    await page.getByRole('button', { name: 'Save as project' }).click();
    const save = page.getByRole('dialog', { name: 'Save as project' });
    await save.getByLabel('Project name').fill('March newsletter');
    await save.getByLabel('Notes').fill('Send on Monday');
    await save.getByRole('button', { name: 'Save project' }).click();
    await save.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog', { name: 'Export Options' });
    await exportDialog.getByRole('radio', { name: /Word document/ }).check();
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Download .docx' }).click(),
    ]);
    expect(docx.suggestedFilename()).toMatch(/\.docx$/);
    // A Word document is a zip archive: it starts with "PK".
    expect(
      readFileSync((await docx.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await textBox(page).fill('A different draft for later.');
    await page.getByRole('tab', { name: /Projects/ }).click();
    const project = page.getByTestId('project-item').filter({ hasText: 'March newsletter' });
    await project.waitFor();
    await screenshot(page, 'workspace-07-projects');
    await project.getByRole('button', { name: /Open/ }).click();
    await page.getByText('Project: March newsletter').waitFor();
    await expect(textBox(page).inputValue()).resolves.toBe(NEWSLETTER);

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const report = page.getByTestId('analytics-report');
    await report.waitFor();
    await report.locator('.recharts-surface').first().waitFor();
    await expect(report.locator('.recharts-surface').count()).resolves.toBeGreaterThanOrEqual(3);
    // Every chart draws its data: the day's bar, both quality bars, the tone bar, the format slice.
    const drawn = async (title: string, shape: string) => {
      const shapes = report.locator('figure').filter({ hasText: title }).locator(shape);
      await shapes.first().waitFor();
      return shapes.count();
    };
    await expect(drawn('Enhancements per day', '.recharts-bar-rectangle')).resolves.toBe(1);
    await expect(drawn('Quality before', '.recharts-bar-rectangle')).resolves.toBe(2);
    await expect(drawn('Tones used', '.recharts-bar-rectangle')).resolves.toBe(1);
    await expect(drawn('Output formats', '.recharts-pie-sector')).resolves.toBe(1);
    // The charts animate in; the screenshot is for a person to read.
    await page.waitForTimeout(2000);
    await screenshot(page, 'workspace-08-analytics');
    await context.close();
  });

  it('should show Projects as a Premium feature and no Analytics tab to a free user', async () => {
    const { page, context } = await signedIn('free');
    await expect(page.getByRole('tab', { name: 'Analytics' }).count()).resolves.toBe(0);
    await page.getByRole('tab', { name: /Projects/ }).click();
    await page.getByTestId('premium-upsell').waitFor();
    await expect(page.getByTestId('premium-upsell').textContent()).resolves.toContain(
      'Premium Feature',
    );
    await context.close();
  });

  it('should show the upgrade prompt when the free trial is spent', async () => {
    const { page, context, email } = await signedIn('free');
    await app.db.query('UPDATE users SET free_uses_remaining = 1 WHERE email = $1', [email]);
    await page.reload();
    await textBox(page).fill(NEWSLETTER);
    await enhance(page);
    await expect(page.getByTestId('usage').first().textContent()).resolves.toBe('0 free uses left');
    await enhanceButton(page).click();
    await page
      .getByText('Free usage limit reached. Please upgrade to Pro or Premium.')
      .first()
      .waitFor();
    await screenshot(page, 'workspace-09-free-limit');
    await context.close();
  });

  it('should show Access Denied to a signed-in customer who opens the staff console', async () => {
    const { page, context } = await signedIn('premium');
    await expect(page.getByRole('link', { name: 'Admin' }).count()).resolves.toBe(0);
    await page.goto(`${app.url}/admin`);
    await page.getByTestId('access-denied').waitFor();
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await screenshot(page, 'workspace-11-admin-access-denied');
    // The console's refusal leaves the customer signed in to the app.
    await page.getByRole('link', { name: 'Back to Resonate' }).click();
    await page.getByRole('tab', { name: /Workspace/ }).waitFor();
    await context.close();
  });

  it('should fit a phone-width screen', async () => {
    const { page, context } = await signedIn('free', { width: 390, height: 844 });
    await textBox(page).fill(NEWSLETTER);
    await enhance(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'workspace-10-phone');
    await context.close();
  });
});
