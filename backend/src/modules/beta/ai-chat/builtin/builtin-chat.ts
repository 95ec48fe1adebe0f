import { aTone } from '../tone-name.js';
import type { EmotionTone, QualityBreakdown } from '../../../ai/ai.types.js';
import type { AiService } from '../../../ai/ai.service.js';
import { countWords } from '../../../ai/ai.text.js';
import { SHORTER } from '../../command-chat/intent/intent-vocabulary.js';
import type { ChatMode } from '../ai-chat.dto.js';
import { toneNamedIn } from '../chat-subject.js';
import { adviceReply, askForText, BUILTIN_INTRO, feedbackReply } from './analysis-replies.js';
import { messageIntent } from '../message-intent.js';
import { OFFLINE_LIMIT, questionReply } from './question-reply.js';
import { brainstormReply } from './brainstorm.js';
import { sentenceNamedIn, sentenceSpans } from '../sentence-scope.js';
import { sentenceRewrite } from './sentence-rewrite.js';

export interface BuiltinAnswer {
  response: string;
  suggestions: string[];
  enhanced_text: string | null;
  quality_score: number | null;
  input_quality_score: number | null;
  /** Set when the answer was a rewrite (changed or not): what its charge and record need. */
  rewrite?: {
    unchanged: boolean;
    /** Null when only part of the text was rewritten (one sentence) and the whole was scored. */
    quality_breakdown: QualityBreakdown | null;
    word_count: number;
    input_word_count: number;
    reason: string;
  };
}

const MORE = /\b(?:more|much|very|really|stronger|extra)\b/i;
const TARGET = /\b(\d{2,4})\s*words?\b/i;
const MIN_TEXT = 10;
/** "How can I make it…", "how do I improve…": advice on the text, not a question to answer. */
const IMPROVE = /\b(?:make|improve|fix|strengthen|tighten|better|shorten|rewrite)\b/i;
/** A request for ideas the brainstorm answers, whatever the mode. */
const IDEAS =
  /\b(?:hooks?|headlines?|titles?|taglines?|ideas?|brainstorm|calls? to action|ctas?)\b/i;
/** Work the engine cannot do without a model. */
const OUT_OF_REACH =
  /^(?:please\s+)?(?:translate|explain|summari[sz]e|fact[- ]check|research|search|find)\b|\b(?:translate|in (?:french|german|spanish|italian|portuguese|dutch|japanese|chinese))\b/i;

/** A question to answer (not one asking how to move the text toward a tone: that is advice). */
export const isQuestionToAnswer = (message: string) =>
  messageIntent(message) === 'question' && !toneNamedIn(message) && !IMPROVE.test(message);

/** Brainstorm mode, or a request for hooks, headlines or ideas in any mode: the brainstorm answers. */
export const asksForIdeas = (mode: ChatMode, message: string) =>
  mode === 'brainstorm' || (messageIntent(message) === 'request' && IDEAS.test(message));

const plain = (reply: { response: string; suggestions: string[] }): BuiltinAnswer => ({
  ...reply,
  enhanced_text: null,
  quality_score: null,
  input_quality_score: null,
});

/** The target a message asks for: "in 80 words", or "shorter" (about 70% of the text). */
function targetOf(message: string, subject: string): number | undefined {
  const named = TARGET.exec(message);
  if (named) return Math.min(1000, Math.max(25, Number(named[1])));
  if (SHORTER.test(message.toLowerCase()))
    return Math.max(25, Math.round((countWords(subject) * 0.7) / 5) * 5);
  return undefined;
}

/**
 * The built-in assistant: every mode answered from the app's own engine and analysis, and it
 * says it is the built-in assistant. It never pretends to understand a free-form question.
 */
export async function builtinAnswer(
  ai: AiService,
  mode: ChatMode,
  message: string,
  subject: string | undefined,
  preferred: EmotionTone,
  note?: string,
): Promise<BuiltinAnswer> {
  const tone = toneNamedIn(message) ?? preferred;
  const intent = messageIntent(message);
  // A question is answered; one asking how to move the text toward a tone is the advice below.
  if (isQuestionToAnswer(message)) return plain(questionReply(message, subject));
  if (mode === 'brainstorm' || asksForIdeas(mode, message))
    return plain(brainstormReply(subject ?? message, tone, message));
  if (intent === 'request' && OUT_OF_REACH.test(message))
    return plain({ response: `${BUILTIN_INTRO}. ${OFFLINE_LIMIT}`, suggestions: [] });
  if (!subject || subject.trim().length < MIN_TEXT) return plain(askForText(mode, tone));
  if (mode === 'feedback') {
    // "How can I make it more confident?" asks for advice toward that tone.
    return plain(toneNamedIn(message) ? adviceReply(subject, tone) : feedbackReply(subject));
  }
  if (mode === 'advice') return plain(adviceReply(subject, tone));

  // "Make the second sentence warmer and shorter": that sentence and nothing else.
  const spans = sentenceSpans(subject);
  const named = spans.length >= 2 ? sentenceNamedIn(message, spans.length) : undefined;
  if (named !== undefined)
    return sentenceRewrite(
      ai,
      message,
      subject,
      spans,
      named,
      tone,
      toneNamedIn(message) !== undefined,
    );

  const target = targetOf(message, subject);
  const result = await ai.rewriteWithBuiltin(
    {
      text: subject,
      emotion_tone: tone,
      intensity: MORE.test(message) ? 7 : 6,
      output_format: 'plain',
      ...(target ? { target_word_count: target } : {}),
    },
    note,
  );
  const advice = result.advice.slice(0, 2).map((item) => `• "${item.sentence}": ${item.message}.`);
  const unchanged = result.change_level === 'unchanged';
  // Nothing changed: say so once and offer no "new" version of the same text.
  const response = [
    unchanged
      ? `${BUILTIN_INTRO}: I found nothing I could change safely toward ${aTone(tone)}, so your text stays as it is.`
      : `${BUILTIN_INTRO}: a light rewrite in ${aTone(tone)} (quality ${result.quality_score.toFixed(1)} / 10; your text ${result.input_quality_score.toFixed(1)}).`,
    ...(unchanged ? [] : ['', result.enhanced_text, '', result.change_note]),
    ...(advice.length ? ['', 'What you could change yourself:', ...advice] : []),
  ].join('\n');
  const others = (['confident', 'friendly', 'persuasive', 'calm'] as const).filter(
    (t) => t !== tone,
  );
  return {
    response,
    suggestions: ['Make it shorter', ...others.slice(0, 2).map((t) => `Make it more ${t}`)],
    enhanced_text: unchanged ? null : result.enhanced_text,
    quality_score: result.quality_score,
    input_quality_score: result.input_quality_score,
    rewrite: {
      unchanged,
      quality_breakdown: result.quality_breakdown,
      word_count: result.word_count,
      input_word_count: result.analysis.input.word_count,
      reason: result.change_note,
    },
  };
}
