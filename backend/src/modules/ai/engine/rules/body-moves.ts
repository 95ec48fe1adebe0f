import { PANIC_BEFORE, PANIC_NAMES } from './fixed-expressions.js';
import {
  MASK,
  MASK_AT_START,
  MASK_CLOSE,
  MASK_OPEN,
  MASK_TOKENS,
  maskPattern,
} from '../../guardrails/mask-token.js';
import { lowerFirst, upperFirst } from '../language/casing.js';
import { compilePhraseTable } from './phrase-table.js';

import type { RewriteContext } from '../context.js';

/**
 * Moves on the sentences a text already has, chosen by the shape of the sentence (its subject,
 * its verbs, its clauses) rather than by topic: they reach stories, replies, product copy and
 * notes alike. Each keeps every fact, number and negation of the original.
 */

// No "worst", "hardest", "scariest": a hardship compared is no selling point, and "by far" makes
// it read worse than the writer said.
const SUPERLATIVES = new Set([
  'best',
  'biggest',
  'greatest',
  'smartest',
  'happiest',
  'proudest',
  'toughest',
  'strangest',
  'luckiest',
  'finest',
  'largest',
  'most',
]);

const MOST_HARMED =
  /^\s+(?:impacted|affected|damaged|hit|difficult|challenging|painful|stressful|expensive|costly|severe|serious|dangerous|vulnerable|disappointing)\b/i;
// "the best of the best", "the best of all": the writer's superlative is already doubled.
const IS_SUPERLATIVE =
  /\b(is|was|are|were|be)\s+(the|our|my)\s+([a-z]+)\b(?!\s+of\s+(?:the\s+\3|all)\b)/;
/**
 * Persuasion commits to the comparison: "is the best way" → "is by far the best way". A question
 * commits to nothing: "Would you be the best person to ask?" asks who to ask.
 */
const WH_BEFORE = /\b(?:what|when|where|how|why)\s*$/i;

export function byFarSuperlative(text: string): string {
  if (/\bby far\b/i.test(text) || /\?["'”’)]*\s*$/.test(text)) return text;
  // "…, when are the best times to look for stars, …": a question inside a list asks which is
  // best; it claims nothing.
  return text.replace(
    IS_SUPERLATIVE,
    (match, verb: string, det: string, word: string, offset: number, whole: string) =>
      SUPERLATIVES.has(word) &&
      !WH_BEFORE.test(whole.slice(0, offset)) &&
      // "Our bread production was the most impacted": the fire's harm, not a boast.
      !(word === 'most' && MOST_HARMED.test(whole.slice(offset + match.length))) &&
      // "it is the best we could do under the circumstances", "the best Chapter we can be": a
      // resigned limit or the writer's own best, no boast.
      !/^\s+(?:\S+\s+)?(?:we|I|they)\s+(?:could|can)\b/i.test(whole.slice(offset + match.length))
        ? `${verb} by far ${det} ${word}`
        : match,
  );
}

const ANYTHING_ELSE =
  /^(?:please\s+)?let\s+(me|us)\s+know\s+if\s+(?:there\s+is|there['’]s)\s+anything\s+else\s+(I|we)\s+can\s+(?:help(?:\s+you)?\s+with|do(?:\s+for\s+you)?|assist(?:\s+you)?\s+with)\s*([.!])$/i;
const LET_KNOW_OPEN =
  /^(?:please\s+)?let\s+(me|us)\s+know\s+(?=(?:if|whether|what|how|when you)\b)/i;
const DATED_WORDS = /\b(?:by|before|until|today|tonight|tomorrow|asap|deadline)\b/i;
const TOKENS = MASK_TOKENS;
/** Is a protected token a date or a time? Without a context every token counts as one. */
export type IsTime = (token: string) => boolean;
const dated = (text: string, isTime: IsTime = () => true) =>
  DATED_WORDS.test(text) || (text.match(TOKENS) ?? []).some(isTime);

export type LetKnowVoice = 'confident' | 'persuasive' | 'calm' | 'empathetic';

/** The closing offer of help in the tone's voice. */
export function offerOfHelp(text: string, voice: LetKnowVoice, isTime?: IsTime): string {
  const anything = ANYTHING_ELSE.exec(text);
  if (anything) {
    const we = anything[2].toLowerCase() === 'we';
    if (voice === 'confident')
      return `${we ? 'We are' : 'I am'} happy to help with anything else${anything[3]}`;
    if (voice === 'persuasive')
      return `Let ${anything[1].toLowerCase()} know if there is anything else you need${anything[3]}`;
  }
  if (voice === 'confident' || voice === 'persuasive') return text;
  const open = LET_KNOW_OPEN.exec(text);
  if (!open || dated(text, isTime)) return text;
  const lead = voice === 'calm' ? 'Feel free to' : 'Please do not hesitate to';
  return `${lead} let ${open[1].toLowerCase()} know ${text.slice(open[0].length)}`;
}

const USE_TO = /\b(they|we|you|people|[a-z]+s)\s+use\s+(it|them|this|our\s+[a-z-]+)\s+to\b/i;
/** Confident verbs commit: "Teams use it to plan" → "Teams rely on it to plan". */
export const relyOn = (text: string) => text.replace(USE_TO, '$1 rely on $2 to');

// The verb only, after its subject: "All leather handles are hand made" keeps its noun.
const HANDLES = maskPattern(
  'gi',
)`(?<=\b(?:he|she|it|who|that|which|team|everyone|someone|${MASK_CLOSE})\s+)handles\s+(?!with\b|for\b|up\b|to\b|are\b|were\b|and\b)`;
const LOOKED_INTO = /\b(look|looked|looking)\s+into\s+(?=(?:your|the|this|it|what|why|how)\b)/gi;
const LOOK_FORMS: Record<string, Record<string, string>> = {
  calm: {
    look: 'take a careful look at',
    looked: 'took a careful look at',
    looking: 'taking a careful look at',
  },
  empathetic: {
    look: 'take a close look at',
    looked: 'took a close look at',
    looking: 'taking a close look at',
  },
  professional: { look: 'review', looked: 'reviewed', looking: 'reviewing' },
};
// Only a person is let go: "This cup was fired in a wood kiln", "they were fired in a kiln to 950
// degrees", "they were fired again" (pots: a kiln after them, or fired a second time) stay.
const FIRED =
  /(?<=\b(?:I|[Yy]ou|[Hh]e|[Ss]he|[Ww]e|[Tt]hey|[Ww]ho|[A-Z][a-z]+|(?:employee|worker|manager|member|person|driver|teacher|coach|colleague)s?|staff|someone|everyone|people)\s+(?:(?:has|have|had|will|would|could|might|may)\s+)?)(?<!\b(?:This|That|These|Those|It|Which|What|There|Here)\s+(?:(?:has|have|had|will|would|could|might|may)\s+)?)(was|were|got|get|been|being)\s+fired\b(?!\s+(?:up|again|twice)\b|[^.!?]{0,40}\b(?:kilns?|ovens?|furnaces?|glazes?|clay|degrees)\b)/g;
const NOTHING_BACK = /\b(hearing|heard|hear)\s+nothing\s+back\b/gi;
const RESPONSE_FORMS: Record<string, string> = {
  hearing: 'receiving no response',
  heard: 'received no response',
  hear: 'receive no response',
};
const APPROXIMATELY = maskPattern(
  'gi',
)`\b(about|around|roughly)\s+(?=(?:${MASK}|\d|(?:twice|half|double|two|three|four|five|six|seven|eight|nine|ten|a dozen)\b))`;
// "the things I will miss about 2020", "we'll talk about 3 ideas": after a verb of thinking,
// saying or feeling "about" names the topic, and "approximately" would make it a guess at a number.
const TOPIC_VERB_BEFORE =
  /\b(?:miss|missed|think|thinking|thought|talk|talking|talked|speak|spoke|write|wrote|written|read|hear|heard|know|knew|learn|learned|learnt|remember|forget|forgot|worry|worried|care|cared|love|loved|like|liked|hate|say|said|tell|told|ask|asked|complain|dream|feel|felt|excited|happy|sorry|sad)\s+$/i;
// "connects to over 200 banks" → "more than 200"; "files over 50 MB" keeps its "over" (a size).
const MORE_THAN = maskPattern(
  'gi',
)`\b(to|of|for|with|by|from|in|on|at|across|among|has|have|had|is|are|was|were|serves|employs|reached|saved|took|takes)\s+over\s+(?=${MASK}|\d)`;
const INSTEAD_OF = /\binstead\s+of\b/gi;

// "put", "hand" and "go" are verbs only after a modal, "to" or "please" (captured as $1): "glazed
// by hand in our studio", "I was put off", "we put together a plan" (past) and "go over budget" stay.
const afterVerbCue = (phrasal: string, more = '') =>
  new RegExp(`\\b(to|will|can|could|should|must|please|let['’]s${more})\\s+${phrasal}\\b`, 'gi');
/** "over budget", "over the limit": going past something, not looking it over. */
const notOverALimit = (more = '') =>
  `(?!\\s+(?:the\\s+|our\\s+|your\\s+|its\\s+)?(?:budget|limit|time|top|edge|capacity|quota|deadline${more})\\b)`;

// "will cut costs", "to cut no-shows by 30 percent" reduce an amount; "we will cut your grass",
// "cut the ribbon" do not.
const AMOUNT = String.raw`(?:\d|${MASK_OPEN})`;
const CUT_AMOUNT = new RegExp(
  String.raw`\b(to|will|can|helps?|help)\s+cut\b(?=\s+(?:(?:your|our|the|their|its|energy|carbon|running|operating|monthly|annual)\s+){0,2}(?:costs?|prices?|spending|expenses?|waste|time|emissions|bills?|fees?|risks?|delays?|errors?|downtime|churn|overheads?|usage|${AMOUNT}|by\b)|(?:\s+[\w-]+){1,3}\s+by\s+(?:up\s+to\s+|about\s+|around\s+|nearly\s+|over\s+)?${AMOUNT})`,
  'gi',
);

/** Phrasal verbs a formal register says in one word ("cut it down to" → "reduced it to"). */
const FORMAL_VERBS: [RegExp, string][] = [
  [/\b(cut|cutting|cuts)\s+(\S+(?:\s+\S+)?)\s+down\s+to\b/gi, '$1 $2 to'],
  [CUT_AMOUNT, '$1 reduce'],
  [afterVerbCue('put\\s+off'), '$1 postpone'],
  // "available for carry out" is take-away food: only the verb, after its subject or a modal.
  [afterVerbCue('carry\\s+out', '|I|we|you|they'), '$1 conduct'],
  [/\bcarried\s+out\b/gi, 'conducted'],
  // "have come up with" is the perfect: "have developed", never "have develop".
  [/\b(have|has|had)\s+come\s+up\s+with\b/gi, '$1 developed'],
  [/\bcome\s+up\s+with\b/gi, 'develop'],
  [/\bcame\s+up\s+with\b/gi, 'developed'],
  [afterVerbCue(`go\\s+over\\b${notOverALimit()}`), '$1 review'],
  [new RegExp(`\\bwent\\s+over\\b${notOverALimit('|well|badly|poorly')}`, 'gi'), 'reviewed'],
  [afterVerbCue('put\\s+together'), '$1 prepare'],
  [afterVerbCue('hand\\s+in'), '$1 submit'],
  [afterVerbCue('talk\\s+about', '|I|we|you|they'), '$1 discuss'],
  // "Not much is talked about the three…": in the passive "about" may keep an object of its own.
  [/(?<!\b(?:is|was|are|were|be|been|being|gets?|got)\s+)\btalked\s+about\b/gi, 'discussed'],
  [/\bsending\s+out\b/gi, 'sending'],
  [/\bsent\s+out\b/gi, 'sent'],
];
const CUT_TO_REDUCE: Record<string, string> = {
  cut: 'reduced',
  cutting: 'reducing',
  cuts: 'reduces',
};

/**
 * Softer nouns for the same thing: "fights" → "disagreements", "a disaster" → "a setback".
 * Not "argument": in technical text it is a function's parameter, not a quarrel. One word for
 * one word, so a compound keeps its shape; not "crisis": "the Covid-19 crisis" is a name for what
 * happened, and softened it reports less than the writer did.
 */
const SOFT_NOUNS: [RegExp, string][] = [
  [/\bfights\b/g, 'disagreements'],
  // "It was a disaster" judges; "big disasters", "disaster relief" name what happened.
  [
    /\b(a|an|total|complete|absolute|utter)\s+disaster\b(?!\s+(?:relief|response|recovery|area|zone|fund|plan))/g,
    '$1 setback',
  ],
  [/\bfurious\b/g, 'upset'],
  [/\bangry\b/g, 'frustrated'],
  [new RegExp(String.raw`(?<!${PANIC_BEFORE})\bpanic\b(?!${PANIC_NAMES})`, 'g'), 'worry'],
  [CUT_AMOUNT, '$1 reduce'],
];

function formalVerbs(text: string): string {
  let out = text;
  const [cutDown, ...rest] = FORMAL_VERBS;
  out = out.replace(cutDown[0], (_m, verb: string, object: string) => {
    const lower = verb.toLowerCase();
    // "we cut X down to" reads past in a story; "cut" after "to"/"will" is handled below.
    const form = lower === 'cut' ? 'reduced' : CUT_TO_REDUCE[lower];
    return `${/^[A-Z]/.test(verb) ? upperFirst(form) : form} ${object} to`;
  });
  for (const [pattern, formal] of rest) out = out.replace(pattern, formal);
  return out;
}

export type WordVoice = 'calm' | 'empathetic' | 'professional' | 'balanced';

/**
 * Word choice in the tone's register. Calm and empathetic take the edge off hard words ("was
 * fired" → "was let go", "handles" → "takes care of"); professional and balanced write the
 * precise, formal form ("looked into" → "reviewed", "about twice" → "approximately twice").
 */
/**
 * `isAmount` says whether a protected span is a figure: "about 40 people" may become
 * "approximately", "about Mastodon" may not.
 */
export function registerWords(
  text: string,
  voice: WordVoice,
  isAmount: (token: string) => boolean = () => false,
): string {
  let out = text;
  if (voice === 'calm' || voice === 'empathetic') {
    out = out.replace(
      FIRED,
      (_m, aux: string) => `${aux === 'got' ? 'was' : aux === 'get' ? 'be' : aux} let go`,
    );
    out = out.replace(HANDLES, 'takes care of ');
    for (const [pattern, soft] of SOFT_NOUNS) out = out.replace(pattern, soft);
  }
  if (voice === 'professional') {
    out = out.replace(
      FIRED,
      (_m, aux: string) => `${aux === 'got' ? 'was' : aux === 'get' ? 'be' : aux} dismissed`,
    );
    out = out.replace(NOTHING_BACK, (_m, verb: string) => RESPONSE_FORMS[verb.toLowerCase()]);
    out = out.replace(HANDLES, 'manages ');
  }
  const look = LOOK_FORMS[voice];
  if (look) out = out.replace(LOOKED_INTO, (_m, verb: string) => `${look[verb.toLowerCase()]} `);
  if (voice === 'professional' || voice === 'balanced') {
    const formal = formalVerbs(out);
    // "about 10 oz and roughly 3 inches": one "approximately" a sentence, never two.
    let approximated = /\bapproximately\b/i.test(formal);
    out = formal
      .replace(APPROXIMATELY, (found: string, _word: string, offset: number) => {
        const token = MASK_AT_START.exec(formal.slice(offset + found.length))?.[0];
        if ((token && !isAmount(token)) || approximated) return found;
        if (/^about\b/i.test(found) && TOPIC_VERB_BEFORE.test(formal.slice(0, offset)))
          return found;
        approximated = true;
        // "…Church St. Roughly 50 tickets": a capital keeps its word's place as a sentence start.
        return /^\p{Lu}/u.test(found) ? 'Approximately ' : 'approximately ';
      })
      .replace(MORE_THAN, '$1 more than ')
      .replace(INSTEAD_OF, 'rather than');
  }
  return out;
}

const CANNOT_ATTEND = /\b(?:cannot|can['’]t|are unable to|is unable to)\s+attend\b/gi;
// Through the phrase table, so every swap is checked against its slot ("for purchase" stays).
const friendlyPlainWords = compilePhraseTable({
  purchase: 'buy',
  assist: 'help',
  approximately: 'about',
  regarding: 'about',
  requires: 'needs',
  additional: 'extra',
  commence: 'start',
  sufficient: 'enough',
});

/** Friendly plain words: "If you cannot attend" → "If you can't make it", "purchase" → "buy". */
export function friendlyWords(text: string, curly: boolean): string {
  const out = text.replace(CANNOT_ATTEND, (found: string) => {
    const word = curly ? 'can’t make it' : "can't make it";
    return /^[A-Z]/.test(found) ? upperFirst(word) : word;
  });
  return friendlyPlainWords(out);
}

/**
 * Balanced names a contrast as one: "sent applications and heard nothing back" → "… but heard
 * nothing back". Only an outcome told in the past is a contrast: "take a few days off and do
 * nothing" is the plan itself. After a preposition the two verbs share its object ("fit cleanly
 * into and never outdate the frame"): one aim, no contrast.
 */
export function contrastConnective(text: string): string {
  return text.replace(
    /([a-z])(?<!\b(?:into|onto|from|with|of|in|on|at|by|about|over|under|through|to|for)),?\s+and\s+(?=(?:[a-z]+ed|got|had|found|heard|received)\s+no\s+(?!doubt\b|matter\b|longer\b)|(?:[a-z]+ed|got|had|found|heard|received|saw|did|came|went|said|made|took|gave|knew)\s+(?:(?:on|in|with|from|about)\s+)?(?:almost\s+|virtually\s+|very\s+)?(?:nothing|none|nobody|no\s+one|few)\b|(?:never|nothing|nobody)\b)/g,
    '$1 but ',
  );
}

/** Inspiring: "in one place" → "all in one place". */
export const allInOne = (text: string) =>
  text.replace(/(?<!\ball\s)\bin one place\b/g, 'all in one place');

/** Is a protected span a figure (a number, an amount of money, a time)? */
export const amountIn =
  (ctx: RewriteContext) =>
  (token: string): boolean =>
    ['number', 'money', 'time'].includes(ctx.masker.spanAt(token)?.kind ?? '');

const HELP_VERBS =
  /^(ask|contact|call|email|message|ping|tell|talk to|speak to|reach out to|let (?:me|us) know)\b/i;
const IF_CLAUSE = /^(If\s+[^,]{3,60},\s+)(?!please\b|just\b|feel\b|you\b)(.+)$/;

/**
 * An offer of help after a condition in the tone's voice: "If you need boxes, ask Marco." →
 * friendly "…, just ask Marco.", calm and empathetic "…, feel free to ask Marco.". Only
 * for asking and contacting, which the reader may do, never for what they must do.
 */
export function conditionalHelp(
  text: string,
  voice: 'friendly' | 'calm' | 'empathetic' | 'professional',
  isTime?: IsTime,
): string {
  const match = IF_CLAUSE.exec(text);
  if (!match || !HELP_VERBS.test(match[2]) || /\?$/.test(text)) return text;
  // "…, tell the teacher before Wednesday": a deadline makes it a duty, not an offer.
  if ((voice === 'calm' || voice === 'empathetic') && dated(match[2], isTime)) return text;
  const lead = voice === 'friendly' ? 'just' : voice === 'professional' ? 'please' : 'feel free to';
  return `${match[1]}${lead} ${lowerFirst(match[2])}`;
}
