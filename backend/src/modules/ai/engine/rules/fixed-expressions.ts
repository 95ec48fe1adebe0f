import { MASK, maskPattern } from '../../guardrails/mask-token.js';
import { escapeRegExp } from '../language/words.js';

/** What "panic" names as a thing of its own: "panic buying", "a panic attack", "the panic room". */
export const PANIC_NAMES = String.raw`\s+(?:buying|buy|attacks?|buttons?|rooms?|mode|stations?|bars?)\b`;
/** …and before it: "in a panic" is a set phrase ("in a worry" is not said), "a kernel panic" a failure. */
export const PANIC_BEFORE = String.raw`\b(?:in\s+a|kernel)\s+`;

/** A plain verdict word a table makes stronger ("good" → "excellent", "easy" → "effortless"). */
const VERDICT = /^(?:good|nice|easy|easily)(?:\s+to\s+[a-z ]+)?$/i;
/**
 * A denial whose clause runs on to the word: "Don't think for a moment that it was an easy
 * decision". A comma, a bracket or a new clause ("except", "and", "because", "who"…) ends it.
 */
const DENIED_BEFORE =
  /(?:\b(?:not|never|cannot)\b|n['’]t\b)(?![^.!?]*?(?:[,;:()"“”]|\b(?:and|or|but|except|because|as|if|when|while|which|who|so)\b))[^.!?]*$/i;
/** What can happen to a thing too readily: "breaks easily", "is easily lost". */
const HARMED = String.raw`break|breaks|broke|broken|stretch(?:es|ed)?|shrinks?|shrunk|crack(?:s|ed)?|tears?|torn|chip(?:s|ped)?|scratch(?:es|ed)?|stain(?:s|ed)?|burn(?:s|t|ed)?|bruise[sd]?|fade[sd]?|snap(?:s|ped)?|bend(?:s)?|bent|rust(?:s|ed)?|dent(?:s|ed)?|clog(?:s|ged)?|spill(?:s|ed)?|damaged?|lost|forgotten|overlooked|missed|distracted|confused|upset`;
/** …and what readily goes wrong or is averted: "easily ruin a night", "easily avoided". */
const HARMS_DONE = String.raw`ruin(?:s|ed)?|spoil(?:s|t|ed)?|misread|misunderstood|mistaken|misplaced|ignored|avoided|prevented|forget|lose|miss|overlook`;
/** Feelings whose size is their depth: "huge sadness", "a massive relief". */
export const FEELING_NOUNS = String.raw`sadness|sorrow|grief|relief|joy|pride|gratitude|disappointment|shock|excitement|love|admiration|respect|regret|heartbreak|fun`;
/** Before an "easily" that names no effort: no modal, "to", "for" or line start right before it. */
const EASILY_UNLICENSED =
  /(?<!(?:^|\n|[•*–-]\s*|\b(?:can|could|may|might|will|would|should|to|for|you|we)\s+(?:be\s+|more\s+|quite\s+)?))$/i;
/** A level of difficulty beside "easy": "easy walks and more challenging events". */
const DIFFICULT = String.raw`challenging|difficult|hard|harder|hardest|tough|tougher|strenuous|demanding|moderate`;

/**
 * Fixed expressions a table key sits inside, where its words are not the swap's sense: "all at
 * once", "the orders all came in at once", "both at once" say "together", not "immediately";
 * "give you a call" is no "bring you a call".
 */
const FIXED_AROUND: readonly [RegExp, RegExp, RegExp][] = [
  [
    /^at\s+once$/i,
    /\b(?:all|both|everything|everyone|two|three|several|many|too\s+much)\b[^.!?]*$/i,
    /^/,
  ],
  // "you sure ain't gotta": slang paired with slang; "ain't have to" is not English.
  [/^gotta$/i, /\bain['’]t\s+(?:\w+\s+)?$/i, /^/],
  // "the only good news", "good luck": "good" there says favourable, not of high quality; "the
  // good ol' days", "good old Bob": fond, a set phrase.
  [/^good$/i, /^/, /^\s+(?:(?:news|luck|old)\b|morning|afternoon|evening|night|ol['’])/i],
  // "good health", "the good fight", "good friends", "in good shape", "a good time was had",
  // "Lottery good cause funding", "with good cheer", "in good spirits", "the good part", "good
  // practice", "a good clean", "for good measure", "on good authority",
  // "all good things", "everything nice": sayings and set phrases made of the plain word, which
  // "excellent" or "great" breaks.
  [
    /^good$/i,
    /^/,
    /^\s+(?:health|fight|genes|friends|shape|condition|faith|riddance|grief|heavens|causes?|cheer|spirits|humou?r|part|practice|clean|wash|scrub|quality\s+of\s+life|time\s+was\s+had|order|hands|stead|standing|measure|authority)\b/i,
  ],
  // "gone for good" (for ever), "good over evil", "the common good", "do good": the noun, which
  // nothing can raise.
  [/^good$/i, /\b(?:for|common|greater|public|do|does|did|doing|done)\s+$/i, /^/],
  [/^good$/i, /^/, /^\s+(?:over|and|or|versus|vs\.?|from)\s+(?:evil|bad|ill)\b/i],
  // "two eggs over easy", "take it easy", "go easy on them": idioms whose "easy" praises nothing.
  [/^easy$/i, /\b(?:over|take\s+it)\s+$/i, /^/],
  [/^easy$/i, /\bgo\s+$/i, /^\s+on\b/i],
  // "have a good time", "have a good natter", "had a good look": the activity enjoyed or done
  // properly, a set phrase "an excellent natter" makes stiff.
  [
    /^good$/i,
    /\b(?:have|has|had|having)\s+(?:\w+\s+)?an?\s+$/i,
    /^\s+(?:time|natter|chat|laugh|look|moan|cry|think|rummage|browse|nose|read)\b/i,
  ],
  // "say something nice": a kind word, not a verdict a stronger word can raise.
  [/^(?:good|nice)$/i, /\b(?:something|anything|nothing)\s+$/i, /^/],
  [/^good$/i, /\ball\s+$/i, /^\s+things\b/i],
  // "(too) much of a good thing": the saying.
  [/^good$/i, /\bmuch\s+of\s+a\s+$/i, /^\s+thing\b/i],
  [/^nice$/i, /\beverything\s+$/i, /^/],
  // A verdict the writer hedged, conceded or denied ("maybe a good thing", "nice but not
  // essential", "Don't think it was an easy decision"): a stronger word there says another thing.
  // "maybe it would be good idea": the hedge's own clause, up to the verdict.
  [
    VERDICT,
    /\b(?:maybe|perhaps|possibly|probably)\s+(?:(?:it|that|this)\s+)?(?:(?:would|could|might|will)\s+)?(?:(?:be|is)\s+|['’]s\s+)?(?:an?\s+)?$/i,
    /^/,
  ],
  [VERDICT, /^/, /^\s*,?\s+but\b/i],
  [VERDICT, /^/, /^(?:\s+\w+){0,2}\s*,?\s+(?:nonetheless|nevertheless|all\s+the\s+same)\b/i],
  [VERDICT, DENIED_BEFORE, /^/],
  // "Although we have good drying in some areas, …": a verdict the writer concedes.
  [VERDICT, /\b(?:although|though|whilst)\b[^,.!?;]*$/i, /^/],
  // "We at Harbour Tools thank you for…": with its subject before it "thank you" is the verb, and
  // "thanks so much" cannot stand there; only where it stands alone ("Again, thank you…").
  [
    /^thank\s+you\b/i,
    /(?<!\b(?:and|so|but|or|also|again|then|just|firstly|first|finally|lastly|all))(?<=[\p{L}’'\uE000\uE001])\s+$/iu,
    /^/,
  ],
  // "I applaud and thank you all": joined to the writer's other verb, "thank" is a verb too.
  [/^thank\s+you\b/i, /\b(?:I|we|they)\s+[a-z]+\s+(?:and|&)\s+$/i, /^/],
  // "the folks that just pop in": a verb after it agrees with a plural, and "everyone that pop in"
  // does not; before a preposition, a conjunction or the end the swap stands.
  [
    /^(?:folks|guys)$/i,
    /^/,
    /^\s+(?!(?:and|or|in|at|on|from|of|to|for|with|here|there|out|around)\b)[a-z]/i,
  ],
  // "huge sadness", "a massive relief": a feeling's size is its depth, not an amount.
  [/^(?:huge|massive|enormous|big)$/i, /^/, new RegExp(`^\\s+(?:${FEELING_NOUNS})\\b`, 'i')],
  // "But hey—it worked": inside a sentence "hey" is the writer's aside, not a greeting.
  [/^hey$/i, /[^\s.!?]\s*$/, /^/],
  // "the minimum share purchase price": a noun before the compound's head, never "buy" ("the
  // inks that we purchase cost more": no "cost", which is the verb there).
  [
    /^purchases?$/i,
    /^/,
    /^\s+(?:price|prices|order|orders|date|agreement|history|receipt|limit|amount)\b/i,
  ],
  // "easily digestible", "easily washable": a capability, which "effortlessly" cannot grade.
  [/^easily$/i, /^/, /^\s+[a-z]+(?:able|ible)\b/i],
  // "nice and large", "nice and friendly": "nice and" grades the word after it.
  [/^nice$/i, /^/, /^\s+and\s+[a-z]+/i],
  // "don't feel pressured to hurry": after "to" the word is the verb, and deleting it strands "to".
  [/^hurry(?:\s+up)?$/i, /\bto\s+$/i, /^/],
  // "easy-to-use", "an easy to follow map": a compound before its noun, where "effortless to
  // follow" is not said.
  [/^easy$/i, /^/, /^-/],
  [/^easy\s+to\s/i, /\ban?\s+$/i, /^\s+[a-z]/i],
  // "easily" is "without effort" only where someone sets out to do the thing: after "can",
  // "to", "for" or at a line's start ("you can easily set the interval", "to be easily shared",
  // "Easily collect payments"). Elsewhere it says how readily a thing happens ("chips easily",
  // "is highly contagious and easily spread", "was easily doubling every 12 hours", "easily worth
  // the agony"), where "effortlessly" says something else.
  [/^easily$/i, EASILY_UNLICENSED, /^/],
  // "can easily ruin a night", "could easily break": a harm done, never "effortlessly".
  [/^easily$/i, /^/, new RegExp(`^\\s+(?:${HARMED}|${HARMS_DONE})\\b`, 'i')],
  // "some wanting easy walks and some more challenging events": a level on a scale of
  // difficulty the sentence names, not praise.
  [/^easy$/i, new RegExp(`\\b(?:${DIFFICULT})\\b[^.!?]*$`, 'i'), /^/],
  [/^easy$/i, /^/, new RegExp(`^[^.!?]*\\b(?:${DIFFICULT})\\b`, 'i')],
  // "those who need urgent help today", "urgent care": a kind of care or repair, which a calm
  // register cannot make "important" without changing who is asked to call.
  [
    /^urgent$/i,
    /^/,
    /^\s+(?:medical\s+)?(?:help|care|treatment|attention|appointments?|repairs?|cases?|needs?|prescriptions?)\b/i,
  ],
  // "We are therefore preparing": inside a clause "therefore" has no plain "so" ("We're so
  // preparing" says something else); only at a clause's start does it.
  [
    /^therefore$/i,
    /\b(?:is|are|was|were|am|will|would|can|could|should|must|have|has|had|be|been|I|we|you|they|he|she|it|[\w]+['’](?:re|s|ve|ll|d|m))\s+$/i,
    /^/,
  ],
  // "your original purchase", "the first purchase", "the CSA share purchase" (a name and a
  // noun before it): after a determiner it is the noun, and "buy" there is a bargain, not what
  // was bought.
  [
    /^purchases?$/i,
    maskPattern(
      'i',
    )`\b(?:the|a|an|your|our|their|my|his|her|its|this|that|these|those|each|every|any|no|one|first|per)\s+(?:${MASK}\s+)?(?!(?:i|you|we|they|he|she|it)\s)(?:[a-z-]+\s+)?$`,
    /^/,
  ],
  // "gives you and your family the peace of mind": "you" is half of a paired object, and a swap
  // that takes "you" away leaves "delivers and your family".
  [/\byou$/i, /^/, /^\s*(?:and|or|&)\s+(?:your|our|the|all|every|his|her|their|my|everyone)\b/i],
  // "give you a call", "gives you a hand": the giving is a set phrase with its noun, not a supply.
  [
    /^gives?\s+you$/i,
    /^/,
    /^\s+(?:a|an)\s+(?:call|ring|hand|shout|heads-up|try|chance|break|update|quote|tour|demo)\b/i,
  ],
  // "decide when you can hire", "ask when you have time to talk": the phrase opens a clause with
  // its own verb; only at a request's end does it say when ("Reply when you can.").
  [
    /^when(?:ever)?\s+you\s+(?:can|have\s+time|have\s+a\s+moment|get\s+a\s+chance)$/i,
    /^/,
    /^\s+(?!(?:and|or|but|so|please|thanks|today|tomorrow|this|next)\b)[a-z]/i,
  ],
  // "If you can't make it by 6, just come when you can": when to arrive is the reader's to
  // choose; "come right away" would press them.
  [
    /^when(?:ever)?\s+you\s+(?:can|have\s+time|have\s+a\s+moment|get\s+a\s+chance)$/i,
    /\b(?:come|arrive|join(?:\s+us)?|drop\s+(?:in|by)|pop\s+(?:in|by)|turn\s+up|stop\s+by|get\s+here)\s+$/i,
    /^/,
  ],
  // "safe, sufficient, nutritious food": an adjective in a series before its noun, where
  // "enough" cannot stand.
  [/^sufficient$/i, /,\s*$/, /^/],
  [/^sufficient$/i, /^/, /^\s*,/],
  // "self sufficient" written without its hyphen: one word, never "self enough".
  [/^sufficient$/i, /\bself\s+$/i, /^/],
  // "a profitable endeavor": the noun, not "endeavor to", which is "try to".
  [/^endeavou?rs?$/i, /^/, /^(?!\s+to\b)/],
  // "panic buying", "a panic attack": names of their own, not a feeling to soften.
  [/^panic$/i, /^/, new RegExp(`^${PANIC_NAMES}`, 'i')],
  [/^panic$/i, new RegExp(`${PANIC_BEFORE}$`, 'i'), /^/],
  // "give you 30 days' notice", "give you the option": notice, time and a say are granted, not
  // supplied, and "bring you notice" is not what the writer does.
  [
    /^gives?\s+you$/i,
    /^/,
    /^\s+(?:[\w'’\uE000\uE001-]+\s+){0,4}?(?:notice|warning|permission|the\s+(?:right|option|choice)|options?|choices?|opportunit(?:y|ies)|time|refunds?|credits?)\b/i,
  ],
];
/** Does the table key sit inside one of those expressions here? */
export const insideFixedExpression = (match: string, before: string, after: string) =>
  FIXED_AROUND.some(
    ([key, lead, trail]) => key.test(match) && lead.test(before) && trail.test(after),
  );

// "the hard work and dedication" is never "the dedication and dedication".
export const coordinatedWith = (word: string, before: string, after: string) => {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pair = String.raw`\s+(?:and|or|&)\s+`;
  return (
    new RegExp(`^${pair}${escaped}\\b`, 'i').test(after) ||
    new RegExp(`\\b${escaped}${pair}$`, 'i').test(before)
  );
};

const TOP_OF_SCALE =
  /^(?:great|excellent|amazing|outstanding|exceptional|fantastic|perfect|incredible|superb|brilliant|wonderful|effortless(?:ly)?)\b/i;
const DEGREE_BEFORE =
  /\b(?:very|quite|fairly|rather|extremely|pretty|somewhat|really|so|too|perfectly|relatively|reasonably)\s+$/i;
/** A replacement that brings its own degree: "fantastic" → "very good". */
const DEGREE_FIRST = /^(?:very|really|extremely|quite|so|too)\b/i;
/**
 * "very nice" is never "very great", "perfectly good" never "perfectly excellent", "very easy to
 * care for" never "very effortless…": a top-of-scale word takes no degree before it; and "the
 * rather fantastic news" is never "the rather very good news": no degree stacked on a degree.
 */
export const stackedOnDegree = (replacement: string, before: string) =>
  (TOP_OF_SCALE.test(replacement) || DEGREE_FIRST.test(replacement)) && DEGREE_BEFORE.test(before);

/** "…and we will reply ", "…they'll file a claim ": the writer's own promise, up to here. */
export const WRITERS_PROMISE_BEFORE =
  /\b(?:we|I|they|our\s+team)(?:\s+(?:will|shall|can)|['’]ll)\b[^,.;!?]*$/i;

/**
 * "Please email us and we will reply as soon as possible", "…they will file a claim right away":
 * the time of the writer's own promise, which a calm word for the reader's haste would hand to
 * the reader ("we will reply when you are able") or blur ("soon").
 */
export const blursWritersPromise = (match: string, replacement: string, before: string) =>
  /^(?:asap|as\s+soon\s+as\s+possible|immediately|right\s+away|at\s+once|without\s+delay|urgently)$/i.test(
    match,
  ) &&
  /\byou\b|^soon$/i.test(replacement) &&
  WRITERS_PROMISE_BEFORE.test(before);

/**
 * "you have a good design and it looks great" is never "a great design and it looks great": a
 * top-of-scale word the sentence already says is not said twice.
 */
export const topWordInSentence = (replacement: string, before: string, after: string) =>
  TOP_OF_SCALE.test(replacement) && inSentence(replacement, before, after);

/**
 * "Good food, good farming and good business": a verdict word the writer repeats in the sentence
 * is a motto or a pattern, and one stronger word would break it.
 */
export function repeatedVerdict(match: string, before: string, after: string): boolean {
  if (!VERDICT.test(match) || /\s/.test(match)) return false;
  const sentence = `${sentenceBefore(before)}${match}${sentenceAfter(after)}`;
  const times = sentence.match(new RegExp(`\\b${match}\\b`, 'gi'))?.length ?? 0;
  // Three times, or twice with the same word after it ("an easy way …, and we have an easy way").
  const next = /^\s+([a-z]+)/i.exec(after)?.[1];
  const pair = next ? new RegExp(`\\b${match}\\s+${next}\\b`, 'gi') : undefined;
  return times >= 3 || (pair !== undefined && (sentence.match(pair)?.length ?? 0) >= 2);
}

const sentenceBefore = (before: string) => /[^.!?]*$/.exec(before)?.[0] ?? '';
const sentenceAfter = (after: string) => /^[^.!?]*/.exec(after)?.[0] ?? '';
const inSentence = (word: string, before: string, after: string) =>
  new RegExp(`\\b${word}\\b`, 'i').test(`${sentenceBefore(before)} ${sentenceAfter(after)}`);

/** "offered their help to assist us": a one-word swap whose word stands within three words. */
export const saysNearby = (word: string, match: string, before: string, after: string) =>
  !new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i').test(match) &&
  (new RegExp(`\\b${escapeRegExp(word)}(?:\\W+\\w+){0,3}\\W*$`, 'i').test(before) ||
    new RegExp(`^\\W*(?:\\w+\\W+){0,3}${escapeRegExp(word)}\\b`, 'i').test(after));
/** "…as soon as possible: … ASAP": a phrase the sentence already has. */
export const saysAlready = (phrase: string, before: string, after: string) =>
  new RegExp(`\\b${escapeRegExp(phrase)}\\b`, 'i').test(`${before} ${after}`);
