import type { PhraseTable } from './register.js';

/**
 * Chat shorthand that no tone except a friendly one keeps at a high intensity. Single letters
 * ("u", "r") are handled apart, in lower case only: "U.S." and "Plan B" are not chat.
 */
export const CHAT_SLANG: PhraseTable = {
  thx: 'thanks',
  thanx: 'thanks',
  tnx: 'thanks',
  pls: 'please',
  plz: 'please',
  tbh: '',
  tbf: '',
  imo: '',
  imho: '',
  ngl: '',
  lol: '',
  kinda: '',
  sorta: '',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  cuz: 'because',
  coz: 'because',
  tho: 'though',
  idk: "I don't know",
  msg: 'message',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  ppl: 'people',
  thru: 'through',
  b4: 'before',
  convo: 'conversation',
  'lemme know': 'let me know',
  lemme: 'let me',
  gimme: 'give me',
  dunno: "don't know",
};

/** Lower-case single-letter chat words and what they stand for. */
export const CHAT_LETTERS: Readonly<Record<string, string>> = {
  u: 'you',
  ur: 'your',
  r: 'are',
  ya: 'you',
};
