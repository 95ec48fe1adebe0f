import type { LyricAnalysis } from '../analysis/analysis.types.js';
import { CLICHE_REPLACEMENTS } from '../analysis/cliches.js';
import { IMAGE_SWAPS } from '../analysis/emotion-lexicon.js';
import { wordsOf } from '../analysis/line-analysis.js';
import { METER_TOLERANCE } from '../analysis/analyze-lyrics.js';
import { pronounce } from '../analysis/phonetics.js';
import type { TargetEmotion } from '../options.js';
import { swapKeepsGrammar } from './swap-check.js';

export interface LineChange {
  line: number;
  before: string;
  after: string;
  reason: string;
}

const matchCase = (original: string, replacement: string) =>
  /^[A-Z]/.test(original) ? replacement[0].toUpperCase() + replacement.slice(1) : replacement;
const syllablesOf = (text: string) =>
  wordsOf(text).reduce((sum, word) => sum + pronounce(word).syllables, 0);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The built-in engine: word choice and imagery, line by line. It swaps stock phrases for fresh
 * images and inner words for ones that carry the target emotion; the last word of a line never
 * changes (so every rhyme stays), and a line is only changed when its syllable count stays
 * within ±2. `boost` (the feedback loop) allows a second swap per line; `onlyLines` limits a
 * light touch to the lines the analysis flagged.
 */
export function rewriteWithBuiltinEngine(
  lyrics: string,
  analysis: LyricAnalysis,
  target: TargetEmotion,
  options: { boost?: boolean; onlyLines?: ReadonlySet<number> } = {},
): { lyrics: string; changes: LineChange[] } {
  const sourceLines = lyrics.split(/\r?\n/);
  const changes: LineChange[] = [];
  const perLine = options.boost ? 2 : 1;
  for (const line of analysis.lines) {
    if (options.onlyLines && !options.onlyLines.has(line.index)) continue;
    let text = line.text;
    const reasons: string[] = [];
    for (const [phrase, options] of Object.entries(CLICHE_REPLACEMENTS)) {
      const replacement = options[target];
      const pattern = new RegExp(`\\b${escape(phrase)}\\b`, 'i');
      if (replacement && pattern.test(text)) {
        text = text.replace(pattern, (found) => matchCase(found, replacement));
        reasons.push(`"${phrase}" → "${replacement}" (fresh image instead of a stock phrase)`);
      }
    }
    const words = text.split(/(\s+)/);
    const lastWordAt = words.findLastIndex((token) => /[a-z]/i.test(token));
    const counts = new Map<string, number>();
    for (const word of wordsOf(text)) counts.set(word, (counts.get(word) ?? 0) + 1);
    let swaps = 0;
    for (let index = 0; index < lastWordAt && swaps < perLine; index += 1) {
      const token = words[index];
      const core = token.replace(/^[^a-z']+|[^a-z']+$/gi, '');
      const replacement = IMAGE_SWAPS[core.toLowerCase()]?.[target];
      // A word sung twice in the line is a hook device ("hold on, hold on"): left alone.
      if (
        !replacement ||
        replacement === core.toLowerCase() ||
        (counts.get(core.toLowerCase()) ?? 0) > 1
      )
        continue;
      const swapped = token.replace(core, matchCase(core, replacement));
      const before = words.join('');
      const after = [...words.slice(0, index), swapped, ...words.slice(index + 1)].join('');
      // Replacement phrases ("with you") are not single words to tag; their table entries are safe.
      if (!replacement.includes(' ') && !swapKeepsGrammar(before, after, core, replacement))
        continue;
      words[index] = swapped;
      reasons.push(`"${core}" → "${matchCase(core, replacement)}" (toward ${target})`);
      swaps += 1;
    }
    text = words.join('');
    if (text === line.text) continue;
    // Checked line by line: a change that would move the melody is not applied.
    if (Math.abs(syllablesOf(text) - line.syllables) > METER_TOLERANCE) continue;
    if (wordsOf(text).at(-1) !== line.end_word) continue;
    const raw = sourceLines[line.source_line];
    sourceLines[line.source_line] = raw.replace(line.text, text);
    changes.push({ line: line.index, before: line.text, after: text, reason: reasons.join('; ') });
  }
  return { lyrics: sourceLines.join('\n'), changes };
}
