// The slow half of the tone tables' test (tables.spec.ts has the rest): every entry sets off on
// real text. It runs the engine over the dev corpus at every tone and intensity (about 40 s of CPU),
// so it lives in its own file, which the mutation check (jest.mutation.config.cjs) leaves out.
import { EMOTION_TONES, type EmotionTone } from '../../ai.types.js';
import { loadDevCorpus } from '../../testing/dev-corpus.js';
import { loadRealTexts } from '../../testing/real-texts.js';
import { rewriteWithBuiltinEngine } from '../builtin-engine.js';
import { TONES } from './index.js';

/**
 * Entries no dev-corpus text sets off but the specs' own texts do (a double hedge, an owned
 * apology, "Just following up"): kept because a spec holds their job; their example shows it.
 */
const FIRE_ON_SPEC_TEXTS = new Set(
  `
  balanced/double-hedges balanced/now-available balanced/reason-first calm/calm-words
  calm/double-hedges calm/help-if-needed calm/open-invitation calm/steady-apology
  calm/time-to-spare calm/unhurried-offer confident/ask-directly confident/comes-with
  confident/commit-modals confident/firm-instructions
  confident/instruction-split confident/not-again confident/owned-apology
  confident/participle-split confident/present-intent confident/rely-on confident/so-please
  confident/to-the-point empathetic/double-hedges
  empathetic/gentle-obligations empathetic/guess-as-hope empathetic/help-if-needed
  empathetic/sincere-sorry empathetic/suggestions
  empathetic/unhurried-offer empathetic/warm-invitation friendly/casual-phrases
  friendly/ask-nicely friendly/come-and-join friendly/double-hedges friendly/guess-as-hope
  friendly/has-got
  friendly/help-if-needed friendly/suggestions inspiring/brings-together
  inspiring/double-hedges inspiring/is-here inspiring/not-again persuasive/by-far
  persuasive/commit-modals persuasive/not-again persuasive/present-intent
  persuasive/reader-benefits persuasive/to-the-point persuasive/your-news
  professional/courteous-offer professional/courteous-questions professional/double-hedges
  professional/follow-up professional/help-if-needed professional/now-available
  professional/offers-feature professional/owned-apology professional/present-intent
  professional/so-please professional/suggestions urgent/instruction-split
  urgent/offer-as-call urgent/participle-split urgent/sharpen-requests
  urgent/so-please urgent/to-the-point urgent/no-apology persuasive/address-reader
  friendly/address-reader professional/comma-splices
  confident/firm-modals persuasive/firm-modals inspiring/firm-modals urgent/firm-modals
  confident/doubt-adverbs persuasive/doubt-adverbs professional/doubt-adverbs
  urgent/doubt-adverbs urgent/tight-timing friendly/just-the-price persuasive/just-the-price
  urgent/just-the-price
  `
    .trim()
    .split(/\s+/),
);

const entries = EMOTION_TONES.flatMap((tone) =>
  TONES[tone].rules.map((rule) => ({ tone, rule, key: `${tone}/${rule.id}` })),
);

describe('tone tables', () => {
  it('every entry fires at least once on the dev corpus', () => {
    const texts = [
      ...loadRealTexts('dev').map((entry) => ({ text: entry.text, useCase: undefined })),
      ...loadDevCorpus().map((entry) => ({ text: entry.text, useCase: entry.useCase })),
    ];
    const fired = new Set<string>();
    const run = (tone: EmotionTone, intensity: number, text: string, useCase?: string) => {
      const result = rewriteWithBuiltinEngine({
        text,
        emotion_tone: tone,
        intensity,
        ...(useCase ? { use_case: useCase as never } : {}),
      });
      for (const edit of result.edits)
        for (const id of edit.rule.split('+')) fired.add(`${tone}/${id}`);
    };
    for (const tone of EMOTION_TONES)
      for (const intensity of INTENSITIES)
        for (const { text, useCase } of texts) {
          run(tone, intensity, text);
          if (useCase) run(tone, intensity, text, useCase);
        }
    const silent = entries.filter(({ key }) => !fired.has(key)).map(({ key }) => key);
    expect(silent.filter((key) => !FIRE_ON_SPEC_TEXTS.has(key))).toEqual([]);
    // A kept entry that starts firing on the corpus leaves the list.
    expect([...FIRE_ON_SPEC_TEXTS].filter((key) => !silent.includes(key))).toEqual([]);
  });
});

const INTENSITIES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
