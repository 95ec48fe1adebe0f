import { analyzeLyrics } from '../analysis/analyze-lyrics.js';
import { EMOTION_WORDS } from '../analysis/emotion-lexicon.js';
import { pronounce } from '../analysis/phonetics.js';
import { wordsOf } from '../analysis/line-analysis.js';
import type { TargetEmotion } from '../options.js';
import { craftAnswer, isSongQuestion } from './craft-answer.js';
import { findRhymes } from './rhyme-finder.js';

export interface AssistantAnswer {
  response: string;
  rhymes: ReturnType<typeof findRhymes> | null;
  /** Answered from the pronouncing dictionary (rhymes, syllables): no model needed. */
  fromDictionary: boolean;
}

/** Eight of the emotion's words with different stems (not rise, rising, risen). */
function distinctImages(target: TargetEmotion): string {
  const seen = new Set<string>();
  return EMOTION_WORDS[target]
    .filter((word) => {
      const stem = word.slice(0, 4);
      if (seen.has(stem)) return false;
      seen.add(stem);
      return true;
    })
    .slice(0, 8)
    .join(', ');
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
  requestedScheme = 'ABAB',
): AssistantAnswer {
  const scheme = /^[A-Z]+$/.test(requestedScheme) ? requestedScheme : 'ABAB';
  const rhymeAsk = RHYME_ASK.exec(message);
  if (rhymeAsk) {
    const rhymes = findRhymes(rhymeAsk[1]);
    const list = (words: string[]) => (words.length ? words.join(', ') : 'none in the dictionary');
    return {
      response: `"${rhymes.word}" (${rhymes.syllables} syllable${rhymes.syllables === 1 ? '' : 's'}). Perfect rhymes: ${list(rhymes.perfect)}. Slant rhymes: ${list(rhymes.slant)}.`,
      rhymes,
      fromDictionary: true,
    };
  }
  const syllableAsk = SYLLABLE_ASK.exec(message);
  if (syllableAsk) {
    // "my last line" means the lyric's last sung line, not those three words.
    const lastLine = /\blast line\b/i.test(syllableAsk[1])
      ? analyzeLyrics(lyrics).lines.at(-1)?.text
      : undefined;
    const words = wordsOf(lastLine ?? syllableAsk[1]);
    const counts = words.map((word) => `${word} ${pronounce(word).syllables}`);
    const total = words.reduce((sum, word) => sum + pronounce(word).syllables, 0);
    const subject = lastLine ? `"${lastLine}": ` : '';
    return {
      response: words.length
        ? `${subject}${total} syllable${total === 1 ? '' : 's'} (${counts.join(', ')}).`
        : 'Which word or line should I count?',
      rhymes: null,
      fromDictionary: true,
    };
  }
  const analysis = lyrics.trim() ? analyzeLyrics(lyrics, { target_emotion: target }) : undefined;
  // A question about this song is answered from its analysis, not with rhymes for the last word.
  const answer = analysis && isSongQuestion(message) ? craftAnswer(message, analysis) : undefined;
  if (answer) return { response: answer, rhymes: null, fromDictionary: false };
  const images = distinctImages(target);
  const article = /^[aeiou]/.test(target) ? 'an' : 'a';
  const section = analysis?.sections.at(-1);
  if (analysis && section) {
    // Where the next line falls in the requested scheme, and which earlier line it answers.
    const position = section.line_count % scheme.length;
    const groupStart = section.first_line + section.line_count - position;
    const partnerOffset = scheme.slice(0, position).indexOf(scheme[position]);
    const partner = partnerOffset >= 0 ? analysis.lines[groupStart + partnerOffset] : undefined;
    const rhymes = partner ? findRhymes(partner.end_word, 10) : null;
    const ending = partner
      ? `end on a rhyme for "${partner.end_word}" — ${(rhymes!.perfect.length ? rhymes!.perfect : rhymes!.slant).slice(0, 8).join(', ')}`
      : `start a new rhyme sound (letter ${scheme[position]} of ${scheme})`;
    return {
      response: `Next line: aim for about ${section.syllable_target} syllables (${section.label} sits there) and ${ending}. For ${article} ${target} feel, images like ${images}.`,
      rhymes,
      fromDictionary: false,
    };
  }
  return {
    response: `Write a first line and I can help with the next one. Ask "rhymes for <word>" or "syllables in <line>". For ${article} ${target} song, try images like ${images}.`,
    rhymes: null,
    fromDictionary: false,
  };
}
