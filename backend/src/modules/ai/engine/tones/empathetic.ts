import {
  conditionalHelp,
  offerOfHelp,
  registerWords,
  timeIn,
  understandEvidential,
} from '../rules/body-moves.js';
import { toneCall, newsLead, trustClaim, warmFeeling } from '../rules/general-moves.js';
import { deShout, singleExclamation } from '../rules/punctuation.js';
import { ownedApology, removeDoubleHedges, unhurriedOffer } from '../rules/body-rewrites.js';
import { EMPATHETIC_BANKS, PROBLEM_ACKNOWLEDGEMENTS } from '../data/banks/empathetic.js';
import { TIME_WORDS } from '../data/word-sets.js';
import { restateSuggestion } from '../rules/hedges.js';
import { gentleObligations, namesATime, softenCommand, textNamesATime } from '../rules/requests.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import {
  easePressure,
  gentleNews,
  removeCondescension,
  sincereApology,
} from '../rules/word-swaps.js';
import { featureForNeed, serviceForNeed } from '../rules/product-copy.js';
import { invite } from '../rules/event-copy.js';
import { guessAsHope } from '../rules/plain-statement-moves.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';
import { hashString } from '../choose.js';

const PROBLEM =
  /\b(?:delayed|cancel(?:l)?ed|failed|broken|outage|errors?|down|lost|missing|mistake|unavailable|not able to|unable to|double booking|disruption|crash(?:ed)?)\b/i;
const HARSH =
  /\b(?:you must|you need to|immediately|asap|obviously|clearly|as i said|failed to|unfortunately|cannot|can't|apologi[sz]e for the inconvenience|per my last)\b|^(?:please\s+)?(?:send|review|complete|submit|check|update|fix|read|make sure|reply|confirm)\b/gi;

const APOLOGY = /\b(?:sorry|apologi[sz]e[sd]?|apologies|apology|regret)\b/i;

export const EMPATHETIC: ToneDefinition = {
  tone: 'empathetic',
  rules: [
    // Capitals and "!!!" shout at the reader.
    wordRule('one-exclamation', 1, 'all', singleExclamation),
    wordRule('no-shouting', 3, 'all', deShout),
    wordRule('gentle-obligations', 1, 'budget', gentleObligations),
    wordRule('no-condescension', 1, 'all', removeCondescension),
    wordRule('double-hedges', 3, 'all', removeDoubleHedges),
    wordRule('ease-pressure', 3, 'budget', easePressure),
    sentenceRule('soften-commands', 3, 'budget', (text, info, ctx) => {
      const hasTime =
        namesATime(text, (token) => {
          const kind = ctx.masker.spanAt(token)?.kind;
          return kind === 'date' || kind === 'time';
        }) || TIME_WORDS.test(text);
      if (ctx.isPromotional && !ctx.isMessage) return text;
      // "…whenever you can" would undo the date the text sets (a meeting on Thursday).
      const timed = hasTime || textNamesATime(ctx.masker);
      return softenCommand(text, ctx.intensity >= 5, timed, hashString(info.key));
    }),
    sentenceRule('sincere-apology', 5, 'budget', sincereApology),
    sentenceRule('sincere-sorry', 5, 'budget', (text, _info, ctx) =>
      ownedApology(text, 'so-sorry', ctx.personalVoice),
    ),
    sentenceRule('unhurried-offer', 5, 'budget', unhurriedOffer),
    sentenceRule('guess-as-hope', 3, 'budget', guessAsHope, { everywhere: 6 }),
    sentenceRule('suggestions', 5, 'budget', (text) =>
      restateSuggestion(text, 'would-it-help', false),
    ),
    // Product copy: the feature is there for the reader's needs.
    sentenceRule('feature-for-need', 5, 'budget', (text, info) =>
      featureForNeed(text, hashString(info.key)),
    ),
    sentenceRule('warm-invitation', 5, 'budget', (text) =>
      invite(text, "We'd love you to join us"),
    ),
    // Service copy: what the service takes off the reader's plate.
    sentenceRule('service-for-need', 5, 'budget', (text, info, ctx) =>
      ctx.textType === 'service' ? serviceForNeed(text, hashString(info.key)) : text,
    ),
    sentenceRule('gentle-news', 7, 'budget', (text, _info, ctx) =>
      gentleNews(text, ctx.organisationVoice === true),
    ),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'empathetic', ctx, info.key),
      { everywhere: 7 },
    ),
    sentenceRule('warm-feeling', 4, 'budget', (text) => warmFeeling(text, 'empathetic')),
    sentenceRule('trust-claim', 4, 'budget', (text) => trustClaim(text, 'empathetic')),
    sentenceRule('gentle-words', 3, 'budget', (text) => registerWords(text, 'empathetic'), {
      everywhere: 6,
    }),
    sentenceRule('understand', 4, 'budget', understandEvidential, { everywhere: 7 }),
    sentenceRule(
      'help-offered',
      5,
      'budget',
      (text, _info, ctx) => offerOfHelp(text, 'empathetic', timeIn(ctx)),
      { everywhere: 7 },
    ),
    sentenceRule(
      'help-if-needed',
      5,
      'budget',
      (text, _info, ctx) => conditionalHelp(text, 'empathetic', timeIn(ctx)),
      { everywhere: 7 },
    ),
  ],
  mismatch: (text) => countMatches(text, HARSH) * 2,
  banks: EMPATHETIC_BANKS,
  textPasses: [
    newsLead(4, 'empathetic'),
    {
      // The acknowledgement goes where the problem is told, not only at the top.
      id: 'acknowledge-problem',
      from: 6,
      apply(sentences, ctx) {
        // "Error rate below 0.5%" in a press release is not a problem the reader had.
        if (ctx.situation !== 'problem') return;
        const index = sentences.findIndex(
          (sentence) => !sentence.added && sentence.role !== 'item' && PROBLEM.test(sentence.text),
        );
        const problem = sentences[index];
        if (
          !problem ||
          /\b(?:sorry|apologi[sz]e|understand)\b/i.test(
            `${problem.text} ${sentences[index + 1]?.text ?? ''}`,
          )
        )
          return;
        // The author already apologised somewhere: the acknowledgement must not apologise again.
        const apologised = sentences.some((sentence) => APOLOGY.test(sentence.text));
        // The acknowledgement speaks in the author's voice: "I" for one person, "we" for a company.
        const phrase = ctx.picker.pick(
          PROBLEM_ACKNOWLEDGEMENTS,
          problem.source,
          (candidate) =>
            (ctx.personalVoice
              ? !/\b(?:we|us|our)\b/i.test(candidate)
              : !/\bI\b|\bI['’]m\b/.test(candidate)) && !(apologised && APOLOGY.test(candidate)),
        );
        if (phrase && /[.!]$/.test(problem.text)) problem.text = `${problem.text} ${phrase}`;
      },
    },
  ],
  openerFrom: 4,
  // From 6 a reported problem is acknowledged where it is told, in place of an opening line.
  openerFits: (ctx) => ctx.situation !== 'problem' || ctx.intensity < 6,
  closerFrom: 3,
};
