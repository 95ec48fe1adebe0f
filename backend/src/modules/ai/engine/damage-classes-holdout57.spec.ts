import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// Found on the fifty-seventh held-out set and after (holdout57–), read as they came out, and the
// grade-2 families read against all their uses in the corpus; rebuilt on other words, so the
// classes are held, not the texts.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;
const PERSUASIVE = [7, 8, 10] as const;

// Grade 2 in 5 of 5 uses of feature-for-need: a stock clause hung on a feature ("…double top
// zipper, so it fits around what you need", "…in full working order, so you can make it work for
// you" on a public defibrillator). Its twin for services never fired on a real text.
describe('no stock need-line after a feature or a service', () => {
  const TEXT =
    'The tote is made from waxed cotton. It has a rain cover and two side pockets. We help small shops manage their stock.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /fits around what you need|in the way that suits you|make it work for you|adapts to the way|one less thing|focus on what matters|on your own/,
    );
  });
});

// Grade 2 in 6 of 16 uses of benefits: "With the meal, you get pancakes", "With the sale, you get
// books", "With the main categories, you get vegetables" in event notices and news, "With this
// shop, you get a small window of five minutes…" on a limit.
describe('"With …, you get" only for what the writer offers, never on a limit', () => {
  it.each([
    [
      'Join us at the village hall on Saturday 4 May for our spring lunch. The lunch includes soup, bread and a slice of cake.',
      /With the lunch, you get/,
    ],
    [
      'The show is at the rec on Saturday 9 August. The main classes include vegetables, flowers and baking.',
      /With the main classes, you get/,
    ],
    [
      'Our online shop holds your basket while you pay. This shop has a short window of ten minutes in which you can pay.',
      /you get a short window/,
    ],
  ])('%s', (text, made) => {
    for (const intensity of PERSUASIVE)
      expect(rewrite(text, 'persuasive', intensity)).not.toMatch(made);
  });
});

describe('still: "With …, you get" on what a product page or the writer offers', () => {
  it.each([
    [
      'Our soaps are made by hand in small batches. Our scented soaps have a strong and lasting scent. Each bar weighs 100 g and costs £5.',
      /With our scented soaps, you get a strong and lasting scent/,
    ],
    [
      'We mow lawns across the valley. Our basic plan includes weekly mowing and edging from April to October.',
      /With our basic plan, you get weekly mowing/,
    ],
  ])('%s', (text, made) => {
    expect(rewrite(text, 'persuasive', 8)).toMatch(made);
  });
});
