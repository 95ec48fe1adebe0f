import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { RELEASE_CLOSERS } from './data/banks/notice-closers.js';
import { INVITATION_LINES } from './data/banks/typed-calls-to-action.js';

// Found on the fifty-first held-out set and after (holdout51–), read as they came out, and the
// grade-2 families read against all their uses in the corpus; rebuilt on other words, so the
// classes are held, not the texts.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;
const PERSUASIVE = [7, 8, 10] as const;

// Grade 2 in 24 of 84 "good" → "excellent" and 8 of 39 "easy(ily)" → "effortless(ly)" swaps
// (power-words): the stronger word broke a set phrase, a saying, a greeting or a compound, sat
// under a degree word, a hedge, a denial or a concession, or named how readily a thing is harmed.
describe('a verdict word in a set phrase or under a hedge, denial or concession stays', () => {
  it.each([
    ['The vet says Bramble now has a good quality of life.', /a good quality of life/],
    ['We kept fighting the good fight for the high street.', /the good fight/],
    ['Everyone at the fair had a good time in the sun.', /had a good time/],
    ['It was good to see so many volunteers at the hedge.', /good to see/],
    ['All good things must come to an end, and so must the summer menu.', /All good things/],
    ['The shed is in good shape for its age.', /in good shape/],
    ['Most of the members have become good friends over the years.', /good friends/],
    ['Wassail means good health to the trees.', /good health/],
    ['Good evening from the bakery, we sold out today.', /^Good evening/],
    ['A new website was nice but not essential for a small farm.', /was nice but/],
    ['The long winter is maybe a good thing for the bulbs.', /maybe a good thing/],
    ["Don't think for a second that it was an easy choice.", /an easy choice/],
    ['People throw away perfectly good chisels every year.', /perfectly good chisels/],
    ['The cover is waterproof and very easy to care for.', /very easy to care for/],
    ['The list is a small but handy easy-to-use planner.', /easy-to-use/],
    ['The plants are laid out in an easy to follow map.', /an easy to follow map/],
    ['Bone china will chip easily in a hot dishwasher.', /chip easily/],
    ['It was flour, butter, sugar and everything nice.', /everything nice/],
  ])('%s', (text, kept) => {
    for (const intensity of PERSUASIVE)
      expect(rewrite(text, 'persuasive', intensity)).toMatch(kept);
  });
});

describe('still: the verdict words those guards leave alone', () => {
  it.each([
    ['Setting up the new scanner is easy.', /is effortless/],
    ['This is a good time to stock up on seed potatoes.', /an excellent time to stock up/],
    ['The market has good bread and nice cheese.', /excellent bread and great cheese/],
    ['You can easily see your totals on the new page.', /effortlessly see/],
  ])('%s', (text, changed) => {
    expect(rewrite(text, 'persuasive', 8)).toMatch(changed);
  });
});

// Grade 2 in 21 of 51 uses of connect-last-feature: "Plus," or "In addition," before a fee or a
// time in an event notice ("Plus, the 5K run costs $30…"), before the definition of what the
// sentence before named ("Plus, the award is given to…"), before a consequence ("Plus, this is
// why we chose…") or before the writer's own doing ("Plus, we'll do our best…"). Outside a page
// that sells a product or a service, a paragraph's last sentence is seldom one more advantage.
describe('no "Plus," before what is no further advantage', () => {
  it.each([
    'The fun run starts at the school gates. Runners get a medal and a T-shirt. The run costs $15 if you sign up before May 1.',
    'The fair has a cake stall, a tombola and a dog show. There is face painting for children. The fair will run from 11 to 3 on Saturday.',
    'The evening ends with the awards. The Cooper Cup goes to the best young player. The Cooper Cup is given to a player under sixteen.',
    'Our candles are poured by hand. Each one burns for forty hours. This is why we chose soy wax for the whole range.',
    'Our bakery opens at seven. It has fresh bread every morning. We will do our best to keep your order aside.',
  ])('%s', (text) => {
    for (const [tone, intensity] of [
      ['friendly', 8],
      ['friendly', 10],
      ['balanced', 10],
    ] as const)
      expect(rewrite(text, tone, intensity)).not.toMatch(/(?:Plus|In addition), (?:the|this|we)/i);
  });
});

// Stock closing lines read against all their uses in the corpus: "Mark the date. This is one to
// be at." (4 of 6 graded 2), "Come and be part of what comes next." (2 of 2) and "Each release is
// a step forward, and we are glad to take it with you." (2 of 3) went.
describe('stock closers that read out of place are gone', () => {
  const lines = [...Object.values(INVITATION_LINES), ...Object.values(RELEASE_CLOSERS)]
    .flat()
    .map((line) => line.text);
  it.each([/one to be at/, /what comes next/, /Each release is a step forward/])('%s', (gone) => {
    expect(lines.filter((line) => gone.test(line))).toEqual([]);
  });
});

// Damaged on holdout51 and holdout52 as they came out, and their grade-2 families.
describe('"not literally" keeps its "literally"', () => {
  const TEXT =
    'We were soaked by the crowds...not literally, thankfully, though rain was forecast all morning. The stalls sold out by noon.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/not literally/);
  });
});

describe('"thank you" after its subject stays the verb', () => {
  const TEXT = 'Version 3.2 is out now. We at Harbour Tools thank you for your support this year.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/Harbour Tools thanks/);
  });
});

describe('a question that opens on a negative keeps its contraction', () => {
  const TEXT =
    "Doesn't a fresh coat of paint lift the whole room? I've tidied the hall for Saturday.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/Does not a fresh/);
  });
});

describe('a cheer to carry on is no favour, and a payment has no "whenever you can"', () => {
  it.each([
    ['Hello all,\n\nThe show is on Saturday. Keep on stitching!\n\nBest,\nAnn', /Could you keep/],
    [
      'Hi all,\n\nYour invoice comes tomorrow. Please send a check for half the balance.\n\nThanks,\nMia',
      /whenever you can|when you have a moment|when you get a chance/,
    ],
  ])('%s', (text, wrong) => {
    for (const [tone, intensity] of CASES)
      expect(rewrite(text, tone, intensity)).not.toMatch(wrong);
  });
});

describe('two aims joined by "and never" are no contrast', () => {
  const TEXT =
    'The new bracket lets the shelf sit flush so as to fit neatly into and never loosen the existing frame.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/into but never/);
  });
});

describe('set phrases: "But I digress", "cannot say enough good things"', () => {
  const TEXT =
    'It snowed all day and the chili ran out. But I digress. I cannot say enough good things about our volunteers.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/However, I digress/);
    expect(out).not.toMatch(/excellent things|great things|not able to say/);
  });
});

describe('an extent word before a state is the fact itself', () => {
  const TEXT =
    'The hall gets no council money. Instead it is completely dependent on bookings and donations. The roof is fully insured.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/completely dependent/);
    expect(out).toMatch(/fully insured/);
  });
});

describe('still: the moves those guards leave alone', () => {
  it('a bare "literally" still goes in the professional register', () => {
    expect(
      rewrite('The new oven is literally ready for the morning bake.', 'professional', 8),
    ).not.toMatch(/literally/);
  });
  it('"Thank you for…" standing alone is still warmed', () => {
    expect(rewrite('Thank you for your patience this week.', 'friendly', 8)).toMatch(
      /Thanks so much/,
    );
  });
  it('"But" still opens with "However," in the balanced tone', () => {
    expect(rewrite('But the roads were closed, so we opened late.', 'balanced', 8)).toMatch(
      /^However,/,
    );
  });
  it('"and heard nothing back" is still a contrast', () => {
    expect(rewrite('We sent three applications and heard nothing back.', 'balanced', 8)).toMatch(
      /but heard nothing/,
    );
  });
  it('"really" still goes before a state', () => {
    expect(rewrite('The hall is really dependent on bookings.', 'confident', 8)).not.toMatch(
      /really/,
    );
  });
});

describe('no reason put first before a clause that opens on "But"', () => {
  const TEXT =
    'The forecast was wrong all week! But I digress because I hate admitting it. The shop opens again on Monday.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/Since I hate admitting it, but/);
  });
});

// Grade 2 on holdout51 and holdout52: "Important:" on the writer's pleasure or praise, and
// stacked on the writer's own label.
describe('no "Important:" on praise, pleasure or a labelled line', () => {
  it.each([
    'Please renew by 1 March. I am enjoying the crocuses in the churchyard and will plant more bulbs next week.',
    'Please bring a plate. The committee presented an outstanding list of speakers, whom we will vote on in October.',
    'Please collect your share on Tuesday. Old things: The beans will be done this week.',
  ])('%s', (text) => {
    for (const intensity of [7, 8, 10])
      expect(rewrite(text, 'urgent', intensity)).not.toMatch(
        /Important: (?:I am|the committee|old things)/i,
      );
  });
});

// Grade 2 in 8 of the 9 uses of three inspiring swaps: "We fixed the problem" → "We fixed the
// challenge", "moisture problems" → "moisture challenges", "failure" → "setback", "you may try to
// request" → "you may set out to request". The pairs went.
describe('a problem stays a problem, a failure a failure, a try a try', () => {
  const TEXT =
    'We fixed the problem with the gate and the damp caused no failure of the roof. You may try to book a second visit online.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/challenges?|setbacks?|set out to/);
  });
});

// Grade 2 in the written-out register (holdout44, holdout50): "There’s still some games" →
// "There is still some games", "There’s all sorts of articles" → "There is all sorts…".
describe('"there\'s" before a plural stays contracted', () => {
  const TEXT =
    "There's still some seats for Friday. There's been good numbers at the Tuesday sessions, and there's all sorts of cakes to try.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /There is still some seats|There has been good numbers|there is all sorts/i,
    );
  });
});

// Damaged on holdout53 as it came out (an invented call): "Want to learn more? Get in touch
// today." under a thank-you post after a fair, whose "ready by 10:00am" read as a deadline.
describe('no call to action under a text that offers nothing', () => {
  const TEXT =
    'We hope everyone who came to our spring market had a lovely day.  There were stalls everywhere piled with lovely things to browse and buy.\n\nA huge thank you to the stallholders, who were unloading at 7:00am and ready by 10:00am.  After all that, I have made one decision: life is too short to fold towels.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/learn more|get in touch|find out more/i);
  });
});

// Damaged on holdout53 as it came out: a condition cut in two ("…and your partner has a leisure
// card. You wanted to book swimming you can book…", short-clauses), and "gives you and your
// family the peace of mind" → "delivers and your family…" (strong-verbs).
describe('no split inside a condition, no swap that takes "you" from a paired object', () => {
  const TEXT =
    'If you hold the family pass and you have a gym membership, your son has a climbing membership and your partner has a pool card and you wanted to book the wall you can book for all three at once. Hiring a professional walker gives you and your family the peace of mind that the dog is fine.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/pool card\. You wanted/);
    expect(out).not.toMatch(/\b(?:delivers|offers|provides) and your family/);
  });
});

// Grade 2 on holdout44, holdout53 and holdout54: "a huge thank you" → "a substantial thank you",
// "a good fair nonetheless" → "an excellent fair nonetheless", "in a panic" → "in a worry".
describe('a huge thank you, a conceded verdict and "in a panic" stay', () => {
  const TEXT =
    'Sales were slow, but it was a good market nonetheless. A huge thank you to our bakers, and a huge thanks to Jo. I ran to the shop twice in a panic for more flour.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/substantial thank|excellent market|great market|in a worry/);
    expect(out).not.toMatch(/\b(?:a|an) many thanks/i);
  });
});

// Damaged on holdout56 as it came out: "We will be polishing the elves as usual and giving Santa a
// wash…" → "We will polish the elves as usual and giving…" (will-do); "a kernel panic" → "a
// kernel worry" (gentle-words, lower-arousal); "the job he’s done producing" → "…he is done
// producing" (register).
describe('a later -ing verb on the same "be", "kernel panic" and "he\'s done" stay', () => {
  const TEXT =
    'We will be painting the carriages as usual and giving the engine a wash, hanging lights and generally getting ready. Last night the main server had a kernel panic. Thanks to Tom for the fine job he’s done editing the newsletter.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/will paint the carriages/);
    expect(out).not.toMatch(/kernel worry/);
    expect(out).not.toMatch(/he is done editing/);
  });
});

// Damaged on holdout55 as it came out: a second "that" clause split off ("…on the executable.
// That updates can be delivered…"), a comparison cut from its main clause ("And just like it is
// better for your car to be driven. It is better…"), "if you copy and paste" split as two
// instructions, "but maybe that odd cup of tea" → "but that odd cup of tea" (an offer made firm),
// "pressured to hurry" → "pressured to".
describe('the holdout55 classes', () => {
  const TEXT =
    'The icons now live in a shared folder on the server. This means that they no longer need to be bundled with the installer, and that fixes can be delivered without a new version. And just like it is better for a bike to be ridden, it is better for a harp to be played often. Please make sure that if you copy and paste the code you do not copy the space after it. Again, no lunch is provided, but maybe the odd biscuit. Take your time and don’t feel pressured to hurry, which might cause a slip.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\. That fixes can/);
    expect(out).not.toMatch(/ridden\. It is better/);
    expect(out).not.toMatch(/if you copy\. Paste/);
    expect(out).not.toMatch(/but the odd biscuit/);
    expect(out).not.toMatch(/pressured to\.|pressured to,/);
  });
});

describe('still: "Maybe" before a clause is an opinion opener the confident tone drops', () => {
  it('"Maybe the new dashboard could help…" loses its "Maybe"', () => {
    expect(
      rewrite('Maybe the new dashboard could help the support team this spring.', 'confident', 8),
    ).toMatch(/^The new dashboard could help/);
  });
});
