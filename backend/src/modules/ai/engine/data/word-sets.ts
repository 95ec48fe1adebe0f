// Closed word classes and small vocabularies the rules test against.

export const SUBJECT_PRONOUNS_PLURAL = new Set([
  'you',
  'we',
  'they',
  'these',
  'those',
  'both',
  'many',
  'few',
  'several',
  'others',
  'people',
  'all',
]);
export const SUBJECT_PRONOUNS_SINGULAR = new Set([
  'he',
  'she',
  'it',
  'this',
  'that',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'nobody',
  'each',
  'everything',
  'something',
  'nothing',
  'one',
  'either',
  'neither',
]);

/** Words that cannot be the head of a subject noun phrase. */
export const NON_SUBJECT_WORDS = new Set([
  'to',
  'of',
  'in',
  'on',
  'at',
  'for',
  'with',
  'by',
  'from',
  'and',
  'or',
  'but',
  'if',
  'so',
  'than',
  'as',
  'the',
  'a',
  'an',
  'our',
  'your',
  'their',
  'my',
  'his',
  'her',
  'its',
  'not',
  'be',
  'been',
  'is',
  'are',
  'was',
  'were',
  'will',
  'would',
  'should',
  'can',
  'could',
  'must',
  'may',
  'might',
  'because',
  'when',
  'while',
  'where',
  'how',
  'what',
  'why',
  'whether',
  'about',
  'into',
  'over',
  'under',
  'after',
  'before',
  'since',
  'until',
  'then',
  'also',
  'just',
  'very',
  'me',
  'us',
  'them',
  'him',
]);

/** Adverbs that may sit between a subject and its verb ("we also might"). */
export const LIGHT_ADVERBS = new Set([
  'just',
  'really',
  'also',
  'still',
  'now',
  'only',
  'actually',
  'probably',
  'definitely',
  'certainly',
  'likely',
  'possibly',
  'even',
  'already',
  'then',
  'truly',
  'perhaps',
  'maybe',
  'potentially',
  'all',
  'both',
  'well',
  'finally',
  'soon',
  'usually',
  'often',
  'sometimes',
]);

export const DETERMINERS = new Set([
  'the',
  'a',
  'an',
  'this',
  'that',
  'these',
  'those',
  'our',
  'your',
  'their',
  'my',
  'his',
  'her',
  'its',
  'every',
  'each',
  'some',
  'any',
  'no',
  'all',
  'both',
  'many',
  'several',
  'most',
]);

/** Auxiliaries and common finite verbs: evidence that a word group is a clause. */
export const FINITE_VERBS = new Set([
  'is',
  'are',
  'was',
  'were',
  'am',
  'will',
  'would',
  'can',
  'could',
  'should',
  'may',
  'might',
  'must',
  'has',
  'have',
  'had',
  'do',
  'does',
  'did',
  'need',
  'needs',
  'get',
  'gets',
  'got',
  'make',
  'makes',
  'made',
  'want',
  'wants',
  'know',
  'knows',
  'think',
  'see',
  'saw',
  'go',
  'goes',
  'went',
  'take',
  'takes',
  'took',
  'keep',
  'keeps',
  'let',
  'lets',
  'shall',
  "isn't",
  "aren't",
  "won't",
  "can't",
  "don't",
  "doesn't",
  "didn't",
  "wasn't",
  'isn’t',
  'aren’t',
  'won’t',
  'can’t',
  'don’t',
  'doesn’t',
  'didn’t',
  'wasn’t',
]);

/**
 * Prepositions that take a noun phrase and never a clause: a sentence that opens with one ("Due to
 * the time it takes…", "Despite what we heard…") has its main clause after the comma.
 */
export const FRONTED_PHRASES = [
  'due to',
  'because of',
  'thanks to',
  'owing to',
  'despite',
  'in spite of',
  'as a result of',
  'in light of',
  'regardless of',
  'instead of',
  'apart from',
  'aside from',
  'in addition to',
  'along with',
] as const;

export const CLAUSE_SUBJECTS = new Set([
  'i',
  'you',
  'we',
  'they',
  'he',
  'she',
  'it',
  'this',
  'that',
  'these',
  'those',
  'there',
  'everyone',
  'nobody',
  'someone',
  'everything',
  'nothing',
  'something',
]);

/** Base verbs that open a command ("Send the report …"). */
/**
 * "Upload speed is now faster", "Check-in opens at 9": a verb-like first word that is really
 * the start of a noun subject, because a finite verb follows within three words.
 */
export const startsWithNounSubject = (text: string) =>
  /^(?:please\s+)?[\p{L}-]+(?:\s+[\p{L}%-]+){0,2}?\s+(?:is|are|was|were|has|had|will|opens|closes|starts|runs)\b/iu.test(
    text,
  ) &&
  !/^(?:please\s+)?\S+\s+(?:me|us|them|him|her|it|your|the|a|an|this|that|these|those|our|my)\b/i.test(
    text,
  );

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

/**
 * Does the sentence open with a word that only looks like a command? A label ("Update:", "Update
 * -", "Note –", a word alone), a heading that names a date or a thing with no stop after it
 * ("Update 2023-10-05 12:00 CEST"), a list of things ("Email collection, email delivery and…"),
 * or a noun that is the subject of its own verb ("Email sent to you will not be delivered",
 * "Update is live"), or a lead before a statement ("Keep in mind that…"). None of these asks the
 * reader for anything.
 */
export function opensWithLabel(text: string): boolean {
  if (INFORMATION_LEAD.test(text)) return true;
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
  return startsWithNounSubject(text);
}

/** The verb a sentence opens with when it asks the reader to do something ("send" in "Please send…"), or undefined: an imperative verb first (after "please" or "kindly"), and no label. */
export function commandVerb(text: string): string | undefined {
  const first = /^\s*(?:please\s+|kindly\s+)?([\p{L}-]+)/iu.exec(text)?.[1]?.toLowerCase() ?? '';
  return IMPERATIVE_VERBS.has(first) && !opensWithLabel(text) ? first : undefined;
}

/** Does the sentence ask the reader to do something: an imperative verb first, and no label? */
export const opensWithCommand = (text: string): boolean => commandVerb(text) !== undefined;

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
  /^(?:(?:also|so|and),?\s+)?(?:please\s+)?(?:come\s+(?:by|along|over|in|on\s+in|and|visit|say|join|celebrate|see|find|meet|try|taste|enjoy|discover|explore)|stop\s+(?:by|in)|drop\s+(?:by|in)|swing\s+by|pop\s+(?:by|in|over|round)|visit\s+(?:us|our)|check\s+(?:it\s+)?out\b(?!\s+of\b)|take\s+a\s+(?:look|peek|tour)|treat\s+yourself|discover|explore|celebrate|say\s+hello|bring\s+(?:the\s+(?:kids|children|family|whole\s+family)|your\s+(?:kids|children|family|friends|partner|dog)))\b|\bjoin\s+us\b/i;

/** Nouns for people a text can address directly as "you". */
export const PEOPLE_NOUNS =
  'users|customers|clients|teams|managers|members|subscribers|readers|buyers|shoppers|people|businesses|companies|developers|marketers|employees|visitors|students|parents|owners|admins|administrators|professionals|creators|writers|founders|leaders';

/**
 * Parties who act rather than things on offer: "The producers of both products have declared…",
 * "The supplier has raised…". A benefit frame ("With X, you get…") never takes one as its X.
 */
export const PARTY_NOUNS =
  '(?:producer|supplier|manufacturer|maker|grower|farmer|vendor|seller|retailer|distributor|provider|partner|organi[sz]er|official|volunteer|government|council|committee|board|firm|company|agency|authority|regulator|insurer|carrier|landlord|owner)s?|companies|agencies|authorities|staff';

export const PROBLEM_WORDS = new Set([
  'outage',
  'incident',
  'issue',
  'issues',
  'problem',
  'problems',
  'error',
  'errors',
  'bug',
  'bugs',
  'delay',
  'delays',
  'delayed',
  'down',
  'downtime',
  'broken',
  'failed',
  'failure',
  'failures',
  'disruption',
  'disrupted',
  'cancel',
  'cancelled',
  'canceled',
  'refund',
  'complaint',
  'late',
  'missing',
  'lost',
  'unavailable',
  'affected',
  'inconvenience',
  'apologise',
  'apologize',
  'sorry',
  'breach',
  'frustrating',
  'frustrated',
  'mistake',
  'degraded',
  'disappointed',
  'disappointing',
  'unacceptable',
  'faulty',
  'damaged',
  'stopped',
  'crash',
  'crashed',
  'timed',
  'crash',
  'crashed',
  'wrong',
]);

export const TIME_WORDS =
  /\b(?:today|tonight|now|immediately|asap|right away|at once|this (?:morning|afternoon|evening|week)|by (?:end of|the end of|eod|close of)|tomorrow|urgently|as soon as possible|without delay)\b/i;

/** Nouns too general to be a text's topic. */
export const GENERIC_NOUNS = new Set([
  'thing',
  'things',
  'way',
  'ways',
  'time',
  'times',
  'lot',
  'lots',
  'bit',
  'today',
  'week',
  'day',
  'days',
  'everyone',
  'anyone',
  'someone',
  'people',
  'question',
  'questions',
  'note',
  'hour',
  'hours',
  'minute',
  'minutes',
  'year',
  'years',
  'month',
  'months',
  'something',
  'nothing',
  'everything',
  'part',
  'kind',
  'sort',
  'end',
  'point',
  'fact',
  'idea',
  'thanks',
  'hi',
  'hello',
  'email',
  'message',
  'morning',
  'afternoon',
  'evening',
  'deal',
  'number',
  'percent',
  'please',
  'one',
  'other',
  'others',
  'us',
  'them',
  'who',
  'case',
  'moment',
  'chance',
  'look',
  'lol',
  'ok',
  'okay',
  'yes',
  'no',
  'attention',
  'regards',
  'best',
  'cheers',
  'inconvenience',
  'patience',
  'details',
  'detail',
  'update',
  'news',
  'info',
  'information',
  'stuff',
  'anything',
  'spot',
  'side',
  'place',
  'start',
  'rest',
  'tomorrow',
  'version',
  'versions',
  'call',
  'trouble',
  'issue',
  'issues',
  'bug',
  'bugs',
  'problem',
  'problems',
]);

export const CTA_PATTERN =
  /\b(?:click|sign up|subscribe|visit|reply|call us|call me|book|order|buy|shop|get started|start (?:your|today|now)|try (?:it|us|now|today)|learn more|find out more|contact us|register|join (?:us|now|today)|download|claim|grab|request a|schedule a|let me know|get in touch|reach out|share your thoughts|tell us|drop (?:a|us)|dm us|tap|apply (?:now|today|at|here|online|by|before)|donate|pre-?order)\b/i;
