import { analyzeLyrics } from '../analysis/analyze-lyrics.js';
import { EMOTION_WORDS } from '../analysis/emotion-lexicon.js';
import { pronounce } from '../analysis/phonetics.js';
import { wordsOf } from '../analysis/line-analysis.js';
import type { TargetEmotion } from '../options.js';
import { findRhymes } from './rhyme-finder.js';

export interface AssistantAnswer {
  response: string;
  rhymes: ReturnType<typeof findRhymes> | null;
}

const RHYME_ASK = /\brhym\w*\s+(?:for|with|to)?\s*["'“]?([a-z']+)/i;
const SYLLABLE_ASK = /\bsyllables?\b(?:\s+(?:in|of|does|for))?\s*["'“]?([^"'”?]+)/i;

/**
 * The built-in creative assistant: answers what the dictionary can answer (rhymes for a word,
 * syllables in a word or line) and helps with the next line from the lyric's own shape. It does
 * not invent lines; it says what would fit.
 */
export function builtinAssistant(
  message: string,
  lyrics = '',
  target: TargetEmotion = 'inspiring',
): AssistantAnswer {
  const rhymeAsk = RHYME_ASK.exec(message);
  if (rhymeAsk) {
    const rhymes = findRhymes(rhymeAsk[1]);
    const list = (words: string[]) => (words.length ? words.join(', ') : 'none in the dictionary');
    return {
      response: `"${rhymes.word}" (${rhymes.syllables} syllable${rhymes.syllables === 1 ? '' : 's'}). Perfect rhymes: ${list(rhymes.perfect)}. Slant rhymes: ${list(rhymes.slant)}.`,
      rhymes,
    };
  }
  const syllableAsk = SYLLABLE_ASK.exec(message);
  if (syllableAsk) {
    const words = wordsOf(syllableAsk[1]);
    const counts = words.map((word) => `${word} ${pronounce(word).syllables}`);
    const total = words.reduce((sum, word) => sum + pronounce(word).syllables, 0);
    return {
      response: words.length
        ? `${total} syllable${total === 1 ? '' : 's'} (${counts.join(', ')}).`
        : 'Which word or line should I count?',
      rhymes: null,
    };
  }
  const analysis = lyrics.trim() ? analyzeLyrics(lyrics, { target_emotion: target }) : undefined;
  const last = analysis?.lines.at(-1);
  const images = EMOTION_WORDS[target].slice(0, 8).join(', ');
  if (analysis && last) {
    const section = analysis.sections.at(-1)!;
    const letters = section.rhyme_scheme;
    const partner =
      letters.length >= 1 && letters.length % 2 === 1
        ? analysis.lines[section.first_line + letters.length - 1]
        : undefined;
    const rhymeWith = partner ?? analysis.lines[Math.max(section.first_line, last.index - 1)];
    const rhymes = findRhymes(rhymeWith.end_word, 10);
    return {
      response: `Next line: aim for about ${section.syllable_target} syllables (${section.label} sits there) and end on a rhyme for "${rhymeWith.end_word}" — ${rhymes.perfect.slice(0, 8).join(', ') || rhymes.slant.slice(0, 8).join(', ')}. For a ${target} feel, images like ${images}.`,
      rhymes,
    };
  }
  return {
    response: `Write a first line and I can help with the next one. Ask "rhymes for <word>" or "syllables in <line>". For a ${target} song, try images like ${images}.`,
    rhymes: null,
  };
}
