import type { RewriteRequest } from '../ai.types.js';
import {
  AiInputError,
  EMOTION_TONES,
  LANGUAGES,
  MULTILINGUAL_LANGUAGES,
  OUTPUT_FORMATS,
  PERSONA_PROFILES,
  USE_CASES,
} from '../ai.types.js';

/** The shortest text worth rewriting, counted after trimming. */
export const MIN_INPUT_CHARS = 10;

const MAX_LOCKED_TERMS = 50;
const MAX_TARGET_WORDS = 5_000;
const KNOWN_LANGUAGES = new Set<string>([...LANGUAGES, ...MULTILINGUAL_LANGUAGES]);

const oneOf = (values: readonly string[], value: unknown) =>
  typeof value === 'string' && values.includes(value);

/** The request checks every engine shares; the messages are the ones people see. */
export function validateRewriteRequest(request: RewriteRequest, maxInputChars: number): void {
  const text = typeof request.text === 'string' ? request.text : '';
  const trimmed = text.trim();
  if (trimmed.length === 0) throw new AiInputError('Please enter some text to enhance', 'empty');
  if (trimmed.length < MIN_INPUT_CHARS)
    throw new AiInputError('Please enter at least 10 characters to enhance', 'too_short');
  if (text.length > maxInputChars) {
    throw new AiInputError(
      `Please shorten your text to ${maxInputChars.toLocaleString('en-US')} characters or fewer (it has ${text.length.toLocaleString('en-US')}).`,
      'too_long',
    );
  }
  if (!oneOf(EMOTION_TONES, request.emotion_tone)) {
    throw new AiInputError(
      `Unknown tone "${String(request.emotion_tone)}". Choose one of: ${EMOTION_TONES.join(', ')}.`,
      'invalid',
    );
  }
  if (
    typeof request.intensity !== 'number' ||
    !Number.isFinite(request.intensity) ||
    request.intensity < 1 ||
    request.intensity > 10
  ) {
    throw new AiInputError('Intensity must be a number from 1 to 10.', 'invalid');
  }
  if (request.persona_profile !== undefined && !oneOf(PERSONA_PROFILES, request.persona_profile)) {
    throw new AiInputError(`Unknown persona "${String(request.persona_profile)}".`, 'invalid');
  }
  if (request.output_format !== undefined && !oneOf(OUTPUT_FORMATS, request.output_format)) {
    throw new AiInputError(`Unknown output format "${String(request.output_format)}".`, 'invalid');
  }
  if (request.use_case !== undefined && !oneOf(USE_CASES, request.use_case)) {
    throw new AiInputError(`Unknown use case "${String(request.use_case)}".`, 'invalid');
  }
  const target = request.target_word_count;
  if (
    target !== undefined &&
    (!Number.isInteger(target) || target < 1 || target > MAX_TARGET_WORDS)
  ) {
    throw new AiInputError(
      `The target word count must be a whole number from 1 to ${MAX_TARGET_WORDS}.`,
      'invalid',
    );
  }
  for (const language of [request.input_language, request.output_language]) {
    if (language !== undefined && !KNOWN_LANGUAGES.has(language)) {
      throw new AiInputError(`Unknown language "${String(language)}".`, 'invalid');
    }
  }
  const locked = request.locked_terms;
  if (locked !== undefined) {
    if (
      !Array.isArray(locked) ||
      locked.some((term) => typeof term !== 'string' || term.length > 200)
    ) {
      throw new AiInputError('Locked terms must be a list of short texts.', 'invalid');
    }
    if (locked.length > MAX_LOCKED_TERMS) {
      throw new AiInputError(`Please lock at most ${MAX_LOCKED_TERMS} terms.`, 'invalid');
    }
  }
}

/** Anything but English in or out needs a model: the built-in engine writes English only. */
export const needsLanguageModel = (request: RewriteRequest) =>
  (request.input_language !== undefined && request.input_language !== 'en') ||
  (request.output_language !== undefined && request.output_language !== 'en');
