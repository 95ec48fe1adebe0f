import { hasTag } from '../language/lexicon.js';

/** What a sentence does for its reader: a rewrite must keep each of these. */
export type SpeechAct = 'question' | 'apology' | 'request' | 'commitment' | 'offer';

export const SPEECH_ACTS: readonly SpeechAct[] = [
  'question',
  'apology',
  'request',
  'commitment',
  'offer',
];

const ACT_PATTERNS: Record<Exclude<SpeechAct, 'question'>, RegExp> = {
  apology:
    /\b(?:sorry|apologi[sz]e[sd]?|apologies|apologizing|apologising|regret|our fault|my fault|we messed up|I messed up)\b/i,
  request:
    /\b(?:please(?!\s+note\s+that\b)|you can|you['’]re welcome to|feel free to|could you|can you|would you|will you|need you to|let (?:me|us) know|kindly|make sure|remember to|don['’]t forget|do not forget|I['’]d (?:like|love) you to|we['’]d (?:like|love) you to|reply|respond|send (?:me|us)|fill (?:in|out))\b/i,
  commitment:
    /\b(?:(?:we|I|they|the team)\s+(?:will|shall|promise|commit|guarantee|are going to|am going to|aim to|plan to|intend to|expect to)|we['’]ll|I['’]ll|will be (?:back|fixed|refunded|shipped|sent|credited|restored|updated)|is going to be|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the end of))\b/i,
  offer:
    /\b(?:we can|I can|I['’]m happy to|we['’]re happy to|happy to help|feel free|we offer|we['’]re offering|would you like|if you['’]d like|if you need|free|discount|\d+% off|on us|complimentary|refund(?:ed)?|credit(?:ed)?|voucher)\b/i,
};

/** "Update before March 31.": a command asks the reader as much as "please" does. */
function opensWithImperative(sentence: string): boolean {
  // "When you are ready, apply…": the command may follow a leading clause.
  const clause = /^[^,]{1,30},\s+(\S+)/.exec(sentence.trim())?.[1];
  // "Important: update now…": a label before the command does not make it a statement.
  const labelled = /^[^:]{1,25}:\s+(\S+)/.exec(sentence.trim())?.[1];
  return [sentence.trim().split(/\s+/)[0], clause, labelled].some((word) =>
    isCommandVerb(word, sentence),
  );
}

function isCommandVerb(word: string | undefined, sentence: string): boolean {
  const first = (word ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return (
    !/\?["'”’)]*$/.test(sentence.trim()) &&
    hasTag(first, 'Infinitive') &&
    !hasTag(first, 'Noun') &&
    !/^(?:thanks?|hope|love|welcome)$/.test(first)
  );
}

/** The speech acts a sentence performs (masked spans are opaque and count for nothing). */
export function speechActsOf(text: string): Set<SpeechAct> {
  const acts = new Set<SpeechAct>();
  // "we'll" and "we will", "won't" and "will not" perform the same act.
  const sentence = text
    .replace(/\bwon['’]t\b/gi, 'will not')
    .replace(/\b(we|I|they|you)['’]ll\b/gi, '$1 will');
  if (/\?["'”’)]*\s*$/.test(sentence.trim()) || /\?\s/.test(sentence)) acts.add('question');
  // A text of several sentences asks whenever one of them opens with a command.
  if (sentence.split(/(?<=[.!?:])\s+(?=\p{Lu})/u).some(opensWithImperative)) acts.add('request');
  for (const act of SPEECH_ACTS) {
    if (act !== 'question' && ACT_PATTERNS[act as Exclude<SpeechAct, 'question'>].test(sentence))
      acts.add(act);
  }
  return acts;
}

/** Acts of `before` that `after` no longer performs. */
export function lostSpeechActs(before: string, after: string): SpeechAct[] {
  const kept = speechActsOf(after);
  return [...speechActsOf(before)].filter((act) => !kept.has(act));
}

/** A sentence a shortening pass must never drop: it promises, apologises, offers or asks. */
export function carriesObligation(sentence: string): boolean {
  const acts = speechActsOf(sentence);
  return acts.has('commitment') || acts.has('apology') || acts.has('offer') || acts.has('request');
}
