import { ValidateBy, type ValidationOptions } from 'class-validator';

/**
 * Characters that change how text is shown without showing themselves: bidi controls (a
 * right-to-left override makes "moc.elpmaxe@" read as an address), zero-width and other
 * invisible characters. ZWJ and ZWNJ stay allowed in names and subjects (emoji, Persian, Indic).
 */
const HIDDEN_IN_TEXT =
  // Code points listed one by one, never combined with a neighbour: that is the point of the class.
  // eslint-disable-next-line no-misleading-character-class
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B\u200E\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/u;
/** An e-mail address has no business with any format character at all. */
const HIDDEN_IN_EMAIL = /[\p{Cf}\p{Cc}\p{Z}\u115F\u1160\u3164\uFFA0]/u;
/** Something a person can see: not a control, format, separator, combining or filler character. */
const VISIBLE = /[^\p{Cc}\p{Cf}\p{Z}\p{M}\s\u115F\u1160\u2800\u3164\uFFA0]/u;

const rule = (
  name: string,
  test: (value: string) => boolean,
  message: string,
  options?: ValidationOptions,
) =>
  ValidateBy(
    {
      name,
      // Other types pass, so the type check can name what was expected.
      validator: { validate: (value) => typeof value !== 'string' || test(value) },
    },
    { message, ...options },
  );

export const NoHiddenCharacters = (message: string, options?: ValidationOptions) =>
  rule('noHiddenCharacters', (value) => !HIDDEN_IN_TEXT.test(value), message, options);

export const NoHiddenCharactersInEmail = (message: string) =>
  rule('noHiddenCharactersInEmail', (value) => !HIDDEN_IN_EMAIL.test(value), message);

/** Refuses a string with nothing visible in it (only spaces, invisible or combining characters). */
export const HasVisibleText = (message: string, options?: ValidationOptions) =>
  rule('hasVisibleText', (value) => VISIBLE.test(value), message, options);
