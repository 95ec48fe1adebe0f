import type { EmotionTone } from '../../../ai/ai.types.js';
import type { AiService } from '../../../ai/ai.service.js';
import { countWords } from '../../../ai/ai.text.js';
import { removeFillers, removeIntensifiers } from '../../../ai/ai.engine.js';
import { SHORTER } from '../../command-chat/intent/intent-vocabulary.js';
import { replaceSentence, type SentenceSpan } from '../sentence-scope.js';
import { aTone } from '../tone-name.js';
import { BUILTIN_INTRO } from './analysis-replies.js';
import type { BuiltinAnswer } from './builtin-chat.js';

const ORDINAL_NAMES = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
];
const nameOf = (index: number, count: number) =>
  index === count - 1 && index > 0 ? 'last' : (ORDINAL_NAMES[index] ?? `${index + 1}th`);

/** "warmer and shorter": the engine's tone pass, then fillers and intensifiers cut. */
function shortened(sentence: string): string {
  const cut = removeIntensifiers(removeFillers(sentence))
    .replace(/\s{2,}/g, ' ')
    .trim();
  return countWords(cut) < countWords(sentence) ? cut : sentence;
}

/**
 * "Make the second sentence warmer and shorter": only that sentence is rewritten (the engine in
 * the tone asked, then shortened when asked), and every other character of the text is kept.
 */
export async function sentenceRewrite(
  ai: AiService,
  message: string,
  text: string,
  spans: readonly SentenceSpan[],
  index: number,
  tone: EmotionTone,
  toneAsked: boolean,
): Promise<BuiltinAnswer> {
  const span = spans[index];
  const name = nameOf(index, spans.length);
  let sentence = span.text;
  if (toneAsked) {
    const result = await ai.rewriteWithBuiltin({
      text: sentence,
      emotion_tone: tone,
      intensity: 6,
      output_format: 'plain',
      use_case: 'general',
    });
    // One sentence in, one sentence out: a frame line the engine adds is not part of it.
    if (result.change_level !== 'unchanged' && !/\n/.test(result.enhanced_text.trim()))
      sentence = result.enhanced_text.trim();
  }
  if (SHORTER.test(message.toLowerCase())) sentence = shortened(sentence);
  const input = countWords(text);
  if (sentence === span.text) {
    return {
      response: `${BUILTIN_INTRO}: I found nothing I could change safely in the ${name} sentence ("${span.text}"), so your text stays as it is.`,
      suggestions: ['Give me feedback'],
      enhanced_text: null,
      quality_score: null,
      input_quality_score: null,
    };
  }
  const output = replaceSentence(text, span, sentence);
  const scored = await ai.scoreRewrite(text, output, { text, emotion_tone: tone, intensity: 6 });
  const what = [
    toneAsked ? `in ${aTone(tone)}` : '',
    countWords(sentence) < countWords(span.text) ? 'shorter' : '',
  ]
    .filter(Boolean)
    .join(', ');
  return {
    response: [
      `${BUILTIN_INTRO}: I changed only the ${name} sentence${what ? ` (${what})` : ''}; every other sentence is as you wrote it.`,
      '',
      `Before: "${span.text}"`,
      `After: "${sentence}"`,
      '',
      output,
    ].join('\n'),
    suggestions: ['Make it shorter', 'Give me feedback'],
    enhanced_text: output,
    quality_score: scored.quality_score,
    input_quality_score: scored.input_quality_score,
    rewrite: {
      unchanged: false,
      quality_breakdown: null,
      word_count: countWords(output),
      input_word_count: input,
      reason: `Changed only the ${name} sentence.`,
    },
  };
}
