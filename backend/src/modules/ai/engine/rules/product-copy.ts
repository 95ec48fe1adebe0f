import { IMPERATIVE_VERBS } from '../data/commands.js';
import { MASK_OPEN, MASK_TOKENS, maskPattern } from '../../guardrails/mask-token.js';
import type { SpanMasker } from '../../guardrails/span-masker.js';
/**
 * Product copy ("It has three brightness levels and a timer.") in each tone's voice. Every
 * pattern is narrow: a pronoun subject and a plain feature list, or the sentence is left alone.
 */
import { HEDGE_MODALS } from '../../analysis/lexicon/hedges.js';
import { anyWord } from '../../analysis/lexicon/phrase-list.js';
import { COPY_VERBS } from '../data/banks/product.js';
import type { PhraseTable } from '../data/register.js';
import { endsInAbbreviation } from '../language/abbreviations.js';
import { isCommonSentenceStart, lowerFirst } from '../language/casing.js';
import { hasTag, lexiconTags, switchOf } from '../language/lexicon.js';
import { continuesVerb } from '../language/verb-phrase.js';
import { compilePhraseTable } from './phrase-table.js';
import { namesATime } from './requests.js';
import type { TextPass } from '../tones/tone-definition.js';

const FEATURE =
  /^(It|They)\s+(has|have|comes\s+with|come\s+with|includes|include|offers|offer|features|feature)\s+(?!been\b|to\b|not\b|no\b|you\b)([^.!?;:]{3,100})([.!])$/;
/**
 * A feature sentence ("It has a timer."), never the perfect tense: "It has now been sent out" and
 * "They have already shipped" say what happened, not what the thing comes with.
 */
function featureMatch(text: string): RegExpExecArray | null {
  const match = FEATURE.exec(text);
  return match && /^ha(?:s|ve)$/.test(match[2]) && continuesVerb(match[3]) ? null : match;
}
const MADE =
  /^(?:It|They|This|These)(?:['’]s|['’]re|\s+is|\s+are)\s+((?:made|built|designed|crafted|tested|finished|sourced|printed|handmade|hand-made|available)\b[^.!?;:]{3,80})\.$/;

/** "It has a timer." → "It's got a timer." */
export function hasGot(text: string): string {
  const match = featureMatch(text);
  if (!match || !/^ha(?:s|ve)$/.test(match[2])) return text;
  const subject = match[1] === 'It' ? "It's" : "They've";
  return `${subject} got ${match[3]}${match[4]}`;
}

/** "It has a timer." → "It offers a timer." (a neutral catalogue verb). */
export function offersFeature(text: string): string {
  const match = featureMatch(text);
  if (!match || !/^ha(?:s|ve)$/.test(match[2])) return text;
  return `${match[1]} ${match[1] === 'It' ? 'offers' : 'offer'} ${match[3]}${match[4]}`;
}

/** "It has a timer." → "It comes with a timer." */
export function comesWith(text: string): string {
  const match = featureMatch(text);
  if (!match || !/^ha(?:s|ve)$/.test(match[2])) return text;
  return `${match[1]} ${match[1] === 'It' ? 'comes' : 'come'} with ${match[3]}${match[4]}`;
}

const COMES_IN = /^(?:It|They)\s+comes?\s+in\s+([^.!?;:]{3,60})\.$/;

/** "It has a timer and a dimmer." → "It brings together a timer and a dimmer." */
export function bringsTogether(text: string): string {
  const match = featureMatch(text);
  if (!match || !/^ha(?:s|ve)$/.test(match[2]) || !/\s(?:and|plus)\s/.test(match[3])) return text;
  return `${match[1]} ${match[1] === 'It' ? 'brings' : 'bring'} together ${match[3]}${match[4]}`;
}

/** A phrase table that keeps the case of what it replaces. */
export const verbSwaps = (table: PhraseTable) => compilePhraseTable(table);

const HAS_CONNECTOR =
  /^(?:and|but|plus|also|in addition|additionally|so|then|however|what's more|finally|overall)\b/i;
// Not an added point: a wish, a thanks, a condition, an ask or a greeting.
const NOT_A_POINT =
  /^(?:I|We|You)(?:['’]d|\s+would|['’]ll|\s+will)?\s+(?:love|like|hope|look|can['’]t wait)\b|^(?:thanks|thank|please|if|when|while|hi|hello|dear|let|feel|don['’]t|do not)\b|^(?:after|before|from|on|in|at|by|since|until|during|next|last|today|tomorrow|yesterday|now|soon|then|as|once)\b|^\w+ing\b|^(?:what|who|how|why|which|where)\b/i;

const INVITES = /\b(?:invite|invites|invited|invitation|join us|come (?:and|along|by))\b/i;
const CLIENTS_GET =
  /^(?:you|clients|customers|members|patients|guests|every\s+\w+|each\s+\w+)\s+(?:also\s+)?(?:get|gets|receive|receives|enjoy|enjoys|have|has)\b/i;
/**
 * A drawback, a hedge, a condition, a rule or a caution is no added point: "Plus, the rim might
 * not be round", "In addition, prior registration is encouraged", "Plus, we ask that
 * cancellations…", "Plus, it's worth remembering that evenings are drawing in".
 */
const LIMITATION = new RegExp(
  `${anyWord(HEDGE_MODALS)}|\\b(?:not|n['’]t|never|no|none|cannot|unable|unfortunately|however|although|though|but|only|limited|required|requires?|must|needs? to|ask|asks|encouraged|depending|depends|based on|subject to|hard|difficult|worth (?:remembering|noting|bearing in mind)|bear in mind|keep in mind|beware|careful)\\b`,
  'i',
);
const FUNCTION_START =
  /^(?:It|They|Its|Their|We|Our|It['’]s|They['’]re|We['’]re|The|This|These|Each|Every|All|Most)\b/;

const VERDICT =
  /^(?:It|This|That)(?:['’]s|\s+is|\s+was|\s+will\s+be)\s+(?:a|an|such\s+a|quite\s+a)\s+(?:[\w-]+\s+)?(?:affair|occasion|event|evening|night|day|time|experience|treat|sight|celebration|party|outing)\b/i;

const PAST_OR_SUMMARY =
  /^(?:(?:It|They|This|That|These|Those|He|She|We|I)\s+(?:was|were)|You\s+get\s+the\s+idea)\b/i;

/**
 * "The finished candles are carefully placed in boxes for shipment.", "The award is given to…",
 * "The build is expected to take eight months.": a step done to the thing, or what is expected of
 * it, is what happens to it, no further thing it has.
 */
const DONE_TO_IT =
  /^[^,;:]{0,60}?\s(?:is|are|will\s+be)\s+(?:\w+ly\s+)?(?:placed|packed|packaged|boxed|wrapped|shipped|dispatched|posted|sent|finished|given|awarded|presented|expected)\b/i;

/**
 * "We will do our best to…", "We approve.", "This is why we chose…": the writer's own doing or
 * a consequence of the sentence before, not one more thing the offer has.
 */
const WRITERS_OWN = /^(?:I|We)\b(?!['’]re\b|\s+are\b)|^(?:This|That)(?:['’]s|\s+is|\s+was)\s+why\b/;
const PRICE_OR_CLOCK =
  /\b(?:soon|shortly|costs?|priced|fee|\d{1,2}(?:[.:]\d{2})?\s*(?:to|-|–)\s*\d{1,2}(?:[.:]\d{2})?|(?:over|in|during)\s+the\s+(?:next|coming)\s+(?:few\s+)?(?:days|weeks|months|years))\b/i;
const namesPriceOrTime = (text: string, masker: SpanMasker) =>
  PRICE_OR_CLOCK.test(text) ||
  namesATime(text, masker) ||
  [...text.matchAll(MASK_TOKENS)].some((token) => masker.spanAt(token[0])?.kind === 'money');

function isAddedPoint(text: string, lowerWords: ReadonlySet<string>): boolean {
  if (
    !/[^.]\.$/.test(text) ||
    HAS_CONNECTOR.test(text) ||
    NOT_A_POINT.test(text) ||
    LIMITATION.test(text) ||
    WRITERS_OWN.test(text) ||
    DONE_TO_IT.test(text)
  )
    return false;
  // "In addition, the cleaners will also be in": the sentence already says it adds; "now",
  // "still" or "this year" move the story on in time rather than add a point.
  if (/\b(?:also|too|as well|additionally|now|still|yet|this year|next year)\b/i.test(text))
    return false;
  // "It's a grand affair.", "It was a lovely evening.": a verdict on the whole, no item of it.
  if (VERDICT.test(text)) return false;
  // "It was started by an electrical short.", "It was the right decision at the time.": what
  // happened or what the writer made of it, no item the subject has; "You get the idea." sums up.
  if (PAST_OR_SUMMARY.test(text)) return false;
  // "It is thirty years since…" tells a time, not one more thing the subject has.
  if (/^It(?:['’]s|\s+is|\s+was|\s+has\s+been)\s+(?:\S+\s+){1,3}since\b/.test(text)) return false;
  const [first = '', second = ''] = text.split(/\s+/, 2);
  if (IMPERATIVE_VERBS.has(first.toLowerCase())) return false;
  // Only a sentence that opens on its subject adds an item ("Clients get a named accountant"):
  // "Hope to see you there." has none, the word after its first is no verb.
  return (
    FUNCTION_START.test(text) ||
    (isCommonSentenceStart(first, lowerWords) && isFiniteVerb(second.toLowerCase()))
  );
}

const isFiniteVerb = (word: string) =>
  lexiconTags(word).some((tag) =>
    /^(?:Infinitive|PresentTense|PastTense|Modal|Copula|Auxiliary)$/.test(tag),
  ) ||
  /PresentTense|PastTense/.test(switchOf(word) ?? '') ||
  (/^[a-z]{2,}s$/.test(word) && hasTag(word.slice(0, -1), 'Infinitive'));

const SUBJECT_END =
  /^(?:is|are|was|were|will|would|has|have|had|can|could|may|might|must|shall|should|do|does|did)$/i;
const SUBJECT_FILLER = /^(?:it|its|they|their|we|our|the|this|these|each|every|all|most|a|an)$/i;
/**
 * "…a Silver and five Bronze CUPPIES. The Silver CUPPIE will be presented…", "…the bowl is
 * welded to the top. All welds are ground…": a subject that restates a word of the sentence
 * before goes on about the same thing; it is no new item to add.
 */
function restatesPrevious(point: string, previous: string): boolean {
  const words = point.split(/\s+/);
  const end = words.findIndex((word, at) => at > 0 && SUBJECT_END.test(word));
  const subject = words
    .slice(0, end < 0 ? 3 : end)
    .map((word) => word.toLowerCase().replace(/[^\p{L}]/gu, ''))
    .filter((word) => word.length >= 3 && !SUBJECT_FILLER.test(word));
  const before = previous.toLowerCase();
  return subject.some((word) => before.includes(word.slice(0, Math.max(4, word.length - 2))));
}

/**
 * "…and a timer. It's made from recycled aluminium." → "…Plus, it's made from recycled
 * aluminium.": the last point of a paragraph of three or more, marked as one more point.
 */
export function connectLastFeature(from: number, connector: string): TextPass {
  return {
    id: 'connect-last-feature',
    from,
    apply(sentences, ctx) {
      // "…under water. Plus, it houses both the heavy roller…": in a report of a problem each
      // sentence says what was hit, not one more advantage.
      if (ctx.situation === 'problem') return;
      // A product's features and an event's attractions are what "Plus," adds to; a service is
      // argued for, and only what its clients get is one more point ("Clients get a named
      // accountant"): on a definition, on who the clients are or on the last step of a party it
      // misread (4 of 4 such uses in sales pitches graded 2).
      const described = (point: string) =>
        ctx.textType === 'product' ||
        ctx.textType === 'event' ||
        (ctx.textType === 'service' && CLIENTS_GET.test(point));
      const own = sentences.filter((sentence) => !sentence.added && sentence.role !== 'item');
      const byBlock = new Map<number, typeof own>();
      for (const sentence of own)
        byBlock.set(sentence.block, [...(byBlock.get(sentence.block) ?? []), sentence]);
      for (const group of byBlock.values()) {
        if (group.length < 3 || group.some((sentence) => HAS_CONNECTOR.test(sentence.text)))
          continue;
        for (let index = group.length - 1; index >= 2; index--) {
          const point = group[index];
          // Behind a drawback or a condition, a "Plus," before the point above it would read as
          // if the drawback were one more plus: no connector in that paragraph.
          // After a drawback ("…but less of a scent throw."), or before the writer's invitation
          // ("We invite you to join us…"), there is no further plus to mark.
          if (LIMITATION.test(point.text) || LIMITATION.test(group[index - 1].text)) break;
          if (INVITES.test(point.text)) break;
          // The last point goes on about what the sentence before named: no item to add.
          if (restatesPrevious(point.text, group[index - 1].source)) break;
          if (/\?$/.test(group[index - 1].text)) continue;
          // "…for some of these⏎items will be available.": a piece in lower case goes on from the
          // writer's line break; it starts no sentence a connector could open.
          if (/^\p{Ll}/u.test(point.source)) break;
          // Past a closing wish or thanks to the last point; any other sentence ends the search, so
          // the connector never lands on a point the paragraph goes on from.
          // "Plus, the run costs $30", "Plus, the fair will run from 11 to 3 on Saturday": a
          // price or a time is what to know, not one more advantage.
          if (namesPriceOrTime(point.text, ctx.masker)) break;
          if (!isAddedPoint(point.text, ctx.lowerWords)) {
            if (NOT_A_POINT.test(point.text)) continue;
            break;
          }
          // Only copy that describes an offer adds points: in notes, notices and posts a sentence
          // on the same subject goes on about it ("It's just a big number with a little change."
          // after a version's news, "They ran off east…" in a break-in's account: 2 of the 3 uses
          // there graded 2).
          if (!described(point.text)) continue;
          const first = point.text.split(/\s+/, 1)[0] ?? '';
          // Pronouns and determiners always go to lower case; a name keeps its capital.
          const lower =
            FUNCTION_START.test(point.text) ||
            (!maskPattern()`^(?:I\b|${MASK_OPEN})`.test(first) &&
              isCommonSentenceStart(first, ctx.lowerWords));
          if (!lower) continue;
          point.text = `${connector} ${lowerFirst(point.text)}`;
          return;
        }
      }
    },
  };
}

const SHORT = 12;
const words = (text: string) => text.split(/\s+/).length;
const JOINABLE_NEXT = /^(?:It|They|It['’]s|They['’]re|This|These|The|Our|Your|Each|Every|We)\b/;

/**
 * Calm pacing: two short sentences about the same thing flow into one ("…for reading, and it
 * has three brightness levels…"). Once per paragraph; never across a question, a list or the
 * author's line break.
 */
export const joinShortSentences = (from: number): TextPass => ({
  id: 'join-short-sentences',
  from,
  apply(sentences, ctx) {
    const seen = new Set<number>();
    for (let index = 0; index + 1 < sentences.length; index++) {
      const first = sentences[index];
      const next = sentences[index + 1];
      if (seen.has(first.block) || first.block !== next.block || first.line !== next.line) continue;
      if (first.added || next.added || first.role === 'item' || next.role === 'item') continue;
      // A thanks or an apology is a sentence of its own, not the first half of news.
      if (/^(?:thanks|thank you|sorry|we['’]re sorry|welcome|congratulations)\b/i.test(first.text))
        continue;
      // A request or an apology is its own sentence too: "Please store water in advance, and we
      // apologise…" ties two acts that have nothing to do with each other.
      if (/^please\b/i.test(first.text) || /^(?:we|I)\s+(?:apologi[sz]e|regret)\b/i.test(next.text))
        continue;
      // "I wanted to follow up…" states a purpose; "The product is simple: …" has its own colon.
      if (
        /^I (?:wanted|just wanted|am writing|['’]m writing)\b/.test(first.text) ||
        /:/.test(next.text)
      )
        continue;
      if (!/[^.]\.$/.test(first.text) || !/\.$/.test(next.text) || !JOINABLE_NEXT.test(next.text))
        continue;
      if (words(first.text) > SHORT || words(next.text) > SHORT || /,/.test(first.text)) continue;
      // A semicolon where ", and" would make a second "and" in one sentence.
      const joint = /\band\b/.test(first.text) ? ';' : ', and';
      // "It weighs 5 lb., and the tin…": an abbreviation keeps its full stop.
      const head = endsInAbbreviation(ctx.masker.unmask(first.text))
        ? first.text
        : first.text.slice(0, -1);
      first.text = `${head}${joint} ${lowerFirst(next.text)}`;
      next.text = '';
      seen.add(first.block);
    }
  },
});

/** 1 for a sentence the product rules can rewrite: in product copy these enter the budget first. */
export const productTarget = (text: string) =>
  featureMatch(text) || MADE.test(text) || COMES_IN.test(text) || /\bgives?\s+you\b/.test(text)
    ? 1
    : 0;

const SECOND_PREDICATE = new RegExp(
  String.raw`^(It|They|We|It['’]s|They['’]re|We['’]re)(\s+[^,.;:!?]{3,80}?)\s+and\s+(doesn['’]t|don['’]t|does\s+not|do\s+not|is|are|has|have|${[...COPY_VERBS].join('|')}|${[...COPY_VERBS].map((verb) => verb.replace(/e?s$/, '')).join('|')})\s+([^.!?;:]{3,80})\.$`,
);
const SHARED_MODAL = /^\s*(?:will|would|can|could|should|must|may|might|shall)\b/i;
const SHARED_AUXILIARY =
  /^\s*(?:will|would|can|could|should|must|may|might|shall|have|has|had|do|does|did)\b/i;
const BE_AND_HAVE: Record<string, string> = { "It's": 'It', "They're": 'They', "We're": 'We' };

/**
 * "It absorbs quickly and doesn't leave a sticky finish." → "It absorbs quickly. It doesn't
 * leave a sticky finish.": two short claims instead of one joined one.
 */
const INFINITIVE =
  /\bto\s+(?!(?:the|a|an|our|your|their|my|his|her|its|this|that|these|those|all|every|each|some|any|us|you|them|me|him|it)\b)[a-z]+\b/i;

export function splitPredicates(text: string): string {
  const match = SECOND_PREDICATE.exec(text.replace(/’/g, "'"));
  if (!match) return text;
  const [, subject, first, verb, rest] = match;
  // "We will post it and send an email": a bare second verb shares "will"; alone it changes tense
  // ("We have found the bug and are updating…" has its own). After a modal "have" and "do" are
  // bare too ("We can send you an invoice and have this on the way…").
  const ownVerb = SHARED_MODAL.test(first)
    ? /^(?:is|are|has|doesn|don|does)/i
    : /^(?:is|are|has|have|doesn|don|does|do)/i;
  if (SHARED_AUXILIARY.test(first) && !ownVerb.test(verb) && !/s$/i.test(verb)) return text;
  // "It will look at some details and costs at its next meeting": after a modal an -s word is
  // no verb of the same subject, but the object's second noun.
  if (SHARED_MODAL.test(first) && /[^s]s$/i.test(verb) && !ownVerb.test(verb)) return text;
  // "We expect the parts to arrive by Tuesday and have the kiln fixed the day they do": a bare
  // second verb after an infinitive may be its second half ("to arrive … and [to] have"); alone
  // it would turn the expectation into a promise.
  if (INFINITIVE.test(first) && !/^(?:is|are|has|does)$/i.test(verb) && !/s$/i.test(verb))
    return text;
  // "We bring features that have been requested and are now ready": after a relative clause the
  // "and" may join its verbs, whose subject is the noun before "that", not the sentence's.
  if (/\b(?:that|which|who|whose)\b/i.test(first)) return text;
  // "We all should be in this together – maybe you could contact us and offer your time": after
  // a dash or a semicolon another clause has its own subject, whose second verb this is.
  if (/\s[–—-]\s|;/.test(first)) return text;
  // "We appreciate your understanding and support of our business": a word with "of" after it
  // is a noun, the second half of the object.
  if (/^of\b/i.test(rest)) return text;
  const bare = BE_AND_HAVE[subject] ?? subject;
  const singular = bare === 'It';
  const lower = verb.toLowerCase();
  // "They come in" needs the plural verb, "It comes in" the singular: the verb must agree.
  if (COPY_VERBS.has(lower) !== singular && !/^(?:doesn|don|does|do|is|are|has|have)/.test(lower))
    return text;
  return `${subject}${first}. ${bare} ${verb} ${rest}.`;
}
