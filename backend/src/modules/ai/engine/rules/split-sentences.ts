import { MASK, maskPattern } from '../../guardrails/mask-token.js';
import {
  SUBORDINATING_PHRASES,
  SUBORDINATORS,
  subordinatorsBut,
} from '../../analysis/lexicon/subordinators.js';
import { upperFirst } from '../language/casing.js';
import { hasTag, switchOf } from '../language/lexicon.js';
import { isIndependentClause, looksLikeClause, startsLikeClause } from '../language/clauses.js';

// A comma splice is a join too: "…the seed swap, it was a success" → "…the seed swap. It was a success".
const ABSOLUTE_OPENER =
  /^\s*(?:(?:all\s+)?(?:this|that)\s+(?:being\s+)?(?:said|done|considered|aside)|having\s+said\s+(?:this|that|all\s+that)|all\s+things\s+considered|needless\s+to\s+say|suffice\s+(?:it\s+)?to\s+say)\s*$/i;
const JOIN =
  /,\s+(and|but|so|which means)\s+|;\s+|\s+[—–]\s+(?=[a-z])|,\s+(?=(?:it|this|that|there|we|they|he|she|I|you)\s+(?:is|was|are|were|will|has|had|have|did|does)\b)/g;
// "But when you consider…, it was…": a conjunction may come before the subordinator.
const SUBORDINATE_START = new RegExp(
  `^\\s*(?:(?:but|and|so|yet)\\s+)?(?:${[...SUBORDINATORS, ...SUBORDINATING_PHRASES].join('|')})\\b`,
  'i',
);
/**
 * A subordinate clause anywhere in the words just before the join ("…, as long as it is active").
 * Inside a clause "as", "since", "after", "before" and "till" are as often prepositions ("…, after
 * the call"), and "where", "wherever" and "whether" open a noun clause ("…where we met").
 */
const SUBORDINATE_INSIDE = new RegExp(
  `\\b(?:${[
    ...subordinatorsBut(['as', 'since', 'after', 'before', 'till', 'where', 'wherever', 'whether']),
    ...SUBORDINATING_PHRASES,
  ].join('|')})\\b`,
  'i',
);
/** "Each time a user does…", "the moment we open…": a time clause's opening. */
const TIME_CLAUSE = '(?:each|every|any|the\\s+(?:first|next|last))\\s+time|the\\s+moment';
/**
 * Any subordinator, preposition-like ones too ("before our economy heals and we are back…"): an
 * "and" after one may join two verbs of the subordinate clause, and a split makes the second half
 * an assertion. "Each time a user does…", "the moment we open…" open one as well.
 */
export const SUBORDINATE_ANYWHERE = new RegExp(
  `\\b(?:${[
    ...subordinatorsBut(['as', 'where', 'wherever', 'whether']),
    ...SUBORDINATING_PHRASES,
    TIME_CLAUSE,
  ].join('|')})\\b`,
  'i',
);
const TIME_CLAUSE_START = new RegExp(`^\\s*(?:${TIME_CLAUSE})\\b`, 'i');
/**
 * "Each time a user does – sending texts or buying minutes – we give…": a dash or bracket the
 * writer opened and has not closed (or closes at this join) holds an aside, and no split is
 * made inside it or at its end.
 */
const insideAside = (before: string) =>
  (before.match(/\s[—–]\s/g)?.length ?? 0) % 2 === 1 ||
  (before.match(/\(/g)?.length ?? 0) > (before.match(/\)/g)?.length ?? 0);

/** A clause does not end on a helper verb, a preposition or an article ("Our policy is, and…"). */
const DANGLING_END =
  /\b(?:is|are|was|were|be|been|being|am|has|have|had|do|does|did|will|would|can|could|should|may|might|must|to|of|for|with|from|by|at|in|on|the|a|an|and|or|but)\s*$/i;
const fullClause = (piece: string) => looksLikeClause(piece) && isIndependentClause(piece);
const opensOnPastVerb = (piece: string) => {
  const first = /^\s*([a-z]+)\b/.exec(piece)?.[1];
  return first !== undefined && hasTag(first, 'PastTense');
};
// "…an amazing number and second of all, you did…": a sequence marker opens the clause too.
const CONNECTOR_END =
  /\b(?:otherwise|therefore|thus|hence|consequently|moreover|furthermore|(?:first|second|third|last|most|best|above)\s+of\s+all|above\s+all|firstly|secondly|thirdly|lastly|finally)\s*$/i;
/** What a clause of its own does not start with: an adverb, a helper verb or a preposition. */
const NO_SUBJECT_START =
  /^\s*(?:\w+ly|rather|instead|always|never|also|still|just|then|thus|hence|now|often|sometimes|already|even|is|are|was|were|has|have|had|will|would|can|could|should|may|might|must|do|does|did|to|of|for|with|in|on|at|by|from)\b/i;

// "…must have flowed over, and this time has taken the tree": a time phrase before the verb may
// be the subject ("this year has been great") or stand for one left out; only the writer knows.
const TIME_BEFORE_VERB =
  /^\s*(?:this|that|last|next|each|every)\s+(?:time|day|week|month|year|morning|afternoon|evening|night|weekend|season)\s+(?:has|have|had|is|was|will|would|could|did|took|[a-z]+ed)\b/i;

const APPOSITION_START =
  /^\s*(?:one|ones|something|someone|somewhere)\s+(?:that|which|who|we|I|you|they|he|she|it)\b/i;

/** A left half that opens with a phrase, not a subject ("Even with the crummy weather", "In light of…"). */
const PHRASE_OPENERS =
  'with|without|despite|in|on|at|after|before|during|for|from|by|under|over|through|thanks\\s+to|due\\s+to|because\\s+of|given|following|amid';
const PHRASE_START = new RegExp(`^\\s*(?:even\\s+)?(?:${PHRASE_OPENERS})\\b`, 'i');
const MAIN_CLAUSE_LATER = /^[^.;:!?]*,\s+(?:this|these|the|our|its?|we|they|you|I)\s/i;

/** A phrase that opens the clause after it: "due to…", "so as of today", "coupled with…". */
const FRONTED_PIECE = new RegExp(
  `^\\s*(?:(?:and|but|so|then)\\s+)?(?:(?:even\\s+)?(?:${PHRASE_OPENERS}|owing\\s+to|as\\s+of|as\\s+a\\s+result(?:\\s+of)?|in\\s+turn|in\\s+the\\s+meantime)\\b|[a-z]+ed\\s+(?:with|by|to|from)\\b|[a-z]+ing\\b)`,
  'i',
);
// "Gauging by…", "Looking back on…", "Assuming that we…": a participle with its preposition or
// its "that", no subject before it.
const PARTICIPLE_START =
  /^\s*(?!(?:\w*thing|morning|evening|spring|during)\b)[a-z]+ing\s+(?:by|on|at|from|with|through|over|in|into|to|for|about|after|before|back|up|out|around|that)\b/i;
// "Made in Wales", "Appreciated now for…", "Built by hand": a participle and its preposition.
const PAST_PARTICIPLE_START =
  /^\s*(?:[a-z]+ed|made|built|known|grown|worn|woven|sold|found|seen|held|run)\s+(?:(?:now|here|today|still|first|originally|[a-z]+ly)\s+)?(?:by|in|on|at|for|from|with|to|as|since|over|under|into|across|throughout|around)\b/i;
const COMPARATIVE = '(?:more|less|fewer|\\w+er)';
const COMPARATIVE_PAIR = new RegExp(
  `^\\s*the\\s+${COMPARATIVE}\\b[^.!?]*,\\s*the\\s+${COMPARATIVE}\\b`,
  'i',
);
const PURPOSE_SO =
  /^\s*(?:that\s+)?(?:we|you|they|he|she|it|I|everyone|people)\s+(?:can|could|may|might)\b/i;
const NEED =
  /\b(?:needs?|needed|must|ha(?:ve|s|d)\s+to|want(?:s|ed)?\s+to|ask(?:s|ed|ing)?|please)\b/i;
// "…, and therefore which is beyond our control": a connector may stand before the relative.
const RELATIVE_START =
  /^\s*(?:(?:therefore|thus|hence|also|so|then|consequently|obviously),?\s+)?(?:which|who|whom|whose|whereby|wherein)\b/i;
// "…may occur where…, such as a mains break, and…": a clause that sets a condition or a place.
const CONDITION = /\b(?:where|wherever|whenever|when|if|unless)\b/i;
// "Then, to ensure we still…, we will…": a connector and its comma may come first.
const PURPOSE_LEAD = maskPattern(
  'u',
)`^\s*(?:(?:[\p{Lu};:.-]|${MASK})+\s+)?(?:(?:[Tt]hen|[Ff]irst|[Nn]ext|[Ff]inally|[Aa]lso|[Ss]o|[Aa]nd|[Bb]ut|[Nn]ow),?\s+)?[Tt]o\s+(\p{Ll}+)\b`;
/** "To download the packages", "TL;DR to install…": a purpose phrase, "to" and a verb. */
const opensWithPurpose = (left: string) => {
  const verb = PURPOSE_LEAD.exec(left)?.[1];
  // "Due to this risk" is a phrase with its noun; only a verb after "to" makes a purpose.
  return (
    verb !== undefined &&
    !['Determiner', 'Pronoun', 'Preposition', 'Possessive', 'Value'].some((tag) =>
      hasTag(verb.toLowerCase(), tag),
    )
  );
};
// "…, and a release process that produced its first build…": a noun phrase and its relative
// clause; the verb belongs to the clause, and the half has none of its own.
const NOUN_WITH_RELATIVE =
  /^\s*(?:a|an|the|this|these|those|our|their|its|his|her|my|your|some|many|one)\s+(?:(?!(?:is|are|was|were|has|have|had|will|would|can|could|should|may|might|must|do|does|did)\b)[\w'’-]+\s+){0,8}(?:that|which|who|whose)\b/i;

// "…flavours and trends, and ways we can make our store more fun": a plural noun with a clause
// of its own right after it ("ways [that] we can…") is a list's last item, not a clause.
const CONTACT_RELATIVE =
  /^\s*(?:(?:new|more|other|fun|easy|simple|better|great)\s+)?(?!(?:sometimes|always|perhaps|besides|thus|hence|afterwards|nowadays|meanwhile|as|this|yes|plus|is|was|has|does|its|his|hers|ours|theirs|yours)\b)[a-z]+s\s+(?:we|you|they|I|he|she)\s+(?:can|could|will|would|may|might|should|must|have|had|need|want|love|like|use|make|get|do|did|know|find|offer|sell|hope)\b/i;

const THAT_CLAUSE =
  /\b(?:means?|meant|ensures?|ensure|says?|said|knows?|hopes?|thinks?|believes?|agrees?|notes?|confirms?|shows?|feels?|is|was)\s+that\b/i;
const SUBJECT_START = /^\s*(?:I|we|they|he|she)\b/i;
const isBareVerb = (right: string) => {
  const word = /^\s*([a-z]+)\s/.exec(right)?.[1];
  // "…this week, but orders need to be in by Friday": a plural noun is the new clause's subject.
  return (
    word !== undefined &&
    !/[^s]s$/.test(word) &&
    (hasTag(word, 'Infinitive') || /Verb/.test(switchOf(word) ?? '')) &&
    !hasTag(word, 'Pronoun') &&
    !hasTag(word, 'Determiner')
  );
};
const SAYS_BEFORE =
  /\b(?:say|said|think|thought|know|knew|believe|feel|felt|hope|admit|reckon|suppose|guess|agree)\b(?![^,;:]*\b(?:that|it|this|them|him|her|us|so)\b)[^,;:]*$/i;
const LIKE_START = /^\W*(?:(?:and|but|so)\s+)?(?:just\s+|much\s+)?like\s+/i;

export type SplitStyle = 'plain' | 'formal' | 'explain';

const LEADS: Record<SplitStyle, Record<string, string>> = {
  plain: { and: '', but: 'but ', so: 'so ', 'which means': 'this means ', '': '' },
  formal: {
    // "In addition, much more …": an added connector on a split reads as filler.
    and: '',
    but: 'however, ',
    so: 'therefore, ',
    'which means': 'this means ',
    '': '',
  },
  explain: { and: '', but: 'but ', so: 'this means ', 'which means': 'this means ', '': '' },
};

const wordCount = (text: string) => text.trim().split(/\s+/).length;

/**
 * Splits a long sentence where a conjunction joins two full clauses:
 * "We fixed the bug, and the team is testing it." → "We fixed the bug. The team is testing it."
 * Only joins with at least `minWords` on each side are split.
 */
export function splitAtConjunctions(
  text: string,
  style: SplitStyle,
  minWords = 4,
  only?: RegExp,
): string {
  // "The looser the yarn is spun, and the garment knitted, the higher the risk": a comparison
  // in two halves, neither of which stands alone.
  if (COMPARATIVE_PAIR.test(text)) return text;
  let out = '';
  let start = 0;
  let capitalNext = false;
  // Joins are named for `only`: a conjunction, 'splice' (a bare comma), ';' or 'dash'.
  for (const match of text.matchAll(JOIN)) {
    const conjunction = (match[1] ?? '').toLowerCase();
    const join =
      conjunction || (match[0].startsWith(',') ? 'splice' : match[0].includes(';') ? ';' : 'dash');
    if (only && !only.test(join)) continue;
    const left = text.slice(start, match.index);
    const right = text.slice(match.index + match[0].length);
    // "As some of you heard, we are…": a subordinate clause cannot stand alone, nor "(And) just
    // like it is better for your car to be driven, …", a comparison.
    if (SUBORDINATE_START.test(left) || TIME_CLAUSE_START.test(left) || LIKE_START.test(left))
      continue;
    // "This means that they don't need…, and that updates can be delivered…", "The pattern is
    // that there is…, and that that isn't…": a second "that" clause of the same verb; alone it
    // has no main clause.
    if (
      (conjunction === 'and' || conjunction === 'or') &&
      /^\s*that\b/i.test(right) &&
      THAT_CLAUSE.test(left)
    )
      continue;
    if (insideAside(`${text.slice(0, match.index)} `)) continue;
    const lastPart = left.split(/[,;:]/).pop() ?? left;
    // "Once the cause was found, it…", "…, as long as it is active, you…": nor can one inside.
    if (SUBORDINATE_INSIDE.test(lastPart)) continue;
    // "fruit, milk, and wine boxes", "…such as higher enrolment, increased entry into employment,
    // and a decreased need for…": two pieces with no clause of their own before ", and" are list
    // items, and the comma closes a list, not a clause.
    const pieces = left.split(/[,;:]/);
    const listed = pieces.length >= 3 && !pieces.slice(-2).some((piece) => looksLikeClause(piece));
    if (conjunction && lastPart !== left && (wordCount(lastPart) <= 3 || listed)) continue;
    // "…errors are reduced, the information we hold is secure, and our impact is reduced", "I've
    // talked to my staff, looked at our finances, and I've decided…": a series of clauses (or of
    // one subject's verbs), whose first two a split would leave on a bare comma.
    if (
      conjunction === 'and' &&
      pieces.length >= 2 &&
      left.slice(0, left.length - lastPart.length).endsWith(',') &&
      !RELATIVE_START.test(lastPart) &&
      fullClause(pieces[pieces.length - 2]) &&
      (fullClause(lastPart) || opensOnPastVerb(lastPart))
    )
      continue;
    // "…include a tasting room, a pub serving pints and pizzas, and outdoor gardens…": before
    // ", and" a piece with an "and" of its own and no clause is a list item, and so is what
    // follows.
    if (
      conjunction === 'and' &&
      lastPart !== left &&
      /\band\b/i.test(lastPart) &&
      !looksLikeClause(lastPart)
    )
      continue;
    // "Our policy is, and always has been, to…": neither half is a clause of its own.
    // "…a frustrating decision, but one we had to make": an apposition with its relative clause
    // has no verb of its own.
    if (
      DANGLING_END.test(left) ||
      NO_SUBJECT_START.test(right) ||
      APPOSITION_START.test(right) ||
      TIME_BEFORE_VERB.test(right)
    )
      continue;
    // "…matches your first password otherwise, you will need to…": a connector before the comma
    // opens the clause after it; left behind, it ends a sentence it does not belong to.
    if (CONNECTOR_END.test(left)) continue;
    // "Our workload…, and new locations … which our crew must maintain, has come at the same
    // time": a verb right after the next comma is the predicate of a compound subject.
    if (/^[^,.;]*,\s+(?:has|have|had|is|are|was|were)\s/i.test(right)) continue;
    // "portal — a persistent view of…": after a dash, an article opens an apposition.
    if (join === 'dash' && /^(?:a|an)\s/i.test(right)) continue;
    // "…a delicate process — more art than science — which means…": the first of a pair of
    // dashes opens an aside, and the clause goes on after the second.
    if (join === 'dash' && /[—–]|\s-\s/.test(right)) continue;
    // Both halves must stand as full clauses, or the split leaves a fragment ("Even with the
    // crummy weather. We are…": the left half has no verb of its own).
    if (PHRASE_START.test(left) && !looksLikeClause(lastPart)) continue;
    // "With no preservatives, artificial colors, and ingredients grown without GMOs, this granola
    // is…": the phrase's list goes on after the join, and its clause comes after the next comma.
    if (PHRASE_START.test(left) && MAIN_CLAUSE_LATER.test(right)) continue;
    // "…for a week….On top of that, I had to…": after the writer's stop with no space, a phrase
    // opens the clause after the join.
    const afterStop = left.split(/[.…!?]+(?=\p{Lu})/u).pop() ?? left;
    if (afterStop !== left && PHRASE_START.test(afterStop) && !looksLikeClause(afterStop)) continue;
    // "Gauging by members' reactions…, there is no doubt…", "Assuming that we…, we are…": nor
    // has a participle phrase, whatever clause it holds.
    // "Having said all that and you took the course…, and you got your neighbours to agree, you
    // could do it": a perfect participle opens the run of conditions the last clause waits for.
    if (PARTICIPLE_START.test(left) || /^\s*having\s+[a-z]+/i.test(left)) continue;
    // "Appreciated now for their colours, this is…", "Woven in Wales, it…": nor a past
    // participle with its preposition.
    if (PAST_PARTICIPLE_START.test(left)) continue;
    // "We hope you understand, due to the outbreak, we have reduced…", "…, so as of today, I
    // have adjusted…": a phrase set off by commas just before the join opens the clause after
    // it, and a split would leave it behind ("…, the day after Christmas, and it was busy" ends
    // the clause before, and splits).
    if (lastPart !== left && FRONTED_PIECE.test(lastPart) && !looksLikeClause(lastPart)) continue;
    // "…to building this, honestly, this is the best…", "one place, one errand, that is civil":
    // before a bare comma a piece set off by commas may belong to either clause; no split.
    if (join === 'splice' && lastPart !== left && !looksLikeClause(lastPart)) continue;
    // "We'll do our best to honour them, but ask your forbearance if…": after a subject of its
    // own, a bare verb after the conjunction shares that subject; split off, it reads as an order.
    if (conjunction && SUBJECT_START.test(left) && isBareVerb(right)) continue;
    // "Children are honest, and real, and we need…": a word or two with no verb between the
    // commas of two joins is one more item of a list, no clause of its own.
    const rightHead = /^\s*([a-z]+(?:\s+[a-z]+)?),\s+(?:and|or|but)\s/i.exec(right)?.[1];
    if (conjunction && rightHead && !looksLikeClause(rightHead)) continue;
    // "I can honestly say in the eight seasons I have been here, this has been the most testing":
    // "say" (think, hope, know…) waits for its clause, which the bare comma opens.
    if (join === 'splice' && SAYS_BEFORE.test(lastPart)) continue;
    // "All this said, we are…", "That being said, it…": a phrase whose participle has no
    // subject of its own opens the clause after it.
    if (join === 'splice' && ABSOLUTE_OPENER.test(left)) continue;
    // "…we strive for and, as a result, we are…": a piece after a conjunction and a comma opens
    // the clause that follows; the words before it end on the conjunction.
    if (
      lastPart !== left &&
      /\b(?:and|but|or|so|yet)\s*$/i.test(left.slice(0, -lastPart.length - 1))
    )
      continue;
    // "…the pictures too – which will be the only thing left": a relative clause never stands
    // alone.
    if (
      RELATIVE_START.test(right) ||
      NOUN_WITH_RELATIVE.test(right) ||
      CONTACT_RELATIVE.test(right)
    )
      continue;
    // "To download the new packages, you will need…", "TL;DR to download…, you…": a purpose
    // phrase before the comma has no verb of its own; alone it is a fragment.
    // "…was upgraded and to complete the upgrade, we will…": nor does one after a conjunction.
    if (
      opensWithPurpose(left) ||
      /\b(?:and|but|so)\s+(?:in\s+order\s+)?to\s+[a-z]+\b[^,;]*$/i.test(left)
    )
      continue;
    // "…may occur where unforeseen circumstances arise, such as a mains break, and emergency
    // repairs are required": after a subordinate clause an "and" may join its second condition.
    if (conjunction === 'and' && CONDITION.test(left)) continue;
    // "…it will be very helpful, and we will be very grateful, if you do continue to pay": a
    // condition set off after the second clause holds for both.
    if (conjunction === 'and' && /,\s*(?:if|unless|provided|as\s+long\s+as)\b/i.test(right))
      continue;
    // "…needs to showcase our very best, so we can sell the tickets": after a need, "so we can"
    // is one of purpose (so that we can), which "Therefore," would make a conclusion; after a
    // fact ("the obligation is still lifted, so you can come any day") it is a result.
    if (conjunction === 'so' && PURPOSE_SO.test(right) && NEED.test(left)) continue;
    // "I buy not only the food, but I buy the packaging": "not only" wants its "but" in the
    // same sentence.
    if (conjunction === 'but' && /\bnot\s+only\b/i.test(left)) continue;
    // "…, but thanks to two of our members, Nancy G and Leigh M, we will…": a phrase that opens
    // the clause after the last conjunction, with its apposition, has no verb of its own.
    const afterConjunction = left.split(/,\s+(?:but|and|so|or|yet)\s+/i).pop() ?? left;
    // "…, but the steady rise in inflation, and postal rate increases, now make…": nor has a
    // noun phrase that is the first half of a subject.
    if (
      afterConjunction !== left &&
      (PHRASE_START.test(afterConjunction)
        ? !isIndependentClause(afterConjunction)
        : !looksLikeClause(afterConjunction))
    )
      continue;
    // "I spend my days, and many nights, doing what I love": a phrase set off after the
    // conjunction, with the clause's -ing word after it, belongs to the clause before it.
    const inserted = /^([^,]{1,30}),\s*\w+ing\b/.exec(right)?.[1];
    if (inserted && wordCount(inserted) <= 4 && !looksLikeClause(inserted)) continue;
    if (
      wordCount(left) < minWords ||
      wordCount(right) < minWords ||
      !startsLikeClause(left) ||
      !looksLikeClause(right)
    )
      continue;
    // The new sentence takes its capital here: after "per lb." or "Inc." tidy cannot tell a
    // sentence end from an abbreviation's full stop, and leaves the next word as it is.
    const lead = LEADS[style][conjunction] ?? '';
    out += `${capitalNext ? upperFirst(left) : left}. ${upperFirst(lead)}`;
    capitalNext = lead === '';
    start = match.index + match[0].length;
  }
  const rest = text.slice(start);
  return start === 0 ? text : out + (capitalNext ? upperFirst(rest) : rest);
}
