import { EVERY_TONE_AT_3_8_10 } from '../testing/rewrite-plain.js';
import type { EmotionTone, RewriteRequest } from '../ai.types.js';
import { rewriteWithBuiltinEngine } from './builtin-engine.js';

// Issue 28: the classes of move that damaged real texts, each rebuilt on other words and run
// through the whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;

const rewrite = (
  text: string,
  tone: EmotionTone,
  intensity: number,
  extra: Partial<RewriteRequest> = {},
) => rewriteWithBuiltinEngine({ text, emotion_tone: tone, intensity, ...extra });

describe('a phrase never goes where one word stood', () => {
  const TEXT =
    'Our desktop client is built to immediately retry a failed upload, so you rarely notice a dropped connection.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).plainText;
    // "built to as soon as you can retry"
    expect(out).not.toMatch(/\bto as soon as\b|\bto when you can\b/);
    expect(out).toMatch(/built to (?:immediately|promptly) retry/);
  });
});

describe('nothing is inserted inside a name or after an abbreviation, whose capitals stay', () => {
  const TEXTS = [
    'The new library was certified by the U.S. Green Building Council last spring. It uses 40% less water than the old building. The roof is covered in solar panels.',
    'Prices for U.S. steel rose 4% in May, according to the Commerce Department. Analysts expect imports from the E.U. to fall.',
  ];
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const [council, steel] = TEXTS.map((text) => rewrite(text, tone, intensity).plainText);
    expect(council).toContain('the U.S. Green Building Council');
    // "U.S. Steel", "the E.U. To fall"
    expect(steel).toContain('U.S. steel');
    expect(steel).toContain('the E.U. to fall');
  });
});

describe('a sentence is split only where both halves are full clauses', () => {
  const TEXT =
    'The boot has a padded collar where it rubs, and natural leather lines the inside so you can enjoy long walks without blisters.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).plainText;
    expect(out).not.toMatch(/\bIn addition, much\b|\. Natural leather for\b/);
    for (const sentence of out.split(/(?<=[.!?])\s+/))
      expect(sentence.split(/\s+/).length).toBeGreaterThanOrEqual(4);
  });
});

describe('no word swap changes what the text says', () => {
  const TEXT =
    'The storage array is tolerant of a failed disk and keeps serving reads while it rebuilds.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).plainText;
    expect(out).toContain('tolerant of a failed disk');
    expect(out).not.toMatch(/setback|robust against/i);
  });
});

describe('no call to action, deadline or pressure the text did not have', () => {
  const CHARITY =
    'On Saturday, volunteers from Harbor Bank will run a 5K along the river to raise money for the Downtown Food Pantry. Last year the run raised $12,000 for local families. Registration opens at 8 a.m. at the boathouse.';
  const PRICE =
    'From March 1, the Pro plan will cost $14 per month instead of $12. Your current billing date does not change.';
  const PROSPECT =
    'Hi Dana,\n\nThanks for the call on Tuesday. Our planning app could cut the time your team spends on rotas. I have attached the overview you asked for.\n\nBest,\nTom';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    for (const text of [CHARITY, PRICE, PROSPECT]) {
      const out = rewrite(text, tone, intensity).plainText;
      expect(out).not.toMatch(
        /order yours|register today|get in touch today|last minute|today to save|want to learn more|as soon as you can|don['’]t wait|this week/i,
      );
      // "just" before the old price in a price-increase notice.
      expect(out).not.toMatch(/\bjust \$/);
    }
  });

  it('a text that sells and says how to act may close with a call to action', () => {
    const SELLING =
      'Our ceramic pour-over set brews a clean cup in four minutes. Order yours at https://shop.example.com.';
    const out = rewrite(
      'Our ceramic pour-over set brews a clean cup in four minutes. It comes in three glazes. Order online at https://shop.example.com.',
      'persuasive',
      8,
      { use_case: 'sales-copy' },
    ).plainText;
    expect(out).toContain('https://shop.example.com');
    expect(SELLING).toContain('Order yours');
  });
});

describe('a hedge on an offer, a price or a date stays the writer’s', () => {
  const TEXT =
    'Thanks for the call on Tuesday. We could possibly offer a 20% discount if the contract is signed this quarter. I think the Growth plan might work for you.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).plainText;
    expect(out).toContain('We could possibly offer a 20% discount');
    // "might work for you" → "works for you" was a claim the writer did not make.
    expect(out).not.toMatch(/\bplan works for you\b|\bwe will offer\b|\bwe can offer\b/i);
  });
});

describe('a word limit never drops a number, a link, a rule or a request, and names what it drops', () => {
  const TEXT = [
    'Our spring market is back at the old tram depot.',
    'Around forty local makers will sell ceramics, prints and plants.',
    'The food trucks park along the north wall as usual.',
    'There is a quiet room for anyone who needs a break from the crowd.',
    'Doors open at 10 am on 12 April and entry costs $5.',
    'Dogs must stay on a lead inside the hall.',
    'Please bring your own bag if you can.',
    'More details are at https://market.example.org.',
  ].join(' ');
  it('keeps the facts, the rule and the ask, and says which sentences went', () => {
    const result = rewrite(TEXT, 'friendly', 8, { target_word_count: 45 });
    for (const kept of [
      '10 am on 12 April',
      '$5',
      'https://market.example.org',
      'Dogs must stay on a lead',
      'bring your own bag',
    ])
      expect(result.plainText).toContain(kept);
    const dropped = result.edits.filter((edit) => edit.rule === 'word-limit' && !edit.after);
    if (dropped.length > 0) {
      const note = result.guardrail.notes.find((line) => line.startsWith('dropped to meet'));
      for (const edit of dropped) expect(note).toContain(edit.before);
    }
  });
});

// From the real-text baseline (backend/src/eval/real-texts/REPORT.md): damages read in
// published texts, each kept here in its own words.
describe('damages seen in real texts stay gone', () => {
  it.each(CASES)(
    '%s at %i: no fragment, no case error, no delivery time made a promise',
    (tone, intensity) => {
      const text = [
        'There is one dad (you know who you are!) who says the garden is his favourite place to be.',
        'Microsoft and Chinese smartphone brand HONOR have entered a partnership with HONOR devices.',
        'As long as your subscription remains active, you will continue to be billed $5 per month.',
        'Our company policy is, and always has been, to provide the best service we can.',
        'The reuse of many fruit, milk, and wine boxes make up the bread wall.',
        'However, your payment portal may take up to 10 business days.',
      ].join(' ');
      const out = rewrite(text, tone, intensity).plainText;
      expect(out).not.toMatch(/\) Who says/);
      expect(out).not.toMatch(/\bhonor\b/);
      expect(out).not.toMatch(/remains active\. You/);
      expect(out).not.toMatch(/policy is\. /);
      expect(out).not.toMatch(/milk\. Wine/);
      expect(out).not.toMatch(/will (?:likely )?take up to 10 business days/);
    },
  );
});

describe('the reader is never put in the place of someone the text names', () => {
  const TEXTS = [
    'Clients receive an invoice with your logo on it. On the Pro plan, you can give clients access to a shared dashboard.',
    'This year the company was able to give our volunteers a day off for every event they staffed.',
    'The new depot provides cold storage to both local farms and city restaurants. The merger will support the group’s plan to open two more depots.',
  ];
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const [clients, volunteers, depot] = TEXTS.map(
      (text) => rewrite(text, tone, intensity).plainText,
    );
    expect(clients).not.toMatch(/give you access|\bYou (?:get|receive) an invoice/);
    expect(volunteers).toMatch(/our volunteers/);
    // "With the new depot, you get cold storage to both…", "With the merger will, you can use…"
    expect(depot).not.toMatch(/\bWith the (?:new depot|merger)\b/);
  });
});

describe('"about" becomes "approximately" only before a figure', () => {
  const TEXT =
    'I spent the weekend learning a bit about Mastodon. The server has about 40 members so far.';
  it.each(['professional', 'balanced'] as const)('%s', (tone) => {
    const out = rewrite(TEXT, tone, 10).plainText;
    expect(out).toContain('about Mastodon');
    expect(out).not.toContain('approximately Mastodon');
  });
});

describe('no day or deadline is added to the author’s instructions', () => {
  const TEXT =
    'The workshop runs in two rooms. Click on the link shown below the session you would like to attend. Could you send us your dietary needs?';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity).plainText).not.toMatch(/\btoday\b/i);
  });
});

describe('"may" stays a possibility', () => {
  const TEXT =
    'Some vendors may opt to run their own raffle at the fair. We may ask you to confirm your address before we ship the replacement.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity).plainText).not.toMatch(/will likely/);
  });
});

describe('no half-phrase or wrong contraction is left behind', () => {
  const TEXT =
    'The tomato plants begin to produce quite a bit. If you need to skip a week, please let us know a week in advance.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).plainText;
    expect(out).not.toMatch(/produce quite\./);
    expect(out).not.toMatch(/let['’]s know/i);
  });
});

describe('a split never leaves a phrase without its own verb', () => {
  const TEXT =
    'Even with the rainy spring, we are grateful for every member who came to the field days. In light of the new plan being made free, we will also be retiring the Starter plan. Pro customers get a shared dashboard — a live view of every report they publish.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).plainText;
    expect(out).not.toMatch(/rainy spring\.|being made free\.|dashboard\.\s+A live view/);
  });
});

describe('a dropped "please note that" leaves the statement, its hedge and its terms as written', () => {
  const TEXT =
    'Please note that it may take up to 10 business days for the refund to appear. It is important to note that some of you will need a new code.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).plainText;
    expect(out).toMatch(/\bmay take up to 10 business days\b/);
    expect(out).not.toMatch(/will likely|some of you['’]ll/);
  });
});

describe('a plain word from the pair table takes the slot of the phrase it replaces', () => {
  const TEXT =
    'We kept the same rate in spite of rising costs. Before we are able to process a replacement, the carrier must confirm the loss. With regard to pricing, nothing changes.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity).plainText;
    expect(out).not.toMatch(/\bcan to\b|\bdespite of\b|\bAbout pricing\b/);
    expect(out).toMatch(/\b(?:in spite of|despite) rising costs\b/);
    expect(out).toMatch(/\b(?:are|['’]re) able to process|\bcan process\b/);
  });
});
