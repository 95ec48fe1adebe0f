// Does a sentence ask the reader to do something, and how: the first words of commands,
// invitations and the labels that only look like commands.
import { MASK, maskPattern } from '../../guardrails/mask-token.js';

/**
 * "Upload speed is now faster", "Check-in opens at 9": a verb-like first word that is really
 * the start of a noun subject, because a finite verb follows within three words.
 */
export const startsWithNounSubject = (text: string) =>
  // "Email allows us to do this.": a word with a verb in -s after it is the sentence's subject.
  /^[\p{L}-]+\s+(?:allows|lets|helps|makes|means|gives|keeps|saves|takes|costs|needs|works|seems|looks|comes|goes|stays|gets|does|doesn['’]t|isn['’]t)\b/iu.test(
    text,
  ) ||
  (/^(?:please\s+)?[\p{L}-]+(?:\s+[\p{L}%-]+){0,2}?\s+(?:is|are|was|were|has|had|will|opens|closes|starts|runs)\b/iu.test(
    text,
  ) &&
    !/^(?:please\s+)?\S+\s+(?:me|us|them|him|her|it|your|the|a|an|this|that|these|those|our|my)\b/i.test(
      text,
    ));

/** A helper or a verb later in the sentence: "Email sent to you will not be delivered". */
const LATER_VERB =
  /\b(?:will|would|is|are|was|were|has|have|had|can|could|should|may|might|must|won['’]t)\b/i;

/** "Email collection, email delivery…": a word and a lower-case noun, then a comma. */
const NOUN_LIST =
  /^\s*[\p{L}-]+\s+(?!(?:me|us|them|him|her|it|you|up|in|by|out|over|back|off|on|down|ahead|now|today|here|there|again|soon|first|please)\b)\p{Ll}[\p{L}-]*,/u;

/**
 * "Keep in mind that the link is valid for 30 minutes", "Note that…", "Remember that…": a lead
 * before a statement tells the reader something; it asks nothing of them.
 */
const INFORMATION_LEAD =
  /^\s*(?:please\s+)?(?:(?:keep|bear)\s+in\s+mind|remember|note|be\s+aware|be\s+advised|mind)\s+(?:that|how|what|when|this|:)/i;

// "Submit Request.", "Change Password.": the name of a button in a list of steps, in its own
// capitals (a capitalised word may be masked as a name); it is pressed, not asked for.
// "Update from our hosting partner:", "Notice for all tenants:": a label that says whose news follows.
const LABEL_WITH_SOURCE =
  /^\s*\p{Lu}[\p{L}-]*\s+(?:from|on|for|about|regarding|of)\s+[^:.!?]{1,60}:/u;
const BUTTON_LABEL = maskPattern(
  'u',
)`^\s*\p{Lu}[\p{L}-]*(?:\s+(?:\p{Lu}[\p{L}-]*|${MASK})){1,3}[.!]?\s*$`;

// "Enter Italian Heirloom Tomato, defying…": the stage's "Enter" before a name and a comma
// brings someone on; it asks nothing of the reader.
const ENTRANCE = maskPattern(
  'u',
)`^\s*Enter\s+(?:\p{Lu}[\p{L}'’-]*|${MASK})(?:\s+(?:\p{Lu}[\p{L}'’-]*|${MASK})){0,4}\s*,`;

/**
 * Does the sentence open with a word that only looks like a command? A label ("Update:", "Update
 * -", "Note –", a word alone), a heading that names a date or a thing with no stop after it
 * ("Update 2023-10-05 12:00 CEST"), a list of things ("Email collection, email delivery and…"),
 * or a noun that is the subject of its own verb ("Email sent to you will not be delivered",
 * "Update is live"), or a lead before a statement ("Keep in mind that…"). None of these asks the
 * reader for anything.
 */
export function opensWithLabel(text: string): boolean {
  if (
    INFORMATION_LEAD.test(text) ||
    BUTTON_LABEL.test(text) ||
    LABEL_WITH_SOURCE.test(text) ||
    ENTRANCE.test(text)
  )
    return true;
  const match = /^\s*(?:please\s+|kindly\s+)?([\p{L}-]+)(.*)$/isu.exec(text);
  if (!match) return false;
  const rest = match[2];
  if (/^\s*(?:[:–—]|-(?![\p{L}\p{N}])|$)/u.test(rest)) return true;
  const next =
    rest
      .trim()
      .split(/\s+/, 1)[0]
      ?.replace(/[^\p{L}\p{N}]+$/u, '') ?? '';
  // A figure or a masked date right after the word, and no stop at the end: a heading.
  if (!/[.!?]["'”’)]*\s*$/.test(text) && /^(?:\p{N}|\uE000)/u.test(next)) return true;
  // "Email collection, email delivery and access…": a list of things, the first a compound noun.
  if (NOUN_LIST.test(text)) return true;
  if (
    /^(?:\p{Ll}+ed|sent|sold|paid|made|done|given|taken|shown|written|built|held|left|kept)$/u.test(
      next,
    )
  )
    return LATER_VERB.test(rest);
  return startsWithNounSubject(text) || subjectOfLaterVerb(text);
}

/** Verbs whose object may be a whole clause: "Make sure the door is locked". */
const TAKES_CLAUSE =
  /^\s*(?:please\s+|kindly\s+)?(?:make\s+sure|be\s+sure|ensure|remember|note|check|confirm|verify|see|know|tell|let|ask|say|show|imagine|understand|find|notice|trust|think|believe|hope|assume|suppose|expect|keep\s+in\s+mind|bear\s+in\s+mind)\b/i;
/** Words that open a clause of its own, whose verb is not the opening phrase's. */
const OWN_CLAUSE =
  /(?:\b(?:that|which|who|whom|whose|where|when|whenever|if|while|because|as|until|once|so|whether|how|what|why|before|after|since|unless|than)(?:\s+\S+){0,4}|\b(?:I|you|we|they|he|she|it|there|everyone|anyone)(?:\s+\S+)?)$/i;
const LATER_FINITE =
  /\s(?:is|are|was|were|has|have|had|will|would|can|could|should|must|may|might|does|did|isn['’]t|aren['’]t|wasn['’]t|won['’]t|can['’]t|doesn['’]t)\b/gi;
/**
 * "Use with items going into the oven is OK", "Tracking from your phone works too…": a finite
 * verb later in the first clause with no subject of its own has the opening phrase as its
 * subject, so the first word is a noun.
 */
function subjectOfLaterVerb(text: string): boolean {
  if (TAKES_CLAUSE.test(text)) return false;
  const clause = text.split(/[,;:–—(]|\s-\s/, 1)[0] ?? '';
  for (const match of clause.matchAll(LATER_FINITE)) {
    const before = clause.slice(0, match.index);
    if (before.trim().split(/\s+/).length < 2) continue;
    if (!OWN_CLAUSE.test(before)) return true;
  }
  return false;
}

/** The verb a sentence opens with when it asks the reader to do something ("send" in "Please send…"), or undefined: an imperative verb first (after "please" or "kindly"), and no label. */
export function commandVerb(text: string): string | undefined {
  const first = /^\s*(?:please\s+|kindly\s+)?([\p{L}-]+)/iu.exec(text)?.[1]?.toLowerCase() ?? '';
  return IMPERATIVE_VERBS.has(first) && !opensWithLabel(text) ? first : undefined;
}

/** Does the sentence ask the reader to do something: an imperative verb first, and no label? */
export const opensWithCommand = (text: string): boolean => commandVerb(text) !== undefined;

// Verbs that open the steps of a how-to ("Go to Settings.", "Type your code.") beside the commands.
const STEP_VERBS = new Set([
  'go',
  'find',
  'type',
  'tap',
  'press',
  'scroll',
  'navigate',
  'locate',
  'paste',
  'copy',
  'drag',
  'wait',
  'repeat',
]);

/**
 * Three or more sentences that open on a command or a step: a how-to, whose commands are its
 * steps, not favours to ask one by one.
 */
export function givesSteps(sentences: readonly string[]): boolean {
  const steps = sentences.filter((sentence) => {
    const first =
      /^\s*(?:then\s+|next,?\s+|now\s+)?([\p{L}-]+)/iu.exec(sentence)?.[1]?.toLowerCase() ?? '';
    return opensWithCommand(sentence) || (STEP_VERBS.has(first) && /^\s*\p{Lu}/u.test(sentence));
  });
  return steps.length >= 3;
}

/** Base verbs that open a command ("Send the report …"). */
export const IMPERATIVE_VERBS = new Set([
  'send',
  'review',
  'read',
  'complete',
  'submit',
  'check',
  'update',
  'call',
  'reply',
  'respond',
  'confirm',
  'sign',
  'fill',
  'finish',
  'share',
  'upload',
  'download',
  'install',
  'restart',
  'register',
  'join',
  'contact',
  'email',
  'schedule',
  'book',
  'approve',
  'provide',
  'return',
  'pay',
  'remember',
  'ensure',
  'stop',
  'start',
  'click',
  'visit',
  'log',
  'follow',
  'add',
  'remove',
  'delete',
  'attach',
  'include',
  'bring',
  'prepare',
  'make',
  'get',
  'move',
  'forward',
  'print',
  'fix',
  'change',
  'reset',
  'verify',
  'test',
  'clean',
  'save',
  'open',
  'close',
  'write',
  'ask',
  'tell',
  'give',
  'take',
  'let',
  'come',
  'arrive',
  'order',
  'buy',
  'try',
  'use',
  'set',
  'turn',
  'put',
  'keep',
  'look',
  'read',
  'note',
  'sort',
  'cancel',
  'renew',
  'report',
  'enter',
  'select',
  'choose',
  'pick',
  'drop',
  'grab',
  'bring',
  'backup',
  'back',
  'double-check',
  'proofread',
]);

/** Commands that are already courteous or are invitations, not demands. */
export const GENTLE_OPENERS = new Set([
  'let',
  'thank',
  'thanks',
  'enjoy',
  'imagine',
  'join',
  'feel',
  'see',
  'welcome',
  'meet',
  'have',
  'stay',
  'take',
]);

/**
 * Invitations: the reader is welcome, not asked ("Come by…", "Stop by…", "Treat yourself…",
 * "…and join us"). Softening them into "Could you come by…?" turns a welcome into a favour.
 */
export const INVITATION =
  /^(?:(?:also|so|and),?\s+)?(?:please\s+)?(?:come\s+(?:by|along|over|in|on\s+in|and|visit|say|join|celebrate|see|find|meet|try|taste|enjoy|discover|explore|every|each|again|back)|stop\s+(?:by|in)|drop\s+(?:by|in)|swing\s+by|pop\s+(?:by|in|over|round)|visit\s+(?:us|our)|check\s+(?:it\s+)?out\b(?!\s+of\b)|take\s+a\s+(?:look|peek|tour)|treat\s+yourself|discover|explore|celebrate|say\s+hello|bring\s+(?:the\s+(?:kids|children|family|whole\s+family)|your\s+(?:kids|children|family|friends|partner|dog)))\b|\bjoin\s+us\b/i;
