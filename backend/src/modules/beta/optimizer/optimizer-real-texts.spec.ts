import { readFileSync } from 'node:fs';
import nlp from 'compromise';
import { rewriteWithBuiltinEngine } from '../../ai/ai.engine.js';
import { toPlainText } from '../../ai/ai.text.js';
import { holdToLimits } from './output-limits.js';
import { checkPlatform, countsOf } from './platform-checks.js';
import { PLATFORMS } from './platforms.js';
import { targetWordsFor } from './optimizer.service.js';

interface RealText {
  id: string;
  kind: string;
  source_url: string;
  text: string;
}

// Published texts with their source addresses (backend/src/eval/real-texts): the first two of
// each of the ten kinds, so every kind of text meets every platform.
const ALL = JSON.parse(
  readFileSync(new URL('../../../eval/real-texts/real-texts.json', import.meta.url), 'utf8'),
) as RealText[];
const TEXTS = [...new Set(ALL.map((text) => text.kind))].flatMap((kind) =>
  ALL.filter((text) => text.kind === kind).slice(0, 2),
);

const STOCK_LINES = [/Let['’]s talk about/i, /What would change for you if you tried this\?/i];

/** A paragraph break right after an abbreviation's full stop ("U.S.⏎⏎Steel", "Dr.⏎⏎Patel"). */
const SPLIT_ABBREVIATION =
  /(?:\b(?:\p{L}\.){2,}|\b(?:Mr|Mrs|Ms|Dr|Prof|St|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec|Inc|Ltd|No|vs)\.)\n/u;

/** "#Helps", "#Requires", "#Intermittent": a one-word tag the text uses as a verb or adjective. */
function readAsVerbOrAdjective(input: string, tag: string): boolean {
  if (/^#\p{Lu}[\p{Ll}\p{N}]*\p{Lu}/u.test(tag)) return false;
  const word = tag.slice(1).toLowerCase();
  const uses = nlp(input)
    .terms()
    .json()
    .map((term: { terms: { normal: string; tags: string[] }[] }) => term.terms[0])
    .filter((term: { normal: string }) => term.normal === word);
  return (
    uses.length > 0 &&
    uses.every((term: { tags: string[] }) =>
      term.tags.some((t) => t === 'Verb' || t === 'Adjective'),
    )
  );
}

function optimize(text: string, platform: (typeof PLATFORMS)[number]) {
  const target = targetWordsFor(platform, text);
  const output = rewriteWithBuiltinEngine({
    text,
    emotion_tone: 'professional',
    intensity: 5,
    use_case: platform.use_case,
    output_format: 'plain',
    ...(target ? { target_word_count: target } : {}),
  }).plainText;
  return holdToLimits(toPlainText(text), toPlainText(output), platform.limits, platform.name);
}

describe('the optimizer on 20 published texts × 9 platforms (issue 32)', () => {
  it('uses 20 texts of 10 kinds, each with its source', () => {
    expect(TEXTS).toHaveLength(20);
    for (const text of TEXTS) expect(text.source_url).toMatch(/^https?:\/\//);
  });

  it('never breaks a paragraph inside an abbreviation ("Dr.⏎⏎Patel", "Jan.⏎⏎2027")', () => {
    const text =
      'We met Dr. Patel at 9 a.m. on Monday. She showed the new scanner to the team. It cuts the wait from 3 weeks to 4 days. Bookings open in Jan. 2027.';
    for (const intensity of [4, 8]) {
      const output = rewriteWithBuiltinEngine({
        text,
        emotion_tone: 'friendly',
        intensity,
        use_case: 'linkedin-post',
      }).plainText;
      expect(output).toContain('Dr. Patel');
      expect(output).toContain('Jan. 2027');
    }
  });

  for (const platform of PLATFORMS) {
    it(`${platform.name}: a check the text passed never fails after optimizing; hard limits hold; no stock lines`, () => {
      for (const text of TEXTS) {
        const input = toPlainText(text.text);
        const before = checkPlatform(input, platform.limits);
        const fitted = optimize(text.text, platform);
        const after = checkPlatform(fitted.text, platform.limits);
        const lost = before
          .filter((check) => check.passed)
          .filter((check) => !after.find((a) => a.rule === check.rule)?.passed)
          .map((check) => check.rule);
        const over =
          platform.limits.max_characters !== null &&
          countsOf(fitted.text, platform.limits).characters > platform.limits.max_characters;
        const stock = STOCK_LINES.filter((line) => line.test(fitted.text) && !line.test(input)).map(
          String,
        );
        // Every hashtag added is one of the text's phrases, written together ("#GaryPlant").
        const letters = input.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
        const strayTags = (fitted.text.match(/#[\p{L}\p{N}_]+/gu) ?? []).filter(
          (tag) =>
            !input.includes(tag) &&
            (!letters.includes(tag.slice(1).toLowerCase()) || readAsVerbOrAdjective(input, tag)),
        );
        const split = SPLIT_ABBREVIATION.test(fitted.text);
        expect({ id: text.id, lost, over, stock, split, strayTags }).toEqual({
          id: text.id,
          lost: [],
          over: false,
          stock: [],
          split: false,
          strayTags: [],
        });
      }
    });
  }
});
