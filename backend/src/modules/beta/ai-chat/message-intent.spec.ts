import { messageIntent, type MessageIntent } from './message-intent.js';

// Thirty chat messages of both kinds: questions and requests to answer, texts to work on.
const MESSAGES: readonly [string, MessageIntent][] = [
  ["Is 'Act now' too pushy for a subject line?", 'question'],
  ['five hooks for a LinkedIn post about remote team rituals', 'request'],
  ['How can I make the opening less formal?', 'question'],
  ['What is a good length for a product announcement email?', 'question'],
  ['Should I use emojis in a B2B newsletter?', 'question'],
  ['Does this sound too salesy to you?', 'question'],
  ['Why does my reading ease score drop when I add numbers?', 'question'],
  ['Which tone fits an apology for a late delivery?', 'question'],
  ['Can you give me three subject lines for our spring sale?', 'request'],
  ['Make it warmer and shorter.', 'request'],
  ['Rewrite this for a calm tone please', 'request'],
  ['Give me ideas for a bakery opening post', 'request'],
  ['Three headlines for a price change notice', 'request'],
  ['Brainstorm taglines for a bike repair shop', 'request'],
  ['Please shorten the second paragraph.', 'request'],
  ['I need a call to action for a webinar invite', 'request'],
  ['Write a friendly reminder about the invoice due Friday', 'request'],
  ['Is it OK to start a sentence with "And"?', 'question'],
  ['When is the best time to send a newsletter?', 'question'],
  ['Who reads the preheader text, really?', 'question'],
  ['Our office will be closed on Monday for the bank holiday.', 'text'],
  ['We might be late today.', 'text'],
  [
    'Starting March 1, the Pro plan costs $24 a month. Your current price stays until your renewal date. Thanks for being with us.',
    'text',
  ],
  [
    'Hi team, the deploy is moved to Thursday. Please finish your reviews by Wednesday noon. Questions? Ask in the channel.',
    'text',
  ],
  ['Ideas for our bakery opening', 'request'],
  [
    'Our API was down for 40 minutes this morning. Service was restored at 10:20 UTC. We are sorry for the disruption.',
    'text',
  ],
  ['New: dark mode is here for every workspace.', 'text'],
  [
    'Tired of chasing invoices? Our tool sends reminders for you, so you get paid on time. Start your free trial today.',
    'text',
  ],
  ['Thank you for your patience while we fixed the sync issue.', 'text'],
  ['Weekend support moves to chat only.', 'text'],
];

describe('messageIntent', () => {
  it('should tell questions and requests from texts in at least 90% of 30 messages', () => {
    const wrong = MESSAGES.filter(([message, intent]) => messageIntent(message) !== intent);
    const right = (MESSAGES.length - wrong.length) / MESSAGES.length;
    expect({ right: right >= 0.9, wrong }).toEqual({ right: true, wrong: expect.any(Array) });
    expect(MESSAGES).toHaveLength(30);
  });

  it('should never take a question for a text to analyse', () => {
    for (const [message, intent] of MESSAGES) {
      if (intent === 'question') expect(messageIntent(message)).not.toBe('text');
    }
  });
});
