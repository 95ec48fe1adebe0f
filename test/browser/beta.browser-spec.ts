import type { BrowserContext, Page } from 'playwright-core';
import { onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';

const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week, and the first 14 days are free.';
const HOSTILE = '<img src=x onerror="window.__hacked=1">Launch <b>mail</b>';

describe('beta studio in a browser', () => {
  const app = useBrowserApp({ BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: '1000' });
  const contexts: BrowserContext[] = [];

  afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  async function studio(tab?: string): Promise<{ page: Page; email: string }> {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    const { page, context } = await signInThroughDialog(app.browser, app.url, email, {
      errors: app.errors,
    });
    contexts.push(context);
    await page.goto(`${app.url}/beta${tab ? `?tab=${tab}` : ''}`);
    await page.getByRole('heading', { name: 'Beta Features', level: 1 }).waitFor();
    // The heading is drawn at once, the tab bar only when the feature toggles have arrived.
    await studioTabs(page).first().waitFor();
    return { page, email };
  }

  /** The studio's own tab bar (a tab may hold tabs of its own, as the songwriting workshop does). */
  function studioTabs(page: Page) {
    return page.getByRole('tablist', { name: 'Beta features' }).getByRole('tab');
  }

  /** The one toast on screen (errors and warnings are alerts, the others status messages). */
  const toast = (page: Page) => page.locator('.MuiSnackbar-root .MuiAlert-message');

  async function choose(page: Page, label: string, option: string) {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  it('should list the tabs in the spec’s order, open the Enhanced Workspace first, and keep the tab in the URL', async () => {
    const { page } = await studio();
    const tabs = await studioTabs(page).allTextContents();
    expect(tabs).toEqual([
      'Enhanced Workspace',
      'Enterprise Workspace',
      'Songwriting Workshop',
      'Enhanced Form',
      'AI Chat',
      'Content Heat Maps',
      'Template Manager',
      'Use Case Selector',
    ]);
    await studioTabs(page)
      .and(page.getByRole('tab', { name: 'Enhanced Workspace', selected: true }))
      .waitFor();
    await page.getByRole('heading', { name: 'Enhanced Workspace', level: 2 }).waitFor();
    await screenshot(page, 'beta-01-default-tab');
    await page.getByRole('tab', { name: 'Content Heat Maps' }).click();
    await page.getByRole('heading', { name: 'Content Heat Maps', level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('heat-maps');
    await page.goBack();
    await studioTabs(page)
      .and(page.getByRole('tab', { name: 'Enhanced Workspace', selected: true }))
      .waitFor();
  });

  it('should ask a visitor to sign in', async () => {
    const context = await app.browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => app.errors.push(error.message));
    await page.goto(`${app.url}/beta?tab=heat-maps`);
    await page.getByText('Please sign in to use the beta studio.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('dialog').getByLabel('Email').waitFor();
  });

  it('should hide a tab staff switched off', async () => {
    const { page } = await studio();
    await page.route('**/api/features', (route) =>
      route.fulfill({ json: { features: { beta_heat_maps: false, beta_ai_chat: false } } }),
    );
    await page.goto(`${app.url}/beta?tab=heat-maps`);
    await page.getByRole('tab', { name: 'Template Manager' }).waitFor();
    const tabs = await studioTabs(page).allTextContents();
    expect(tabs).not.toContain('Content Heat Maps');
    expect(tabs).not.toContain('AI Chat');
    // The link named a hidden tab: the first built one opens instead.
    await studioTabs(page)
      .and(page.getByRole('tab', { name: 'Enhanced Workspace', selected: true }))
      .waitFor();
  });

  it('should leave no panel or tab of a switched-off tool inside the workspaces', async () => {
    const { page } = await studio();
    await page.route('**/api/features', (route) =>
      route.fulfill({ json: { features: { beta_heat_maps: false, beta_templates: false } } }),
    );
    await page.goto(`${app.url}/beta`);
    await page.getByRole('heading', { name: 'Enhanced Workspace', level: 2 }).waitFor();
    const panelSwitches = page.getByRole('group', { name: 'Panels:' }).getByRole('button');
    await expect(panelSwitches.allTextContents()).resolves.toEqual(['AI Chat']);
    for (const name of ['Templates', 'Analysis'])
      await expect(page.getByRole('region', { name, exact: true }).count()).resolves.toBe(0);

    await page.getByRole('tab', { name: 'Enterprise Workspace' }).click();
    const inner = page.getByRole('tablist', { name: 'Enterprise Workspace' }).getByRole('tab');
    await inner.first().waitFor();
    await expect(inner.allTextContents()).resolves.toEqual(['Enhance', 'Refine']);
    await expect(page.getByText('Analyzed', { exact: true }).count()).resolves.toBe(0);
    await screenshot(page, 'beta-switched-off-tools');
  });

  it('should enhance with a target length from the use case, refine the result, and show one toast at a time for 5 s', async () => {
    const { page } = await studio('enhanced-form');
    const text = page.getByRole('textbox', { name: 'Your text' });
    await text.fill('Too short');
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await expect(toast(page).textContent()).resolves.toBe('Text too short - minimum 10 characters');

    await choose(page, 'Content type (use case)', 'Press release');
    await page.getByText('Target words: 350').waitFor();
    await page.getByText('Perfect range').waitFor();
    await page.getByRole('button', { name: '800', exact: true }).click();
    await page.getByText('800 words is above the recommended 200-500 for Press release').waitFor();
    await choose(page, 'Content type (use case)', 'E-mail');
    await page.getByText('Target words: 175').waitFor();
    await choose(page, 'Tone', 'Confident');

    await text.fill(TEXT);
    await page
      .getByText(/^\d+ words$/)
      .first()
      .waitFor();
    const shownAt = Date.now();
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await page.getByTestId('beta-form-result').waitFor();
    // The new toast replaced the warning: one at a time.
    await expect(toast(page).count()).resolves.toBe(1);
    await expect(toast(page).textContent()).resolves.toMatch(/^Enhanced: quality \d+\.\d \/ 10$/);
    await page.getByText(/Words: \d+ \(target 175\)/).waitFor();
    // The header's counter follows the use just charged.
    await page.getByText('9 free uses left').first().waitFor();
    const result = (await page.getByTestId('beta-form-result').textContent()) ?? '';
    expect(result).toContain('3 pm');
    expect(result).toContain('14 days');
    await screenshot(page, 'beta-02-enhanced-form');

    await toast(page).waitFor({ state: 'detached' });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4500);

    // A second pass on a text already in the tone may change nothing: then it says so, uncharged.
    await page.getByRole('button', { name: 'Refine Further' }).click();
    await toast(page)
      .filter({ hasText: /^(?:Enhanced: quality|Nothing changed, so this did not use your plan)/ })
      .waitFor();
  });

  it('should map a demo text sentence by sentence, explain a sentence on click and read HTML as text', async () => {
    const { page } = await studio('heat-maps');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await expect(toast(page).textContent()).resolves.toBe('Please enter some text to analyze');
    await page.getByRole('button', { name: 'Demo' }).click();
    const sentences = page.getByTestId('heat-map-sentences').getByRole('button');
    await sentences.first().waitFor();
    await expect(sentences.count()).resolves.toBe(5);
    await page.getByText(/^Overall emotion score: \d+ \/ 100$/).waitFor();
    for (const band of ['Very Low', 'Low', 'Medium', 'High', 'Very High']) {
      await page
        .getByRole('list', { name: 'Colour legend' })
        .getByText(new RegExp(`^${band} \\(`))
        .waitFor();
    }
    await sentences.nth(0).click();
    await page
      .getByText(/^Sentence 1: \d+ \/ 100 \((Very Low|Low|Medium|High|Very High)\)$/)
      .waitFor();
    await screenshot(page, 'beta-03-heat-map');

    await choose(page, 'Analysis mode', 'Clarity');
    await page
      .getByRole('textbox', { name: 'Text to analyse' })
      .fill(`${HOSTILE} went out today and the team is proud of it.`);
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.getByText(/^Overall clarity score/).waitFor();
    await expect(
      page.evaluate(() => (window as { __hacked?: number }).__hacked),
    ).resolves.toBeUndefined();
    await expect(page.locator('[data-testid="heat-map-sentences"] img').count()).resolves.toBe(0);
  });

  it('should create a template, refuse one without a name, apply it to the form and delete it', async () => {
    const { page } = await studio('templates');
    await page.getByRole('heading', { name: 'Built-in templates (20)' }).waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await dialog.getByText('Template name is required').waitFor();
    await expect(dialog.getByRole('combobox', { name: 'Tone' }).textContent()).resolves.toBe(
      'Analytical & Logical',
    );
    await dialog.getByRole('textbox', { name: 'Name' }).fill(HOSTILE);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('For launch e-mails');
    await choose(page, 'Tone', 'Urgent');
    await choose(page, 'Content type (use case)', 'E-mail');
    await choose(page, 'Output format', 'Markdown');
    await dialog.getByRole('textbox', { name: 'Tags' }).fill(' Sales, , Email Marketing ');
    await dialog.getByRole('button', { name: 'Save template' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: HOSTILE });
    await card.waitFor();
    await expect(card.getByRole('heading').textContent()).resolves.toBe(HOSTILE);
    await expect(card.locator('img').count()).resolves.toBe(0);
    await card.getByText('Email Marketing', { exact: true }).waitFor();
    await expect(toast(page).textContent()).resolves.toBe(`Template "${HOSTILE}" saved`);
    await screenshot(page, 'beta-04-templates');

    await card.getByRole('button', { name: 'Apply' }).click();
    await studioTabs(page)
      .and(page.getByRole('tab', { name: 'Enhanced Form', selected: true }))
      .waitFor();
    await expect(page.getByRole('combobox', { name: 'Tone' }).textContent()).resolves.toBe(
      'Urgent',
    );
    await expect(
      page.getByRole('combobox', { name: 'Content type (use case)' }).textContent(),
    ).resolves.toBe('E-mail');
    await expect(page.getByRole('combobox', { name: 'Output format' }).textContent()).resolves.toBe(
      'Markdown',
    );
    await expect(toast(page).textContent()).resolves.toBe(`Template "${HOSTILE}" applied`);
    // The template's use case sets the target length as choosing it in the form does.
    await page.getByText('Target words: 175').waitFor();
    await screenshot(page, 'beta-05-template-applied');

    await page.getByRole('tab', { name: 'Template Manager' }).click();
    let asked = '';
    page.once('dialog', (confirm) => {
      asked = confirm.message();
      void confirm.accept();
    });
    await page
      .getByRole('article', { name: HOSTILE })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByRole('article', { name: HOSTILE }).waitFor({ state: 'detached' });
    expect(asked).toBe('Are you sure you want to delete this template?');
    await expect(toast(page).textContent()).resolves.toBe('Template deleted');
    await expect(
      page.evaluate(() => (window as { __hacked?: number }).__hacked),
    ).resolves.toBeUndefined();
  });

  it('should optimise a text for X and show which of its limits the result meets', async () => {
    const { page } = await studio('use-case-selector');
    await page.getByRole('article').first().waitFor();
    await expect(page.getByRole('article').count()).resolves.toBe(9);
    await page.getByRole('button', { name: 'Optimise' }).click();
    await expect(toast(page).textContent()).resolves.toBe(
      'Please select a use case and enter text',
    );
    const x = page.getByRole('article', { name: 'X (Twitter)' });
    await x.getByRole('button', { name: 'Use sample' }).click();
    await page.getByRole('heading', { name: 'Optimise for X (Twitter)' }).waitFor();
    await page.getByRole('button', { name: 'Optimise' }).click();
    const checklist = page.getByRole('list', { name: 'Platform checklist' });
    await checklist.getByText(/of at most 280 characters$/).waitFor();
    await expect(checklist.getByRole('listitem').count()).resolves.toBe(5);
    await expect(toast(page).textContent()).resolves.toMatch(
      /^Optimised: \d of 5 X \(Twitter\) checks passed$/,
    );
    await screenshot(page, 'beta-06-optimizer');

    // X's 280 characters are hard: a longer text comes back within them, and says what went.
    const long = Array.from(
      { length: 6 },
      (_, index) =>
        `Our team shipped export improvement number ${index + 1} for every plan this week.`,
    ).join(' ');
    await page.getByRole('textbox', { name: 'Your text' }).fill(long);
    await page.getByRole('button', { name: 'Optimise' }).click();
    await checklist.getByText(/^✓?\s*Meets: \d+ of at most 280 characters$/).waitFor();
    await page
      .getByText(
        /X \(Twitter\) allows at most 280 characters, a hard limit: \d+ sentences? (?:was|were) left out/,
      )
      .waitFor();
    // The result shown is the one that fits; only the text box still holds all six sentences.
    await expect(
      page
        .getByText(/improvement number 6/)
        .evaluateAll((nodes) => nodes.filter((node) => node.tagName !== 'TEXTAREA').length),
    ).resolves.toBe(0);
    await screenshot(page, 'beta-06b-optimizer-hard-limit');
  });

  it('should send feedback to the server for staff', async () => {
    const { page, email } = await studio('heat-maps');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(toast(page).textContent()).resolves.toBe(
      'Please write your feedback before sending it',
    );
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('The legend is clear.');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await toast(page)
      .filter({ hasText: 'Thank you - your feedback was sent to the team.' })
      .waitFor();
    const rows = await app.db.query(
      'SELECT f.message, f.tab FROM beta_feedback f JOIN users u ON u.id = f.user_id WHERE u.email = $1',
      [email],
    );
    expect(rows).toEqual([{ message: 'The legend is clear.', tab: 'heat-maps' }]);
    await screenshot(page, 'beta-07-feedback');
  });
});
