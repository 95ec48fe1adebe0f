import type { Locator, Page } from 'playwright-core';
import { onboardedUser } from '../support/accounts.js';
import { useBrowserApp } from '../support/browser-app.js';
import {
  chooseOption,
  screenshot,
  sidewaysOverflow,
  signInThroughDialog,
} from '../support/browser.js';

const TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week, and the first 14 days are free.';

/**
 * One app, one browser, one signed-in page: the AI Chat in its four modes, then the Enterprise
 * Workspace from input to a refined result, at 1440 px and at 390 px.
 */
describe('the AI Chat and the Enterprise Workspace in a browser', () => {
  const app = useBrowserApp({
    BETA_ANALYSIS_USER_LIMIT_PER_MINUTE: '1000',
    BETA_CHAT_USER_LIMIT_PER_MINUTE: '1000',
  });
  let page: Page;

  beforeAll(async () => {
    const { email } = await onboardedUser(app.testApp, app.inbox);
    ({ page } = await signInThroughDialog(app.browser, app.url, email, {
      errors: app.errors,
      viewport: { width: 1440, height: 900 },
    }));
  });

  const chatPanel = () => page.getByRole('tabpanel', { name: 'AI Chat' });
  const box = (scope: Locator, name = 'Message') => scope.getByRole('textbox', { name });
  const replies = (scope: Locator) =>
    scope.locator('[data-testid="ai-chat-message"][data-role="assistant"]');

  /** Sends with Enter and waits until the reply has finished streaming. */
  async function say(scope: Locator, message: string, name = 'Message'): Promise<Locator> {
    const before = await replies(scope).count();
    await box(scope, name).fill(message);
    await box(scope, name).press('Enter');
    return finished(scope, before);
  }
  async function finished(scope: Locator, before: number): Promise<Locator> {
    const reply = replies(scope).nth(before);
    await reply.waitFor();
    await scope.locator('[data-testid="ai-chat-message"][aria-busy="true"]').waitFor({
      state: 'detached',
    });
    return reply;
  }

  it('should hold a conversation in all four modes, with chips, Enter and Shift+Enter, Clear Chat and the stored conversation', async () => {
    await page.goto(`${app.url}/beta?tab=ai-chat`);
    await page.getByRole('heading', { name: 'AI Chat', level: 2 }).waitFor();
    const panel = chatPanel();
    const send = panel.getByRole('button', { name: 'Send', exact: true });
    await expect(send.isDisabled()).resolves.toBe(true);
    await expect(
      panel.getByRole('group', { name: 'Chat mode' }).getByRole('button').allTextContents(),
    ).resolves.toEqual(['Enhance Text', 'Writing Advice', 'Content Feedback', 'Brainstorm Ideas']);

    // Shift+Enter adds a line and sends nothing.
    await box(panel).fill('first line');
    await box(panel).press('Shift+Enter');
    await box(panel).pressSequentially('second line');
    await expect(box(panel).inputValue()).resolves.toBe('first line\nsecond line');
    await expect(replies(panel).count()).resolves.toBe(0);
    await expect(send.isDisabled()).resolves.toBe(false);
    await box(panel).fill('   ');
    await expect(send.isDisabled()).resolves.toBe(true);

    const enhanced = await say(panel, TEXT);
    await expect(enhanced.textContent()).resolves.toMatch(
      /Assistant \(built-in\) · Enhance Text · \d{1,2}:\d{2}(?: [AP]M)?I'm the built-in assistant: a light rewrite in a Professional tone \(quality \d+\.\d \/ 10/,
    );
    await expect(enhanced.locator('time').count()).resolves.toBe(1);
    await expect(enhanced.textContent()).resolves.toContain('Thursday at 3 pm');
    await enhanced.getByRole('button', { name: 'Copy rewrite' }).waitFor();
    await expect(box(panel).inputValue()).resolves.toBe('');
    // The finished reply is announced once, in the live region.
    await expect(panel.getByRole('status').textContent()).resolves.toMatch(
      /^Assistant replied: I'm the built-in assistant/,
    );

    // A suggestion chip sends itself.
    const chips = panel.getByRole('group', { name: 'Suggestions' });
    await chips.getByRole('button', { name: 'Make it more confident' }).click();
    const confident = await finished(panel, 1);
    await expect(confident.textContent()).resolves.toContain('a light rewrite in a Confident tone');

    await panel.getByRole('button', { name: 'Writing Advice', exact: true }).click();
    const advice = await say(panel, 'How can I make it more friendly?');
    await expect(advice.textContent()).resolves.toContain(
      'writing advice toward a Friendly tone, from our analysis of your text',
    );

    await panel.getByRole('button', { name: 'Content Feedback', exact: true }).click();
    const feedback = await say(panel, TEXT);
    await expect(feedback.textContent()).resolves.toMatch(
      /Tone: mostly [\s\S]+Clarity: \d+ \/ 100/,
    );
    await expect(feedback.textContent()).resolves.toContain('Hedge "I think", "probably"');

    await panel.getByRole('button', { name: 'Brainstorm Ideas', exact: true }).click();
    const ideas = await say(
      panel,
      'We are launching our new budgeting app for freelancers next month.',
    );
    await expect(ideas.textContent()).resolves.toMatch(/ideas about [^,]*app/);
    for (const part of ['Headlines:', 'Opening hooks:', 'Calls to action:'])
      await expect(ideas.textContent()).resolves.toContain(part);
    await expect(replies(panel).count()).resolves.toBe(5);

    const conversations = page.getByTestId('ai-chat-conversation');
    await conversations.filter({ hasText: '10 messages' }).waitFor();
    await expect(conversations.count()).resolves.toBe(1);
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await screenshot(page, 'beta-chat-01-four-modes-1440');

    await panel.getByRole('button', { name: 'Clear Chat' }).click();
    await expect(replies(panel).count()).resolves.toBe(0);
    await panel.getByText('Pick a mode and write your message.').waitFor();
    await conversations
      .first()
      .getByRole('button', { name: /^Hi team, I think/ })
      .click();
    await replies(panel).nth(4).waitFor();
    await expect(
      panel
        .getByRole('button', { name: 'Brainstorm Ideas', exact: true })
        .getAttribute('aria-pressed'),
    ).resolves.toBe('true');
    await conversations
      .first()
      .getByRole('button', { name: /^Delete the conversation/ })
      .click();
    await page.getByText('Conversations you start are kept here to reopen later.').waitFor();
    await expect(replies(panel).count()).resolves.toBe(0);
  });

  it('should answer a question about a phrase, and say in one sentence what it cannot do offline (issue 32)', async () => {
    await page.goto(`${app.url}/beta?tab=ai-chat`);
    await page.getByRole('heading', { name: 'AI Chat', level: 2 }).waitFor();
    const panel = chatPanel();
    const answer = await say(panel, "Is 'Act now' too pushy for a subject line?");
    await expect(answer.textContent()).resolves.toContain(
      'I\'m the built-in assistant: yes, "Act now" is likely too pushy for a subject line',
    );
    await expect(answer.textContent()).resolves.not.toContain('light rewrite');
    const offline = await say(panel, 'Translate this into French');
    await expect(offline.textContent()).resolves.toMatch(/Without a connected model I cannot/);
    await screenshot(page, 'beta-chat-05-question-answered-1440');
    await panel.getByRole('button', { name: 'Clear Chat' }).click();
  });

  it('should carry a text through the Enterprise Workspace, the progress indicator following each step', async () => {
    await page.getByRole('tab', { name: 'Enterprise Workspace' }).click();
    await page.getByRole('heading', { name: 'Enterprise Workspace', level: 2 }).waitFor();
    const steps = page.getByTestId('enterprise-step');
    const done = async () =>
      (await steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-done'))))
        .map((value, index) =>
          value === 'true' ? ['Input', 'Settings', 'Enhanced', 'Analyzed', 'Refined'][index] : null,
        )
        .filter(Boolean);
    await expect(steps.locator('.MuiStepLabel-label').allTextContents()).resolves.toEqual([
      'Input (next)',
      'Settings (to do)',
      'Enhanced (to do)',
      'Analyzed (to do)',
      'Refined (to do)',
    ]);
    await expect(
      page
        .getByRole('tablist', { name: 'Enterprise Workspace' })
        .getByRole('tab')
        .allTextContents(),
    ).resolves.toEqual(['Templates', 'Enhance', 'Analyze', 'Refine']);
    await page.getByText('Target words: 150').waitFor();

    await page.getByRole('textbox', { name: 'Your text' }).fill(TEXT);
    await expect(done()).resolves.toEqual(['Input']);

    // Calm keeps the author's 'I think', which the confident refinement below then removes.
    await chooseOption(page, 'Tone', 'Calm');
    await expect(done()).resolves.toEqual(['Input', 'Settings']);
    // Both languages come from the catalog's twelve.
    await page.getByRole('combobox', { name: 'Output language' }).click();
    await expect(page.getByRole('option').count()).resolves.toBe(12);
    // Without a connected model, another language is labelled before the click, not refused after.
    const spanish = page.getByRole('option', { name: /^Spanish/ });
    await expect(spanish.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(spanish.textContent()).resolves.toBe('SpanishNeeds a connected model');
    await page.keyboard.press('Escape');
    await expect(done()).resolves.toEqual(['Input', 'Settings']);

    await page.getByRole('button', { name: 'Enhance', exact: true }).click();
    await page.getByTestId('workspace-result').waitFor();
    await expect(done()).resolves.toEqual(['Input', 'Settings', 'Enhanced']);

    await page.getByRole('tab', { name: 'Analyze' }).click();
    await page.getByRole('button', { name: 'Analyze result' }).click();
    await page.getByTestId('workspace-heat-map').waitFor();
    await expect(done()).resolves.toEqual(['Input', 'Settings', 'Enhanced', 'Analyzed']);

    await page.getByRole('tab', { name: 'Refine' }).click();
    const refine = page.getByRole('tabpanel', { name: 'Refine' });
    const refined = await say(refine, 'Make it more confident', 'Refine message');
    await expect(refined.textContent()).resolves.toContain('a light rewrite in a Confident tone');
    await expect(done()).resolves.toEqual(['Input', 'Settings', 'Enhanced', 'Analyzed', 'Refined']);
    await refine.getByRole('button', { name: 'Use this version as the result' }).click();
    const rewrite = (await refined.locator('[data-testid="ai-chat-text"]').textContent()) ?? '';
    const result = (await page.getByTestId('workspace-result').textContent()) ?? '';
    expect(rewrite).toContain(result);
    expect(result).toContain('3 pm');

    await page.getByLabel(/^Heat map over the result/).check();
    await page.getByTestId('enterprise-heat-map').waitFor();
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await screenshot(page, 'beta-chat-02-enterprise-refined-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('enterprise-heat-map').waitFor();
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await screenshot(page, 'beta-chat-03-enterprise-390');
    await page.getByRole('tab', { name: 'AI Chat' }).click();
    const panel = chatPanel();
    await say(panel, TEXT);
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await screenshot(page, 'beta-chat-04-ai-chat-390');
  });
});
