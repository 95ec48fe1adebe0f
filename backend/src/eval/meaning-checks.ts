import { words } from '../modules/ai/testing/text-checks.js';

// Facts a reader would miss, found with plain patterns (independent of the engine's guardrails).
const FACT =
  /https?:\/\/[^\s)>\]]+[^\s)>\].,;:!?]|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|[@#][\p{L}\p{N}_]+|\p{Sc}?\d[\d.,:/%]*\d%?|\p{Sc}?\d%?/gu;

const STOP = new Set(
  'about above after again against their there these those which while would could should other being because before where every under'.split(
    ' ',
  ),
);

/** Numbers, amounts, URLs, e-mail addresses, mentions and hashtags of a text. */
export const factsOf = (text: string) => [...new Set(text.match(FACT) ?? [])];

/** The input's facts the output no longer contains verbatim. */
export const lostFacts = (input: string, output: string) =>
  factsOf(input).filter((fact) => !output.includes(fact));

/** Share of the input's content words (5+ letters) still in the output: 1 = all kept. */
export function contentRecall(input: string, output: string): number {
  const content = (text: string) =>
    new Set(
      words(text)
        .map((word) => word.toLowerCase())
        .filter((word) => word.length >= 5 && !STOP.has(word)),
    );
  const before = content(input);
  if (before.size === 0) return 1;
  const after = content(output);
  let kept = 0;
  for (const word of before) if (after.has(word)) kept++;
  return kept / before.size;
}
