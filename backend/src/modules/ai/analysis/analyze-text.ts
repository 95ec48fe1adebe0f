import type { TextAnalysis } from '../ai.types.js';
import { parseText, type ParsedText } from './features/parse-text.js';
import { round } from './math.js';
import { readabilityOf } from './readability.js';
import { dominantToneOf, toneScores } from './tone-scores.js';

function countCharacters(text: string): number {
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    // A surrogate pair is one character; count only its high half.
    if (code < 0xdc00 || code > 0xdfff) count++;
  }
  return count;
}

export function analysisOf(parsed: ParsedText): TextAnalysis {
  const { totals } = parsed;
  const scores = toneScores(totals);
  const toneProfile = {} as TextAnalysis['tone_profile'];
  for (const [tone, score] of Object.entries(scores) as [keyof typeof scores, number][]) {
    toneProfile[tone] = round(score, 3);
  }
  return {
    word_count: totals.words,
    sentence_count: totals.sentences,
    character_count: countCharacters(parsed.text),
    readability: readabilityOf(totals),
    tone_profile: toneProfile,
    dominant_tone: dominantToneOf(toneProfile),
    passive_sentences: totals.passiveSentences,
    hedges: totals.hedgeCount,
    long_sentences: totals.longSentences,
    exclamations: totals.exclamationMarks,
    sentiment: round(totals.sentiment, 3),
  };
}

/**
 * Counts, readability, tone profile and style signals of a plain text. Words include numbers,
 * URLs, e-mails, @mentions and #hashtags; `exclamations` counts runs of "!" ("!!!" is one).
 */
export function analyzeText(text: string): TextAnalysis {
  return analysisOf(parseText(text));
}
