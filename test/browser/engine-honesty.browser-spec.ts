import type { Page } from 'playwright-core';
import { onboardedUser } from '../support/accounts.js';
import { useBrowserApp, type BrowserApp } from '../support/browser-app.js';
import { screenshot, settle, signInThroughDialog } from '../support/browser.js';
import { useScriptedModel } from '../support/scripted-model.js';

const SHORT_TEXT =
  'Hi team, the new dashboard might help you save time. It shipped on March 3 and works well.';
const NEEDS_MODEL = 'Needs a connected model';

async function signedIn(app: BrowserApp, viewport = { width: 1280, height: 900 }): Promise<Page> {
  const { email } = await onboardedUser(app.testApp, app.inbox);
  const { page } = await signInThroughDialog(app.browser, app.url, email, {
    errors: app.errors,
    viewport,
  });
  return page;
}

/** The persona menu's options, as [name, disabled]. */
async function personaOptions(page: Page): Promise<[string, boolean][]> {
  await page.getByRole('combobox', { name: 'Persona' }).click();
  const options = page.getByRole('option');
  await options.first().waitFor();
  const out: [string, boolean][] = [];
  for (const option of await options.all())
    out.push([
      ((await option.textContent()) ?? '').trim(),
      (await option.getAttribute('aria-disabled')) === 'true',
    ]);
  return out;
}

/** The enterprise workspace's output-language options that are disabled. */
async function disabledLanguages(page: Page): Promise<string[]> {
  await page.goto(`${page.url().replace(/\/(?:beta.*)?$/, '')}/beta?tab=enterprise-workspace`);
  await page.getByRole('combobox', { name: 'Output language' }).click();
  await page.getByRole('option').first().waitFor();
  const disabled = page.locator('[role="option"][aria-disabled="true"]');
  const names = (await disabled.allTextContents()).map((text) => text.trim());
  await screenshot(page, `capabilities-languages-${names.length === 0 ? 'model' : 'builtin'}`);
  await page.keyboard.press('Escape');
  return names;
}

async function targetHelp(page: Page): Promise<string> {
  await page.getByRole('textbox', { name: 'Your text' }).fill(SHORT_TEXT);
  await page.getByRole('button', { name: /More options/ }).click();
  await page.getByRole('spinbutton', { name: 'Target words' }).fill('175');
  return (await page.getByTestId('target-words-help').textContent()) ?? '';
}

describe('with the built-in engine: controls it cannot honour are said before the click', () => {
  const app = useBrowserApp();

  it('should label the personas and languages it cannot honour, and a word target it cannot reach', async () => {
    const page = await signedIn(app);
    const personas = await personaOptions(page);
    expect(personas).toEqual([
      ['Adaptive', false],
      ['Executive', false],
      ['Creative' + NEEDS_MODEL, true],
      ['Technical', false],
      ['Sales', false],
      ['Educator' + NEEDS_MODEL, true],
    ]);
    await screenshot(page, 'capabilities-personas-builtin');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('combobox', { name: 'Persona' }).textContent()).resolves.toBe(
      'Adaptive',
    );

    await expect(targetHelp(page)).resolves.toMatch(
      /^Your text has 18 words\. Light edits can shorten a text but not lengthen it/,
    );
    await settle(page);
    await screenshot(page, 'capabilities-target-builtin');

    const languages = await disabledLanguages(page);
    expect(languages).toHaveLength(11);
    expect(languages.every((name) => name.endsWith(NEEDS_MODEL))).toBe(true);
    await page.context().close();
  });
  // No operator wording on any customer screen: checked in the screens walk, on every screen.
});

describe('with a connected model (the scripted OpenAI-compatible server): everything is enabled', () => {
  const { env } = useScriptedModel({ model: 'scripted-model' });
  const app = useBrowserApp(env);

  it('should label nothing: every persona and language, and any word target', async () => {
    const page = await signedIn(app);
    const personas = await personaOptions(page);
    expect(personas.map(([, disabled]) => disabled)).toEqual(personas.map(() => false));
    expect(personas.map(([name]) => name).join(' ')).not.toContain(NEEDS_MODEL);
    await screenshot(page, 'capabilities-personas-model');
    await page.keyboard.press('Escape');
    await expect(targetHelp(page)).resolves.not.toMatch(/shorten|connected model/);
    await expect(disabledLanguages(page)).resolves.toEqual([]);
    await expect(page.getByText(NEEDS_MODEL).count()).resolves.toBe(0);
    await page.context().close();
  });
});
