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

/**
 * Verbs that name a gain in themselves, so their hedged form ("might help", "might work for
 * you") is an expectation the writer can state ("should help"). A verb whose result may be good or bad keeps the writer's
 * "may": "which may lead to your bin being collected later", "prices may increase", "circumstances
 * may change" and "it could bring delays" are warnings, and "should" would make them intended.
 */
export const OUTCOME_VERBS = new Set([
  'help',
  'improve',
  'boost',
  'simplify',
  'streamline',
  'strengthen',
  'speed',
  'solve',
  'protect',
  'unlock',
  'enable',
  'ease',
  'save',
  'work',
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
