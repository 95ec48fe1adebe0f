// Hedges and weak qualifiers, in the order a confident rewrite removes them (worst first).

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

/** Adverbs of doubt removed wherever they stand. */
export const DOUBT_ADVERBS = [
  'probably',
  'possibly',
  'perhaps',
  'maybe',
  'hopefully',
  'potentially',
  'presumably',
  'arguably',
] as const;

/** Softeners removed where they qualify a word ("it is kind of a big deal"). */
export const SOFTENERS = [
  'kind of',
  'sort of',
  'a little bit',
  'a bit',
  'somewhat',
  'fairly',
  'rather',
  'slightly',
  'just',
] as const;

/** Apologetic or permission-seeking asides a confident rewrite drops. */
export const PERMISSION_ASIDES = [
  'if that is okay',
  "if that's okay",
  'if that is ok',
  "if that's ok",
  'if possible',
  "if you don't mind",
  'if you do not mind',
  'if that works for you',
  'if that works',
  'sorry to bother you, but',
  'sorry to bother you',
  "i'm not sure, but",
  'i am not sure, but',
  "i'm not sure if this is right, but",
  'i could be wrong, but',
  'i may be wrong, but',
  'this might be a silly question, but',
  'just a thought, but',
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
  'change',
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

/** Cognitive verbs after "would": "I would recommend" → "I recommend". */
export const WOULD_OPINION_VERBS = new Set([
  'recommend',
  'suggest',
  'say',
  'argue',
  'propose',
  'advise',
  'like',
  'prefer',
  'love',
]);

/** Weak closing lines a confident rewrite firms up. */
export const WEAK_CLOSERS: Readonly<Record<string, string>> = {
  'hope this helps': 'This gives you what you need',
  'i hope this helps': 'This gives you what you need',
  'let me know what you think': 'I look forward to your feedback',
  'just let me know what you think': 'I look forward to your feedback',
  'let me know if that works': 'Please confirm that this works for you',
  'not sure if this makes sense': 'This sets out the plan clearly',
  'sorry for the long email': 'Thank you for reading',
};
