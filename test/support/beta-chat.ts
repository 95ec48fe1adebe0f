import request from 'supertest';
import { bearer } from './accounts.js';
import { staffToken } from './billing.js';
import type { TestApp } from './test-app.js';

// What the AI Chat (POST /api/beta/chat) and command chat (POST /api/beta/ai-chat) suites share.
export const EMPTY_ANSWER = "I apologize, but I couldn't generate a response. Please try again.";
export const BUILTIN = /^I'm the built-in assistant/;
export const DISABLED = 'This feature is currently disabled.';

/** Polls until `check` passes, for at most 2 seconds (feature toggles reach every instance within 1). */
export async function eventually(check: () => Promise<void>): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > 2000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Staff switch `feature` off, `during` runs, and the feature is switched back on whatever happened. */
export async function whileSwitchedOff(
  testApp: TestApp,
  feature: string,
  during: () => Promise<void>,
): Promise<void> {
  const staff = await staffToken(testApp);
  const toggle = (is_enabled: boolean) =>
    request(testApp.server)
      .put('/api/admin/settings/feature-toggles')
      .set(bearer(staff))
      .send({ feature_name: feature, is_enabled })
      .expect(200);
  await toggle(false);
  try {
    await during();
  } finally {
    await toggle(true);
  }
}

/** The body of a 200 answer; any other answer fails the test, showing its detail. */
export function answered(response: { status: number; body: { detail?: string } }) {
  expect({ status: response.status, detail: response.body.detail }).toEqual({
    status: 200,
    detail: undefined,
  });
  return response.body as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** A text and the workspace state the page sends with a command chat message. */
export const COMMAND_TEXT =
  'Hi team, I think we should probably move the launch review to Thursday at 3 pm. The new dashboard might help us save around 4 hours every week.';
export const COMMAND_CONTEXT = {
  originalText: COMMAND_TEXT,
  enhancedText: '',
  settings: {
    emotion_tone: 'professional',
    intensity: 6,
    use_case: 'general',
    output_format: 'plain',
    target_word_count: 150,
  },
  selectedTemplate: null,
  heatMapData: null,
};
