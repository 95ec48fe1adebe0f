// Private-use characters: they never occur in real text, are not word characters, and survive
// every rewrite rule untouched. This module is the one place that spells a mask token; every
// pattern over masked text is built from it.

export const MASK_OPEN = '\uE000';
export const MASK_CLOSE = '\uE001';
/** A token's pattern as regular-expression source, for building larger patterns. */
export const MASK = String.raw`\uE000\d+\uE001`;

/** A pattern written as a raw template, tokens as `${MASK}`: maskPattern('gi')`about\s+${MASK}`. */
export const maskPattern =
  (flags = '') =>
  (strings: TemplateStringsArray, ...parts: string[]) =>
    new RegExp(String.raw(strings, ...parts), flags);

/** For `match`, `matchAll` and `replace` only: a global pattern keeps state in `test`. */
export const MASK_TOKENS = new RegExp(MASK, 'g');
export const HAS_MASK = new RegExp(MASK);
export const MASK_AT_START = new RegExp(`^${MASK}`);
export const IS_MASK = new RegExp(`^${MASK}$`);
/** A token's index, captured. */
export const MASK_INDEX = new RegExp(`^${MASK_OPEN}(\\d+)${MASK_CLOSE}$`);
/** Every token with its index captured, for `replace`. */
export const MASK_TOKEN_INDEXES = new RegExp(`${MASK_OPEN}(\\d+)${MASK_CLOSE}`, 'g');

export const maskToken = (index: number) => `${MASK_OPEN}${index}${MASK_CLOSE}`;

/** Every token in a text, in order. */
export const tokensIn = (text: string): string[] => text.match(MASK_TOKENS) ?? [];
