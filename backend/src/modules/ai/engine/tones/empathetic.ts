import { offerOfHelp, registerWords, timeIn } from '../rules/body-moves.js';
import { toneCall, newsLead, warmFeeling } from '../rules/general-moves.js';
import { deShout, singleExclamation } from '../rules/punctuation.js';

import { EMPATHETIC_BANKS, PROBLEM_ACKNOWLEDGEMENTS } from '../data/banks/empathetic.js';
import { TIME_WORDS } from '../data/word-sets.js';

import { namesATime, softenCommand, textNamesATime } from '../rules/requests.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { gentleNews, removeCondescension, sincereApology } from '../rules/word-swaps.js';

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
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: 'Capitals and "!!!" shout at the reader.',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    wordRule('no-shouting', 3, 'all', deShout, {
      note: 'ALL CAPS to sentence case.',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'Attention all residents!']],
    }),
    wordRule('no-condescension', 1, 'all', removeCondescension, {
      note: 'Words that talk down to the reader ("Obviously", "As I said", "per my last email").',
      examples: [
        ['Just checking in after our demo on Tuesday.', 'Checking in after our demo on Tuesday.'],
      ],
    }),
    sentenceRule(
      'soften-commands',
      3,
      'budget',
      (text, info, ctx) => {
        const hasTime =
          namesATime(text, (token) => {
            const kind = ctx.masker.spanAt(token)?.kind;
            return kind === 'date' || kind === 'time';
          }) || TIME_WORDS.test(text);
        if (ctx.isPromotional && !ctx.isMessage) return text;
        // "…whenever you can" would undo the date the text sets (a meeting on Thursday).
        const timed = hasTime || textNamesATime(ctx.masker);
        return softenCommand(text, ctx.intensity >= 5, timed, hashString(info.key));
      },
      {
        note: 'Does the text name a date or a time anywhere ("on Tuesday 14 May", "from 10 am")?',
        examples: [
          [
            'Fill up some bottles the night before.',
            'Could you fill up some bottles the night before?',
          ],
        ],
      },
    ),
    sentenceRule('sincere-apology', 5, 'budget', sincereApology, {
      note: 'Formulaic apologies made sincere.',
      examples: [
        [
          'We are sorry for the disruption this caused to your integrations.',
          'We are truly sorry for the disruption this caused to your integrations.',
        ],
      ],
    }),
    sentenceRule(
      'gentle-news',
      7,
      'budget',
      (text, _info, ctx) => gentleNews(text, ctx.organisationVoice === true),
      {
        note: 'Bad news delivered gently ("Unfortunately," → "I\'m sorry to say that").',
        examples: [],
      },
    ),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'empathetic', ctx, info.key),
      {
        everywhere: 7,
        note: 'The author\'s own call to act ("Apply at …") said in the tone\'s voice; no call is added.',
        examples: [
          [
            'Apply at fernwood.example/jobs before 30 September.',
            'Whenever you are ready, apply at fernwood.example/jobs before 30 September.',
          ],
        ],
      },
    ),
    sentenceRule('warm-feeling', 4, 'budget', (text) => warmFeeling(text, 'empathetic'), {
      note: '"I\'m grateful to everyone…" → friendly "I\'m so grateful…", empathetic "I\'m truly grateful…".',
      examples: [
        [
          "We're excited to get the ball rolling, with our first CSAs starting Monday June 27th!!",
          "We're truly excited to get the ball rolling, with our first CSAs starting Monday June 27th!",
        ],
      ],
    }),
    sentenceRule('gentle-words', 3, 'budget', (text) => registerWords(text, 'empathetic'), {
      everywhere: 6,
      note: "Word choice in the tone's register.",
      examples: [
        [
          "If you have received a tracking number, and that tracking number shows a package 'delivered', but it has not arrived on your doorstep yet, there is no need to panic.",
          "If you have received a tracking number, and that tracking number shows a package 'delivered', but it has not arrived on your doorstep yet, there is no need to worry.",
        ],
      ],
    }),
    sentenceRule(
      'help-offered',
      5,
      'budget',
      (text, _info, ctx) => offerOfHelp(text, 'empathetic', timeIn(ctx)),
      {
        everywhere: 7,
        note: "The closing offer of help in the tone's voice.",
        examples: [
          [
            'Let me know if I missed anything.',
            'Please do not hesitate to let me know if I missed anything.',
          ],
        ],
      },
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
