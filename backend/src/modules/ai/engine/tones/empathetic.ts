import { conditionalHelp, offerOfHelp, registerWords } from '../rules/body-moves.js';
import { toneCall, warmFeeling } from '../rules/general-moves.js';
import { newsLead } from '../rules/news-moves.js';
import { singleExclamation } from '../rules/punctuation.js';
import { ownedApology, removeDoubleHedges, unhurriedOffer } from '../rules/body-rewrites.js';
import { EMPATHETIC_BANKS, PROBLEM_ACKNOWLEDGEMENTS } from '../data/banks/empathetic.js';
import { restateSuggestion } from '../rules/direct-asks.js';
import {
  gentleObligations,
  hasDateWords,
  holdsLink,
  namesATime,
  softenCommand,
} from '../rules/requests.js';
import { contractSpoken } from '../rules/contractions.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { gentleNews, removeCondescension, sincereApology } from '../rules/word-swaps.js';
import { invite } from '../rules/event-copy.js';
import { guessAsHope } from '../rules/plain-statement-moves.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';
import { hashString } from '../choose.js';
import { EMPATHISES } from '../frame/sentence-function.js';

// "The site is down", never "things should calm down": down is a fault after a verb of being.
const PROBLEM =
  /\b(?:delayed|cancel(?:l)?ed|failed|broken(?!\s+up\b)|outage|errors?|(?:is|are|was|were|been|being|went|goes|go)\s+(?:still\s+|currently\s+|completely\s+|briefly\s+|temporarily\s+|partly\s+)?down|lost|missing|mistake|unavailable|not able to|unable to|double booking|disruption|crash(?:ed)?)\b/i;
// What the reader is told will happen, must do or was spared, not what went wrong for them: "we'll
// provide a full refund", "we do our best to fix such errors", "send us a reply", "the API
// remained unimpacted", "no data was lost", "I'm not able to guarantee that two pieces match", "a
// bug that would return too small an answer", "we updated the software that had failed".
// "Merchants can temporarily mark an item as unavailable": a feature someone can use. "If the item
// arrives broken you must contact us within 7 days": a condition and the shop's own rule.
// "Just imagine not being able to cook the turkey…": a pictured trouble in a pitch is no report.
const NOT_A_REPORT =
  /^if\b|\b(?:imagine|what\s+if)\b|\byou\s+(?:must|need\s+to|will\s+need\s+to|['’]ll\s+need\s+to)\b|\b(?:please|refund(?:s|ed)?|fix(?:es|ed|ing)?|check|do our best|guarantee|policy|unimpacted|unaffected|in the event|would|no|nothing|never|none|updated|replaced|restored|resolved|repaired|patched)\b|\b(?:can|may)\s+(?:now\s+)?(?:\w+ly\s+)?(?:mark|set|flag|choose|select|switch|turn|make|cancel|pause|snooze|hide|show)\b/i;
// A sentence that carries the explanation on: a line between the two would cut it.
// "This caused…", "When you cancel … like this…": a sentence that goes on from the one before.
const GOES_ON =
  /^(?:however|but|because|since|while|so|anyway|instead|as a result|therefore|thus|hence|meanwhile|most often|usually|typically|i must admit)\b|^(?:this|that|it)\s+(?:caused|causes|meant|means|led|leads|resulted|results|affected|affects)\b|\blike\s+this\b/i;
const HARSH =
  /\b(?:you must|you need to|immediately|asap|obviously|clearly|as i said|failed to|unfortunately|cannot|can't|apologi[sz]e for the inconvenience|per my last)\b|^(?:please\s+)?(?:send|review|complete|submit|check|update|fix|read|make sure|reply|confirm)\b/gi;

const APOLOGY = /\b(?:sorry|apologi[sz]e[sd]?|apologies|apology|regret)\b/i;

export const EMPATHETIC: ToneDefinition = {
  tone: 'empathetic',
  // One entry a move: its note says what it does, its example is checked by tables.spec.
  // prettier-ignore
  rules: [
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: 'Capitals and "!!!" shout at the reader.',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    wordRule('gentle-obligations', 1, 'budget', gentleObligations, {
      note: "\"You must\" → \"You'll need to\"; \"Don't forget to\" → \"Please remember to\".",
      examples: [['You must keep the original packaging if you want to return any item.', "You'll need to keep the original packaging if you want to return any item."]],
    }),
    wordRule('no-condescension', 1, 'all', removeCondescension, {
      note: 'Words that talk down to the reader ("Obviously", "As I said", "per my last email").',
      examples: [['Just checking in after our demo on Tuesday.', 'Checking in after our demo on Tuesday.']],
    }),
    wordRule('double-hedges', 3, 'all', removeDoubleHedges, {
      note: '"could maybe help" → "could help", "perhaps might" → "might"',
      examples: [['I think we should probably move the launch review to Thursday at 3 pm.', 'I think we should move the launch review to Thursday at 3 pm.']],
    }),
    sentenceRule('soften-commands', 3, 'budget', (text, info, ctx) => {
      const hasTime = namesATime(text, ctx.masker);
      // A how-to's steps stay steps: one made a favour reads out of step with the rest.
      if ((ctx.isPromotional && !ctx.isMessage) || ctx.procedure || holdsLink(text, ctx.masker))
        return text;
      // "…whenever you can" would undo the date the text sets (a meeting on Thursday).
      const timed = hasTime || ctx.masker.namesADateOrTime() || hasDateWords(ctx.lowerWords);
      return softenCommand(text, ctx.intensity >= 5, timed, hashString(info.key), ctx.isLetter);
    }, {
      note: 'A request made a favour ("Please fill up…" → "Could you please fill up…?"); a bare command only in a letter.',
      examples: [['Please fill up some bottles the night before.', 'Could you please fill up some bottles the night before?']],
    }),
    sentenceRule('sincere-apology', 5, 'budget', sincereApology, {
      note: 'Formulaic apologies made sincere.',
      examples: [['We apologise for the delay.', "We're sincerely sorry for the delay."]],
    }),
    sentenceRule('sincere-sorry', 5, 'budget', (text, _info, ctx) =>
      ownedApology(text, 'so-sorry', ctx.personalVoice), {
      note: '"Sorry for the trouble!" → "We apologise for the trouble." (a full, owned sentence).',
      examples: [['Sorry for the trouble!', "We're so sorry for the trouble."]],
    }),
    sentenceRule('unhurried-offer', 5, 'budget', unhurriedOffer, {
      note: "\"Let me know if you want a demo sometime.\" → \"If you'd like a demo, just let me know whenever it suits you.\"",
      examples: [['Let me know if you want a demo sometime.', "If you'd like a demo, just let me know whenever it suits you."]],
    }),
    sentenceRule('guess-as-hope', 3, 'budget', guessAsHope, {
      everywhere: 6, note: '"We think the new hours might suit you better." → "We hope the new hours will suit you better."',
      examples: [['I think our analytics tool could maybe help your team at Northwind save some time on reporting.', 'I hope our analytics tool will help your team at Northwind save some time on reporting.']],
    }),
    sentenceRule('suggestions', 5, 'budget', (text) =>
      restateSuggestion(text, 'would-it-help', false), {
      note: "\"Maybe we could set up a call?\" in the tone's own voice",
      examples: [['Maybe we could set up a quick call next week?', 'Would it help if we set up a quick call next week?']],
    }),
    sentenceRule('warm-invitation', 5, 'budget', (text) =>
      invite(text, "We'd love you to join us"), {
      note: '"Join us for the fair." → "Come and join us for the fair."',
      examples: [['Join us for the Harbour Food Festival on Saturday 14 June at Pier 3.', "We'd love you to join us for the Harbour Food Festival on Saturday 14 June at Pier 3."]],
    }),
    sentenceRule('gentle-news', 7, 'budget', (text, _info, ctx) =>
      gentleNews(text, ctx.organisationVoice === true), {
      note: "Bad news delivered gently (\"Unfortunately,\" → \"I'm sorry to say that\").",
      examples: [['We cannot offer the private room on that date.', "We aren't able to offer the private room on that date."]],
    }),
    sentenceRule('tone-call', 3, 'budget', (text, info, ctx) => toneCall(text, 'empathetic', ctx, info), {
      everywhere: 7, note: "The author's own call to act (\"Apply at …\") said in the tone's voice; no call is added.",
      examples: [['Apply at fernwood.example/jobs before 30 September.', 'Whenever you are ready, apply at fernwood.example/jobs before 30 September.']],
    }),
    sentenceRule('warm-feeling', 4, 'budget', (text) => warmFeeling(text, 'empathetic'), {
      note: "\"I'm grateful to everyone…\" → friendly \"I'm so grateful…\", empathetic \"I'm truly grateful…\".",
      examples: [['We are excited to share that Notebook 4.2 is now available for everyone!', "We're truly excited to share that Notebook 4.2 is now available for everyone!"]],
    }),
    sentenceRule('gentle-words', 3, 'budget', (text) => registerWords(text, 'empathetic'), {
      everywhere: 6, note: "Word choice in the tone's register.",
      examples: [['Hair salons use it to cut no-shows by 30 percent.', 'Hair salons use it to reduce no-shows by 30 percent.']],
    }),
    sentenceRule('help-offered', 5, 'budget', (text, _info, ctx) => offerOfHelp(text, 'empathetic', ctx.masker.isDateOrTime), {
      everywhere: 7, note: "The closing offer of help in the tone's voice.",
      examples: [['Let me know what you think.', "Please don't hesitate to let me know what you think."]],
    }),
    sentenceRule('help-if-needed', 5, 'budget', (text, _info, ctx) => conditionalHelp(text, 'empathetic', ctx.masker.isDateOrTime), {
      everywhere: 7, note: "An offer of help after a condition in the tone's voice",
      examples: [['If you need extra boxes, ask Marco at reception.', 'If you need extra boxes, feel free to ask Marco at reception.']],
    }),
    wordRule('warm-contractions', 4, 'budget', (text, _info, ctx) => contractSpoken(text, ctx.masker), {
      everywhere: 7, note: '"we are" → "we\'re", "do not" → "don\'t": a person talking, not a form; never at the end of a clause.',
      examples: [['We are here for you.', "We're here for you."]],
    }),
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
        // The first report of the problem is where it is told; an explanation that goes on from
        // it gets no line in its middle, nor one later on.
        const index = sentences.findIndex(
          (sentence) => !sentence.added && sentence.role !== 'item' && PROBLEM.test(sentence.text),
        );
        const problem = sentences[index];
        const next = sentences[index + 1];
        if (
          !problem ||
          NOT_A_REPORT.test(problem.text) ||
          (next && next.block === problem.block && GOES_ON.test(next.source)) ||
          /\b(?:sorry|apologi[sz]e|understand)\b/i.test(
            `${problem.text} ${sentences[index + 1]?.text ?? ''}`,
          )
        )
          return;
        // "We know that being without power is frustrating": the author met the feeling already.
        if (sentences.some((sentence) => EMPATHISES.test(ctx.masker.unmask(sentence.source))))
          return;
        // The acknowledgement never apologises: an apology the writer did not make is a
        // commitment the engine would invent, and one they made needs no second.
        // The acknowledgement speaks in the author's voice: "I" for one person, "we" for a company.
        const phrase = ctx.picker.pick(
          PROBLEM_ACKNOWLEDGEMENTS,
          problem.source,
          (candidate) =>
            (ctx.personalVoice
              ? !/\b(?:we|us|our)\b/i.test(candidate)
              : !/\bI\b|\bI['’]m\b/.test(candidate)) && !APOLOGY.test(candidate),
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
