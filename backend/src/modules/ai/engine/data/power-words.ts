import type { PhraseTable } from './register.js';

/** Stronger, benefit-laden words for persuasive copy. */
export const POWER_WORDS: PhraseTable = {
  easy: 'effortless',
  easily: 'effortlessly',
  // "Easily more than 700 were there", "easily the best": "easily" means "without doubt" before a
  // comparison.
  ...Object.fromEntries(
    ['easily more', 'easily over', 'easily the', 'easily one'].map((phrase) => [phrase, phrase]),
  ),
  // "easy to overlook", "so easy to run to the big box stores": after "easy to" only what the
  // reader wants to do is effortless; anything else ("put off", "forget") is a risk and stays.
  'easy to': 'easy to',
  // "Pretty easy, right?": the writer's shrug, not a claim.
  'pretty easy': 'pretty easy',
  'easy one to': 'easy one to',
  ...Object.fromEntries(
    [
      'use',
      'set up',
      'install',
      'clean',
      'learn',
      'read',
      'follow',
      'order',
      'find',
      'start',
      'care for',
    ].map((verb) => [`easy to ${verb}`, `effortless to ${verb}`]),
  ),
  // "a good idea of how many guests": a rough notion, not a verdict.
  'good idea of': 'good idea of',
  // "useful" → "invaluable" claimed more than the author did; the stronger words stay honest.
  good: 'excellent',
  nice: 'great',
  // No "cheap" → "affordable": on real texts "cheap" was the writer's complaint ("a ridiculously
  // cheap £1", a rival's "cheap delivery at rates they can't sustain"), never their selling point.
  'save time': 'save valuable time',
  'reduce costs': 'cut costs',
  // "a lot" stays: "a great deal" is stiffer in a chatty post, not stronger.
  // No "works well" → "delivers": "that works well for my kids" says it suits them, and
  // "delivers" is ad-speak that says another thing.
};
