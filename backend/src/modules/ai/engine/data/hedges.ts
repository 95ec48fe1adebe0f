// Hedges and weak qualifiers, in the order a confident rewrite removes them (worst first).

import { DOUBT_ADVERBS, HEDGE_WORDS, WISH_ADVERB } from '../../analysis/lexicon/hedges.js';

/** Sentence openers that only announce an opinion: "I think (that) …" → "…". */
export const OPINION_OPENERS = [
  'i think that',
  'i think',
  'i feel like',
  'i feel that',
  'i believe that',
  'i believe',
  'i guess',
  'i suppose',
  'we think that',
  'we think',
  'we believe that',
  'we believe',
  'we feel like',
  'we feel that',
  'we guess',
  'to be honest',
  'in my opinion,',
  'in my view,',
  'it seems that',
  'it seems like',
  'it looks like',
  'it appears that',
  'i would say that',
  "i'd say that",
  "i'd say",
  'i would say',
  'to be honest,',
  'honestly,',
  'hopefully,',
  'maybe',
  'perhaps',
] as const;

/**
 * The doubt adverbs the moves and their guards handle: the lexicon's, and "potentially", which
 * the tone scores leave out but which hedges an outcome as much ("could potentially save").
 */
export const HEDGING_ADVERBS = [...DOUBT_ADVERBS, 'potentially'] as const;

/** Every single hedge word a move must not take away: the lexicon's, and "potentially". */
export const GUARDED_HEDGES = [...HEDGE_WORDS, 'potentially'] as const;

/** Adverbs of doubt removed wherever they stand. */
export const REMOVED_DOUBT_ADVERBS = [
  ...HEDGING_ADVERBS,
  WISH_ADVERB,
  'presumably',
  'arguably',
] as const;

/** Verbs whose hedged form ("could improve") becomes a firm promise ("will improve"). */
export const OUTCOME_VERBS = new Set([
  'help',
  'improve',
  'increase',
  'reduce',
  'boost',
  'save',
  'grow',
  'make',
  'give',
  'cut',
  'speed',
  'simplify',
  'transform',
  // No "change": "circumstances may change" is a possibility, not a benefit to firm up.
  'lower',
  'raise',
  'double',
  'streamline',
  'strengthen',
  'deliver',
  'bring',
  'unlock',
  'enable',
  'support',
  'solve',
  'fix',
  'protect',
  'lift',
  'drive',
  'create',
  'add',
  'free',
  'keep',
  'work',
  'pay',
  'win',
  'lead',
  'open',
  'shorten',
  'ease',
]);

/**
 * What a reader chooses to do: after "you could" or "you may" these are an option or a
 * permission, which "you can" states plainly ("you may contact us" → "you can contact us").
 * Any other verb is something that may happen to the reader ("you may receive them late", "you
 * could lose the presets") or a wish ("you may want to"), and "can" would change what is said.
 */
export const READER_CHOICES = new Set([
  'try',
  'contact',
  'call',
  'email',
  'e-mail',
  'ask',
  'tell',
  'share',
  'choose',
  'pick',
  'opt',
  'select',
  'set',
  'change',
  'switch',
  'cancel',
  'return',
  'request',
  'apply',
  'join',
  'visit',
  'book',
  'order',
  'reply',
  'write',
  'text',
  'message',
  'unsubscribe',
  'subscribe',
  'upgrade',
  'downgrade',
  'download',
  'use',
  'take',
  'bring',
  'send',
  'submit',
  'register',
  'sign',
  'log',
  'check',
  'view',
  'edit',
  'update',
  'add',
  'remove',
  'skip',
  'stop',
  'start',
  'pause',
  'keep',
  'drop',
  'come',
  'leave',
  'print',
  'read',
  'watch',
  'listen',
  'follow',
  'explore',
  'browse',
  'reach',
]);
