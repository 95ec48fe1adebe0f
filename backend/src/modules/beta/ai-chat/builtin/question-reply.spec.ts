import { adviceReply, feedbackReply } from './analysis-replies.js';
import { brainstormReply } from './brainstorm.js';
import { OFFLINE_LIMIT, questionReply } from './question-reply.js';

const PRICE_NOTICE =
  'Starting March 1, the monthly price of the Pro plan rises from $12 to $15. Your current billing cycle is not affected. Annual plans keep their price until renewal.';

describe('the built-in assistant answers what was asked', () => {
  it('answers a question about a quoted phrase, about that phrase', () => {
    const reply = questionReply("Is 'Act now' too pushy for a subject line?", undefined);
    expect(reply.response).toMatch(
      /^I'm the built-in assistant: yes, "Act now" is likely too pushy for a subject line/,
    );
    expect(reply.response).toContain('bare command');
    expect(reply.response).toContain('"now"');
    expect(reply.response).toMatch(/Length: 2 words, 7 characters; a subject line .* it fits/);
    expect(reply.response).not.toMatch(/Tone: mostly|Clarity/);
  });

  it('says a phrase that gives a reason is firm, not pushy', () => {
    const reply = questionReply(
      'Is "Save 20% on your order today" too aggressive for a button?',
      undefined,
    );
    expect(reply.response).toMatch(/says what the reader gets/);
    expect(reply.response).toMatch(
      /a button reads best within about 25 characters, so it would be cut off/,
    );
  });

  it('answers a question about the text from its analysis', () => {
    const reply = questionReply('Is this too long for a subject line?', PRICE_NOTICE);
    expect(reply.response).toMatch(/your text is \d+ words in 3 sentences/);
  });

  it('says in one sentence what it cannot do offline, and what it can', () => {
    const reply = questionReply('What is the best time of day to post on LinkedIn?', undefined);
    expect(reply.response).toBe(`I'm the built-in assistant. ${OFFLINE_LIMIT}`);
    expect(OFFLINE_LIMIT.split(/[.!?](?:\s|$)/).filter(Boolean)).toHaveLength(1);
  });
});

describe('brainstorm from the text’s own key phrases', () => {
  it('never promises a benefit over a price notice', () => {
    const reply = brainstormReply(PRICE_NOTICE, 'professional');
    expect(reply.response).toMatch(/ideas about the monthly price/);
    expect(reply.response).toMatch(/Monthly Price|Pro Plan/);
    expect(reply.response).not.toMatch(/Saves You Time|the Team|Let's talk about/);
  });

  it('makes five hooks about the subject a request names, not an earlier text', () => {
    const message = 'five hooks for a LinkedIn post about remote team rituals';
    const reply = brainstormReply(message, 'friendly', message);
    const sections = reply.response.split('\n\n');
    expect(sections[1].split('\n')[0]).toBe('Opening hooks:');
    const hooks = sections[1].split('\n').slice(1);
    expect(hooks).toHaveLength(5);
    for (const hook of hooks) expect(hook).toMatch(/remote team rituals/i);
  });
});

describe('advice reads "would" in context', () => {
  const STORY =
    'When I started at the bakery, I would open the shop at five every morning. My manager would check the ovens before the first customers came. We sold out most days.';

  it('does not call "would" in a description of the past a hedge', () => {
    expect(adviceReply(STORY, 'confident').response).not.toMatch(/"would"/);
    expect(feedbackReply(STORY).response).not.toMatch(/Hedge "would"/);
  });

  it('still calls a present "would" a hedge', () => {
    expect(
      feedbackReply('This would help your team ship faster. We would love to talk.').response,
    ).toMatch(/Hedge "would"/);
  });
});
