import type { BrowserContext, Locator, Page } from 'playwright-core';
import { onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, sidewaysOverflow, signInThroughDialog } from '../support/browser.js';

const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week, and the first 14 days are free.';
const HOSTILE = '<img src=x onerror="window.__hacked=1">';

describe('the Enhanced Workspace in a browser', () => {
  const app = useBrowserApp({
    BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: '1000',
    BETA_COMMAND_CHAT_USER_LIMIT_PER_MINUTE: '1000',
  });
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function workspace(
    viewport = { width: 1440, height: 900 },
  ): Promise<{ page: Page; email: string }> {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signInThroughDialog(app.browser, app.url, email, {
      errors: app.errors,
      viewport,
    });
    contexts.push(context);
    // The studio opens on its flagship tab.
    await page.goto(`${app.url}/beta`);
    await page.getByRole('tab', { name: 'Enhanced Workspace', selected: true }).waitFor();
    await page.getByRole('heading', { name: 'Enhanced Workspace', level: 2 }).waitFor();
    return { page, email };
  }

  const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
  const toggle = (page: Page, name: string) =>
    page.getByRole('group', { name: 'Panels:' }).getByRole('button', { name, exact: true });
  const chatBox = (page: Page) => panel(page, 'AI Chat').getByRole('textbox', { name: 'Message' });
  const replies = (page: Page) =>
    page.locator('[data-testid="chat-message"][data-role="assistant"]');
  const combobox = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

  /** Sends a chat message with Enter and waits for the reply and every line of what was done. */
  async function say(page: Page, message: string, doneLines: number): Promise<Locator> {
    const before = await replies(page).count();
    await chatBox(page).fill(message);
    await chatBox(page).press('Enter');
    const reply = replies(page).nth(before);
    await reply.waitFor();
    if (doneLines > 0)
      await reply
        .getByTestId('chat-done')
        .nth(doneLines - 1)
        .waitFor();
    await panel(page, 'AI Chat').getByRole('status').waitFor({ state: 'detached' });
    return reply;
  }

  it('should enhance a real text with the workspace’s settings and show the score, the changes and the tone profile', async () => {
    const { page } = await workspace();
    await page.getByText('Target words: 150').waitFor();
    for (const name of ['Templates', 'Analysis', 'AI Chat']) {
      await expect(toggle(page, name).getAttribute('aria-pressed')).resolves.toBe('true');
    }
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    const result = page.getByTestId('workspace-result');
    await result.waitFor();
    const written = (await result.textContent()) ?? '';
    expect(written).toContain('3 pm');
    expect(written).toContain('14 days');
    await expect(page.getByTestId('workspace-quality').textContent()).resolves.toMatch(
      /^Quality: \d+\.\d \/ 10 \(your text: \d+\.\d\)$/,
    );
    await page.getByText(/Words: \d+ \(target 150\)/).waitFor();
    await page.getByText('9 free uses left').first().waitFor();
    await panel(page, 'Analysis').getByLabel('Tone profile').waitFor();
    await expect(panel(page, 'Analysis').getByRole('progressbar').count()).resolves.toBe(9);
    await page.getByRole('button', { name: 'Changes', exact: true }).click();
    await page
      .getByTestId('workspace-diff')
      .getByText(/\d+ words? added, \d+ removed, \d+ kept/)
      .waitFor();
    await screenshot(page, 'enhanced-workspace-01-enhanced-1440');
  });

  it('should change the settings, hide a panel and apply a template from the chat, saying what it did', async () => {
    const { page } = await workspace();
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);

    const settings = await say(page, 'Set tone to urgent, intensity 8', 1);
    await expect(settings.getByTestId('chat-done').textContent()).resolves.toBe(
      'Set tone to Urgent, intensity 8',
    );
    await expect(settings.textContent()).resolves.toContain(
      "I'll set the tone to Urgent and set the intensity to 8.",
    );
    await expect(settings.textContent()).resolves.toContain('Assistant (built-in)');
    await expect(combobox(page, 'Tone').textContent()).resolves.toBe('Urgent');
    await page.getByText('Intensity: 8 of 10').waitFor();

    const hidden = await say(page, 'hide the templates panel', 1);
    await expect(hidden.getByTestId('chat-done').textContent()).resolves.toBe(
      'Closed the Templates panel',
    );
    await panel(page, 'Templates').waitFor({ state: 'hidden' });
    await expect(toggle(page, 'Templates').getAttribute('aria-pressed')).resolves.toBe('false');

    const applied = await say(page, 'use the product launch template', 1);
    await expect(applied.getByTestId('chat-done').textContent()).resolves.toBe(
      'Applied template "Product Launch": Inspiring, intensity 8, Advertisement, target 75 words',
    );
    await expect(combobox(page, 'Tone').textContent()).resolves.toBe('Inspiring');
    await expect(combobox(page, 'Content type (use case)').textContent()).resolves.toBe(
      'Advertisement',
    );
    await page.getByText('Target words: 75').waitFor();

    const urgent = await say(page, 'make it more urgent', 2);
    const lines = await urgent.getByTestId('chat-done').allTextContents();
    expect(lines[0]).toBe('Set tone to Urgent');
    expect(lines[1]).toMatch(/^Enhanced: quality \d+\.\d \/ 10$/);
    await page.getByTestId('workspace-result').waitFor();

    const analysed = await say(page, 'analyse clarity', 1);
    await expect(analysed.getByTestId('chat-done').textContent()).resolves.toMatch(
      /^Analysed the result for clarity: \d+ \/ 100$/,
    );
    await panel(page, 'Analysis')
      .getByText(/^Clarity score of the result: \d+ \/ 100$/)
      .waitFor();

    // Shift+Enter adds a line instead of sending.
    await chatBox(page).fill('first line');
    await chatBox(page).press('Shift+Enter');
    await chatBox(page).type('second line');
    await expect(chatBox(page).inputValue()).resolves.toBe('first line\nsecond line');
    await expect(replies(page).count()).resolves.toBe(5);
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await screenshot(page, 'enhanced-workspace-02-chat-commands-1440');
  });

  it('should keep each panel’s state when another closes, and its own when it reopens', async () => {
    const { page } = await workspace();
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await panel(page, 'Analysis').getByRole('button', { name: 'Analyze text' }).click();
    const heatMap = panel(page, 'Analysis').getByTestId('workspace-heat-map');
    await heatMap.waitFor();
    // A sentence explains itself on click, as on the Heat Maps tab (one SentenceDetail).
    await heatMap.getByTestId('heat-map-sentences').getByRole('button').first().click();
    await heatMap
      .getByText(/^Sentence 1: \d+ \/ 100 \((Very Low|Low|Medium|High|Very High)\)$/)
      .waitFor();
    await screenshot(page, 'enhanced-workspace-04-sentence-detail-1440');
    await say(page, 'more intense', 1);
    await chatBox(page).fill('a draft I have not sent');

    await panel(page, 'Templates')
      .getByRole('button', { name: 'Close the Templates panel' })
      .click();
    await panel(page, 'Templates').waitFor({ state: 'hidden' });
    // Focus moves to the panel's switch, not to nowhere.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(
      'workspace-toggle-templates',
    );
    await heatMap.waitFor();
    await expect(chatBox(page).inputValue()).resolves.toBe('a draft I have not sent');

    await toggle(page, 'Analysis').click();
    await panel(page, 'Analysis').waitFor({ state: 'hidden' });
    await expect(chatBox(page).inputValue()).resolves.toBe('a draft I have not sent');
    await toggle(page, 'Analysis').click();
    await heatMap.waitFor();

    await toggle(page, 'AI Chat').click();
    await panel(page, 'AI Chat').waitFor({ state: 'hidden' });
    await toggle(page, 'AI Chat').click();
    await expect(chatBox(page).inputValue()).resolves.toBe('a draft I have not sent');
    await expect(replies(page).count()).resolves.toBe(1);
    await toggle(page, 'Templates').click();
    await panel(page, 'Templates').getByText('Built-in templates (20)').waitFor();
  });

  it('should create a template in the modal, apply it from the chat, and show HTML in names and replies as text', async () => {
    const { page } = await workspace();
    await panel(page, 'Templates').getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Name' }).fill(`Board ${HOSTILE} Memo`);
    await dialog.getByRole('combobox', { name: 'Tone' }).click();
    await page.getByRole('option', { name: 'Calm', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await dialog.waitFor({ state: 'detached' });
    await panel(page, 'Templates').getByText('Your templates (1)').waitFor();

    const applied = await say(page, 'apply my board memo template', 1);
    await expect(applied.getByTestId('chat-done').textContent()).resolves.toMatch(
      /^Applied template "Board <img src=x onerror="window.__hacked=1"> Memo": Calm, intensity 5/,
    );
    await expect(combobox(page, 'Tone').textContent()).resolves.toBe('Calm');
    await panel(page, 'Templates').getByText('Applied').waitFor();

    const unknown = await say(page, `use the ${HOSTILE} template`, 0);
    await expect(unknown.textContent()).resolves.toContain(`"${HOSTILE}"`);
    await expect(page.locator('[data-testid="chat-message"] img').count()).resolves.toBe(0);
    await expect(
      page.evaluate(() => (window as { __hacked?: number }).__hacked),
    ).resolves.toBeUndefined();

    const nonsense = await say(page, 'What is the capital of France?', 0);
    await expect(nonsense.textContent()).resolves.toContain(
      "I'm the built-in assistant and I didn't understand that.",
    );
  });

  it('should answer in the chat with the spec’s words when the chat fails or the plan is spent', async () => {
    const { page, email } = await workspace();
    await page.route('**/api/beta/ai-chat', (route) =>
      route.fulfill({ status: 500, json: { detail: 'boom', status: 500 } }),
    );
    const failed = await say(page, 'make it calmer', 0);
    await expect(failed.textContent()).resolves.toContain(
      'Sorry, I encountered an error. Please try again.',
    );
    await page.unroute('**/api/beta/ai-chat');
    await app.db.query('UPDATE users SET free_uses_remaining = 0 WHERE email = $1', [email]);
    const spent = await say(page, 'make it calmer', 0);
    await expect(spent.textContent()).resolves.toContain(
      'Usage limit reached - upgrade to continue chatting',
    );
  });

  it('should fit a phone, one column, with every panel under the text', async () => {
    const { page } = await workspace({ width: 390, height: 844 });
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await say(page, 'make it more confident and analyse clarity', 3);
    await page.getByTestId('workspace-result').waitFor();
    await panel(page, 'Analysis').getByTestId('workspace-heat-map').waitFor();
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await screenshot(page, 'enhanced-workspace-03-phone-390');
    await page.getByRole('button', { name: 'Changes', exact: true }).click();
    await page.getByTestId('workspace-diff').waitFor();
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
  });
});
