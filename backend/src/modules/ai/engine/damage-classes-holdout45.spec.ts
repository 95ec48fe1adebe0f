import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// Found on the forty-fifth and forty-sixth held-out sets (holdout45, holdout46), read as they
// came out; rebuilt on other words, so the classes are held, not the texts. Each runs through the
// whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a "so" of purpose is no conclusion', () => {
  const TEXT =
    'The club stall at the summer fair needs our best jams and chutneys, so we can raise enough for the new kitchen. Please bring your jars to the hall by Friday.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /chutneys\. (?:Therefore|So|As a result|That means)/,
    );
  });
});

describe('"the more…, the more…" is one comparison, never two sentences', () => {
  const TEXT =
    'The longer the dough is proved, and the warmer the kitchen is kept, the lighter the crumb of the finished loaf. Our classes show you how to judge it by touch.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(
      /proved, and the warmer the kitchen is kept, the/,
    );
  });
});

describe('"failure to" and "the failure of" are no setback', () => {
  const TEXT =
    'Failure to clear the gutters before winter can lead to the failure of the downpipes and damp inside the walls. We clear and check gutters on any house up to three storeys.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/setbacks? (?:to|of)\b/i);
  });
});

describe('a possessive written "it\'s" before a noun stays as written', () => {
  const TEXT =
    "Version 2 of the tide-table app is out today. The project has reached the next stage of it's development, with offline charts for every harbour.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/it is development/i);
  });
});

// Grade 2 on both sets and earlier ones: "Plus, it was the right decision at the time." after a
// fee motion, "Plus, it was started by an electrical short." in a fire report.
describe('no "Plus," before what happened or what the writer made of it', () => {
  it.each([
    'The club raised its fees in 2019. They have stayed at that level since then. We kept the same walks and the same leaders. It was the right decision at the time.',
    'The mill reopened in spring after the fire. It stands by the river in the old town. It was started by a fault in the wiring of the drying room.',
  ])('%s', (text) => {
    for (const [tone, intensity] of [
      ['friendly', 8],
      ['balanced', 10],
    ] as const)
      expect(rewrite(text, tone, intensity)).not.toMatch(/(?:Plus|In addition), it was/);
  });
});

describe('still: the moves those guards leave alone', () => {
  it('a "so" of result still splits at the top of balanced', () => {
    expect(
      rewrite(
        'We will name the other speakers as they confirm. Remember that the car park is still closed for the resurfacing, so you can only reach the hall on foot from the high street.',
        'balanced',
        10,
      ),
    ).toMatch(/resurfacing\. Therefore, you can only reach/);
  });
  it('"difficult" is still "challenging" in the inspiring tone', () => {
    expect(
      rewrite(
        'It was a difficult winter in the workshop, and it taught us about the wood.',
        'inspiring',
        8,
      ),
    ).toMatch(/a challenging winter in the workshop/);
  });
  it('"it\'s" before an adjective is still written out in the professional register', () => {
    expect(
      rewrite(
        "The new release is ready, and it's stable on every device we tried.",
        'professional',
        3,
      ),
    ).toMatch(/it is stable/);
  });
});
