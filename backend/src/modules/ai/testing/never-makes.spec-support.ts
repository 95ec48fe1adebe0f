import { settingsThatMake } from './rewrite-plain.js';

/**
 * Each text, rewritten in every tone at 3, 8 and 10, never makes what follows it: the shape of a
 * damage-class case, rebuilt on other words so the class is held, not the text.
 */
export const neverMakes = (cases: readonly (readonly [string, RegExp])[]) =>
  it.each(cases)('%s', (text, made) => expect(settingsThatMake(text, made)).toEqual([]));
