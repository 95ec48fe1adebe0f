import { TARGET_WORDS_MAX, TARGET_WORDS_MIN } from '@api/catalog';

export const EMPTY_TEXT_MESSAGE = 'Please enter some text to enhance';
export const SHORT_TEXT_MESSAGE = 'Please enter at least 10 characters to enhance';
export const MIN_TEXT_LENGTH = 10;

/** Spec section 5: the text is checked after trimming; null when it may be sent. */
export function validateText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY_TEXT_MESSAGE;
  if (trimmed.length < MIN_TEXT_LENGTH) return SHORT_TEXT_MESSAGE;
  return null;
}

/** Said while typing, before anything is sent; null when the text fits. */
export function overLimitMessage(text: string, maxChars: number): string | null {
  if (text.length <= maxChars) return null;
  const over = (text.length - maxChars).toLocaleString('en-US');
  return `Your text is ${over} characters over the ${maxChars.toLocaleString('en-US')}-character limit. Please shorten it to enhance.`;
}

export const TARGET_WORDS_MESSAGE = 'The target word count must be a whole number from 25 to 1000';

/** The optional target: empty, or a whole number the API accepts. */
export function validateTargetWords(value: number | null): string | null {
  if (value === null) return null;
  return Number.isInteger(value) && value >= TARGET_WORDS_MIN && value <= TARGET_WORDS_MAX
    ? null
    : TARGET_WORDS_MESSAGE;
}
