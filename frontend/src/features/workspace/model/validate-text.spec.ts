import {
  EMPTY_TEXT_MESSAGE,
  SHORT_TEXT_MESSAGE,
  TARGET_WORDS_MESSAGE,
  overLimitMessage,
  validateTargetWords,
  validateText,
} from './validate-text';

describe('validateText', () => {
  it('should ask for text when there is none, or only spaces', () => {
    expect(validateText('')).toBe(EMPTY_TEXT_MESSAGE);
    expect(validateText('   \n ')).toBe(EMPTY_TEXT_MESSAGE);
    expect(EMPTY_TEXT_MESSAGE).toBe('Please enter some text to enhance');
  });

  it('should count characters after trimming', () => {
    expect(validateText('   123456789   ')).toBe(SHORT_TEXT_MESSAGE);
    expect(SHORT_TEXT_MESSAGE).toBe('Please enter at least 10 characters to enhance');
    expect(validateText('  1234567890  ')).toBeNull();
  });
});

describe('validateTargetWords', () => {
  it('should accept no target, or a whole number from 25 to 1000', () => {
    expect(validateTargetWords(null)).toBeNull();
    expect(validateTargetWords(25)).toBeNull();
    expect(validateTargetWords(1000)).toBeNull();
    expect(validateTargetWords(24)).toBe(TARGET_WORDS_MESSAGE);
    expect(validateTargetWords(1001)).toBe(TARGET_WORDS_MESSAGE);
    expect(validateTargetWords(100.5)).toBe(TARGET_WORDS_MESSAGE);
  });
});

describe('overLimitMessage', () => {
  it('should say nothing up to the limit and how far over it the text is beyond', () => {
    expect(overLimitMessage('a'.repeat(20), 20)).toBeNull();
    expect(overLimitMessage('a'.repeat(60000), 20000)).toBe(
      'Your text is 40,000 characters over the 20,000-character limit. Please shorten it to enhance.',
    );
  });
});
