import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { FakeAnswer } from '../../backend/src/modules/ai/testing/fake-openai-server.js';
import { onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import { screenshot, signInThroughDialog } from '../support/browser.js';
import { useScriptedModel } from '../support/scripted-model.js';

const TEXT =
  'Hi team,\n\nI think the new dashboard might help you save time. It shipped on March 3.\n\nMaybe we could review it together before Friday?';
const REWRITE =
  'Hi team,\n\nThe new dashboard saves you time. It went live on March 3.\n\nCould we review it together before Friday?';

describe('the workspace result tells the truth and lets the writer choose each change', () => {
  // The app's model provider is a local OpenAI-compatible server whose answer each test scripts.
  const { server: fake, env } = useScriptedModel({
    model: 'scripted-model',
  });
  let answer: (text: string) => FakeAnswer = () => ({ kind: 'status', status: 500 });
  beforeAll(() => {
    fake.respondWith((request) => {
      const user = request.body.messages.find((message) => message.role === 'user')?.content ?? '';
      return answer(/<user_text>\n([\s\S]*)\n<\/user_text>/.exec(user)?.[1] ?? '');
    });
  });
  const app = useBrowserApp(env);

  async function enhanced(
    script: (text: string) => FakeAnswer,
    viewport = { width: 1280, height: 900 },
    text = TEXT,
    tier: 'pro' | 'premium' = 'pro',
  ): Promise<Page> {
    answer = script;
    const { email } = await onboardedUser(app.testApp, app.inbox);
    await app.db.query('UPDATE users SET subscription_tier = $2 WHERE email = $1', [email, tier]);
    const { page, context } = await signInThroughDialog(app.browser, app.url, email, {
      errors: app.errors,
      viewport,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    await page.getByRole('textbox', { name: 'Your text' }).fill(text);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await page.getByTestId('quality-score').waitFor();
    await page.getByRole('status').filter({ hasText: 'Enhancing' }).waitFor({ state: 'detached' });
    return page;
  }

  const meta = (page: Page) => page.getByTestId('result-meta').textContent();

  it('should say in one line, in product words and without timings, that light edits served', async () => {
    const page = await enhanced(() => ({ kind: 'status', status: 500 }));
    await expect(page.getByTestId('builtin-notice').textContent()).resolves.toMatch(
      /^(?:Light edits: this installation rewrites offline\.|Light edits: a few words changed)/,
    );
    const line = (await meta(page)) ?? '';
    expect(line).toMatch(
      /^\d+ words · Light edits, made offline \(the connected model was unavailable\)$/,
    );
    expect(line).not.toMatch(/resonate-builtin|provider|\bms\b|\d+ ?ms/);
    await screenshot(page, 'result-01-builtin-engine');
    await page.context().close();
  });

  it('should say plainly that nothing changed and never show a zero change as a green gain', async () => {
    const page = await enhanced((text) => ({ kind: 'text', text }));
    // Not charged: the one note says so, with the reason.
    await expect(page.getByTestId('charge-note').textContent()).resolves.toMatch(
      /^Nothing changed, so this did not use your plan/,
    );
    const change = page.getByTestId('quality-change');
    const [text, trend] = [await change.textContent(), await change.getAttribute('data-trend')];
    expect(text).not.toMatch(/\+0\.0/);
    expect(trend).not.toBe('up');
    const colour = await change.evaluate((node) => getComputedStyle(node).color);
    expect(colour).not.toBe('rgb(21, 128, 61)');
    await expect(page.getByTestId('builtin-notice').count()).resolves.toBe(0);
    await expect(meta(page)).resolves.toMatch(/· Rewritten by the connected model$/);
    await screenshot(page, 'result-02-unchanged');
    await page.context().close();
  });

  it('should leave a free account’s uses as they were when nothing changed, in the workspace and the Enhanced Form', async () => {
    answer = (text) => ({ kind: 'text', text });
    const { email } = await onboardedUser(app.testApp, app.inbox);
    const { page } = await signInThroughDialog(app.browser, app.url, email, {
      errors: app.errors,
    });
    const usage = page.getByTestId('usage').first();
    await expect(usage.textContent()).resolves.toBe('10 free uses left');
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await expect(page.getByTestId('charge-note').textContent()).resolves.toMatch(
      /^Nothing changed, so this did not use your plan/,
    );
    await expect(usage.textContent()).resolves.toBe('10 free uses left');
    await screenshot(page, 'result-05-unchanged-free');

    await page.goto(`${app.url}/beta?tab=enhanced-form`);
    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await page.getByTestId('beta-form-result').waitFor();
    await expect(page.getByTestId('charge-note').textContent()).resolves.toMatch(
      /^Nothing changed, so this did not use your plan/,
    );
    await screenshot(page, 'result-06-unchanged-enhanced-form');
    const [row] = (await app.db.query('SELECT free_uses_remaining FROM users WHERE email = $1', [
      email,
    ])) as { free_uses_remaining: number }[];
    expect(row.free_uses_remaining).toBe(10);
    await page.context().close();
  });

  it('should say when the streamed draft did not pass the checks and was replaced', async () => {
    // The model's draft invents an offer the text never made: it is refused (twice, with the
    // repair turn) and the checked result replaces what streamed.
    const page = await enhanced((text) => ({
      kind: 'text',
      text: `${text} Order by Friday to save 20% on every plan.`,
    }));
    await expect(page.getByTestId('draft-replaced').textContent()).resolves.toMatch(
      /^The draft you saw did not pass our checks, so it was not used/,
    );
    await expect(page.getByTestId('result-output').innerText()).resolves.not.toContain('save 20%');
    await screenshot(page, 'result-07-draft-replaced');
    await page.context().close();
  });

  it('should let Premium pick among three scored versions', async () => {
    const versions = [
      REWRITE,
      'Hi team,\n\nThe new dashboard saves you time. It went live on March 3.\n\nShall we review it together before Friday?',
      'Hi team,\n\nThe new dashboard helps you save time. It went live on March 3.\n\nCould we review it together before Friday?',
    ];
    let calls = 0;
    const page = await enhanced(
      () => ({ kind: 'text', text: versions[calls++ % versions.length] }),
      undefined,
      undefined,
      'premium',
    );
    const picker = page.getByTestId('versions');
    await expect(picker.getByRole('button').count()).resolves.toBe(3);
    await expect(picker.textContent()).resolves.toMatch(/^3 versions, best score first/);
    const shown = await page.getByTestId('result-output').innerText();
    const name = (await picker.getByRole('button', { pressed: false }).first().textContent())!;
    const other = picker.getByRole('button', { name, exact: true });
    await other.click();
    await expect(other.getAttribute('aria-pressed')).resolves.toBe('true');
    const chosen = await page.getByTestId('result-output').innerText();
    expect(chosen).not.toBe(shown);
    expect(versions).toContain(chosen);
    await screenshot(page, 'result-08-versions');
    await page.context().close();
  });

  it('should give no credit for a line the model only added (the score stays the text’s)', async () => {
    const apology =
      'Hey folks, we might have a small delay on the April invoices. Sorry about that, we will keep you posted.';
    const page = await enhanced(
      (text) => ({ kind: 'text', text: `${text} Thank you for bearing with us.` }),
      undefined,
      apology,
    );
    // Tone credit needs movement in the author's own sentences (issue 28): an appended line earns none.
    await expect(page.getByTestId('quality-change').getAttribute('data-trend')).resolves.toBe(
      'same',
    );
    await expect(page.getByTestId('change-note').count()).resolves.toBe(0);
    await page.context().close();
  });

  it('should name what the rewrite damaged beside the score that fell', async () => {
    const page = await enhanced(
      () => ({
        kind: 'text',
        text: 'Thanks for your patience. You receive a short summary of your account each week.',
      }),
      undefined,
      'Thanks for your patience. Our clients receive a short summary of their account each week.',
    );
    await expect(page.getByTestId('quality-change').getAttribute('data-trend')).resolves.toBe(
      'down',
    );
    await expect(page.getByTestId('change-note').textContent()).resolves.toMatch(
      /^It scores below your text because the rewrite damaged what your text says or how it reads\./,
    );
    // The notes the change note points to are on the page, in a sentence each.
    await expect(page.getByTestId('harm-notes').locator('li').first().textContent()).resolves.toBe(
      'Someone the text talks about turned into the reader: "Our clients → You"',
    );
    await screenshot(page, 'result-09-harm-notes');
    await page.context().close();
  });

  it('should let each changed sentence be rejected or accepted, and copy and export the choice', async () => {
    const page = await enhanced(() => ({ kind: 'text', text: REWRITE }));
    await expect(page.getByTestId('change-note').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Show changes' }).click();
    const changes = page.getByTestId('sentence-change');
    await expect(changes.count()).resolves.toBe(3);
    await page.getByRole('button', { name: 'Reject change 1 of 3' }).click();
    await page.getByRole('button', { name: 'Reject change 3 of 3' }).click();
    await expect(changes.nth(0).getAttribute('data-state')).resolves.toBe('rejected');
    await page.getByRole('button', { name: 'Accept change 3 of 3' }).waitFor();
    await screenshot(page, 'result-03-choices');
    await page.getByRole('button', { name: 'Accept change 3 of 3' }).click();

    const chosen =
      'Hi team,\n\nI think the new dashboard might help you save time. It went live on March 3.\n\nCould we review it together before Friday?';
    await page.getByRole('button', { name: 'Enhanced text' }).click();
    await expect(page.getByTestId('result-output').innerText()).resolves.toBe(chosen);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to clipboard').waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(chosen);

    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('dialog', { name: 'Export Options' })
        .getByRole('button', { name: /Download/ })
        .click(),
    ]);
    expect(readFileSync((await download.path())!, 'utf8')).toContain(chosen);
    await page.context().close();
  });

  it('should fit a phone with the changes and their buttons shown', async () => {
    const page = await enhanced(() => ({ kind: 'text', text: REWRITE }), {
      width: 390,
      height: 844,
    });
    await page.getByRole('button', { name: 'Show changes' }).click();
    await page.getByRole('button', { name: 'Reject change 2 of 3' }).click();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'result-04-phone-choices');
    await page.context().close();
  });
});
