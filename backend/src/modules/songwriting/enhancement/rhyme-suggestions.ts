import type { AnalyzedLine, LyricAnalysis } from '../analysis/analysis.types.js';
import { pronounce } from '../analysis/phonetics.js';
import { rhymeBetween } from '../analysis/rhyme.js';
import { findRhymes } from '../chat/rhyme-finder.js';
import { swapKeepsGrammar } from './swap-check.js';

/** A replacement the writer may accept for a line whose rhyme is weak or broken; never applied. */
export interface RhymeSuggestion {
  line: number;
  before: string;
  after: string;
  /** The line's last word now, its replacement, and the line it should rhyme with. */
  end_word: string;
  replacement: string;
  rhymes_with: number;
  reason: string;
}

const PER_LINE = 3;
const stressOf = (word: string) => pronounce(word).stress.replace(/2/g, '1');

/** The earlier line the requested scheme pairs this one with, within its section. */
function schemePartner(
  analysis: LyricAnalysis,
  line: AnalyzedLine,
  scheme: string,
): AnalyzedLine | undefined {
  const section = analysis.sections.find(
    (s) => line.index >= s.first_line && line.index < s.first_line + s.line_count,
  );
  if (!section || !/^[A-Z]+$/.test(scheme)) return undefined;
  const offset = line.index - section.first_line;
  const position = offset % scheme.length;
  const partner = scheme.slice(0, position).indexOf(scheme[position]);
  return partner >= 0 ? analysis.lines[line.index - position + partner] : undefined;
}

/**
 * Line by line, replacements for a last word that does not rhyme where the scheme asks for a
 * rhyme, or only slant-rhymes: perfect rhymes for the partner line's end word from the CMU
 * dictionary with the same syllable count and stress pattern, the same part of speech in the
 * line, and not already ending another line. Each is a suggestion the writer accepts or not.
 */
export function rhymeSuggestions(analysis: LyricAnalysis, scheme: string): RhymeSuggestion[] {
  const endings = new Set(analysis.lines.map((line) => line.end_word));
  const suggestions: RhymeSuggestion[] = [];
  for (const line of analysis.lines) {
    const partner = schemePartner(analysis, line, scheme);
    if (!partner || !line.end_word || !partner.end_word) continue;
    const kind = rhymeBetween(partner.end_word, line.end_word);
    if (kind === 'perfect' || kind === 'identical') continue;
    const sound = pronounce(line.end_word);
    const candidates = findRhymes(partner.end_word, 80).perfect.filter(
      (word) =>
        !endings.has(word) &&
        pronounce(word).syllables === sound.syllables &&
        stressOf(word) === stressOf(line.end_word),
    );
    const at = line.text.toLowerCase().lastIndexOf(line.end_word);
    if (at < 0) continue;
    let offered = 0;
    for (const word of candidates) {
      if (offered === PER_LINE) break;
      const original = line.text.slice(at, at + line.end_word.length);
      const replacement = /^[A-Z]/.test(original) ? word[0].toUpperCase() + word.slice(1) : word;
      const after = `${line.text.slice(0, at)}${replacement}${line.text.slice(at + line.end_word.length)}`;
      if (!swapKeepsGrammar(line.text, after, line.end_word, word)) continue;
      suggestions.push({
        line: line.index,
        before: line.text,
        after,
        end_word: line.end_word,
        replacement: word,
        rhymes_with: partner.index,
        reason: `"${line.end_word}" ${kind === 'slant' ? 'only slant-rhymes' : 'does not rhyme'} with "${partner.end_word}"; "${word}" rhymes perfectly with the same ${sound.syllables} syllable${sound.syllables === 1 ? '' : 's'} and stress (${stressOf(word)}).`,
      });
      offered += 1;
    }
  }
  return suggestions;
}
