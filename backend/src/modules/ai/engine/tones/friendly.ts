import { conditionalHelp, friendlyWords } from '../rules/body-moves.js';
import { toneCall, justThePrice, warmFeeling } from '../rules/general-moves.js';
import { newsLead } from '../rules/news-moves.js';
import { singleExclamation } from '../rules/punctuation.js';
import { directQuestion, restateSuggestion } from '../rules/direct-asks.js';
import { friendlyWarmth, removeDoubleHedges } from '../rules/body-rewrites.js';
import { once } from './once.js';
import { FRIENDLY_BANKS } from '../data/banks/friendly.js';
import { contract } from '../rules/contractions.js';
import { CASUAL_PHRASES } from '../data/friendly-words.js';
import { hashString } from '../choose.js';
import { addressReaderOfOffer } from '../rules/person.js';
import { holdsLink, softenCommand } from '../rules/requests.js';
import { guessAsHope } from '../rules/plain-statement-moves.js';
import { compilePhraseTable } from '../rules/phrase-table.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { formalToFriendly } from '../rules/word-swaps.js';
import { connectLastFeature, hasGot } from '../rules/product-copy.js';
import { invite, thereWillBe } from '../rules/event-copy.js';
import { INVITATION } from '../data/commands.js';
import { complains } from '../text-type.js';
import type { ToneDefinition } from './tone-definition.js';
import { countMatches } from './tone-definition.js';

const FORMAL =
  /\b(?:do not|does not|did not|is not|are not|will not|cannot|we are|you are|it is|i am|regarding|purchase|assist|require|utili[sz]e|commence|additionally|furthermore|therefore|obtain|sufficient|numerous|approximately|in order to|prior to|kindly|dear|sincerely|please be advised)\b/gi;
const WARM_START =
  /^(?:thanks|thank you|hope|welcome|congrat|great|happy|we['’]re (?:so )?(?:excited|thrilled)|can['’]t wait|enjoy|have a)/i;
const LOVE =
  /\b(?:I['’]d love|we['’]d love|can['’]t wait|excited|thrilled|looking forward|see you there)\b/i;
/** Good news told plainly: "This week I passed …", "we shipped our millionth …". */
const GLAD_NEWS =
  /\b(?:I|we)\s+(?:finally\s+)?(?:passed|shipped|launched|won|reached|hit|celebrated|welcomed|opened)\b/i;
// "Version 4 is now available.", "Stop by for a coffee.", "Everyone is welcome.": news and
// invitations a friendly voice says gladly.
const GLAD_ANNOUNCEMENT =
  /^(?:\S+\s+){0,6}(?:is|are)\s+(?:now\s+)?(?:available|out(?!\s+of\b)|live|open)\b[^,;]*\.$|^(?:everyone|everybody|all|families|kids|children|newcomers|beginners|friends)(?:\s+[a-z]+){0,3}\s+(?:is|are)\s+(?:always\s+|very\s+|more\s+than\s+)?welcome\b/i;
// "…so we won't be available to meet you": a closure or a refusal is said without a cheer.
const SAD =
  /\b(?:not|no|never|sadly|unfortunately|failed|lost|sorry|only\s+just|cannot|closed|cancell?ed)\b|n['’]t\b/i;

const casualPhrases = compilePhraseTable(CASUAL_PHRASES);

/** A warm sentence ends with warmth: "Thanks so much for your help." → "…help!" */
const warmExclamation = (text: string) =>
  WARM_START.test(text) && /\.$/.test(text) ? `${text.slice(0, -1)}!` : text;

export const FRIENDLY: ToneDefinition = {
  tone: 'friendly',
  // One entry a move: its note says what it does, its example is checked by tables.spec.
  // prettier-ignore
  rules: [
    wordRule('one-exclamation', 1, 'all', singleExclamation, {
      note: '"!!!" → "!".',
      examples: [['ATTENTION ALL RESIDENTS!!!', 'ATTENTION ALL RESIDENTS!']],
    }),
    sentenceRule('direct-question', 5, 'budget', (text) => directQuestion(text, false), {
      note: '"I was wondering if you would maybe be open to a call?" asks by way of a story about the writer.',
      examples: [['I was wondering if you would maybe be open to a 20 minute call next week?', 'Would you be open to a 20 minute call next week?']],
    }),
    wordRule('contract', 1, 'budget', (text, _info, ctx) => contract(text, ctx.masker), {
      note: "\"we are\" → \"we're\", \"do not\" → \"don't\"; never at the end of a clause.",
      examples: [['What you will do:', "What you'll do:"]],
    }),
    wordRule('double-hedges', 3, 'all', removeDoubleHedges, {
      note: '"could maybe help" → "could help", "perhaps might" → "might"',
      examples: [['I think we should probably move the launch review to Thursday at 3 pm.', 'I think we should move the launch review to Thursday at 3 pm.']],
    }),
    wordRule('everyday-words', 3, 'budget', formalToFriendly, {
      everywhere: 6, note: 'Formal words to everyday ones from a table of pairs ("Thank you for" → "Thanks so much for").',
      examples: [['Thank you for your support.', 'Thanks so much for your support.']],
    }),
    sentenceRule('warmth', 3, 'budget', friendlyWarmth, {
      everywhere: 7, note: 'A short piece of good news ends with an exclamation mark.',
      examples: [['Version 3.2 is out.', 'Version 3.2 is out!']],
    }),
    wordRule('casual-phrases', 5, 'budget', casualPhrases, {
      note: 'Stiff openers to casual ones ("I just wanted to reach out because" → "Just reaching out because").',
      examples: [['I just wanted to reach out because I think our new reporting dashboard might help your team at Brightline save some time.', 'Just reaching out because I think our new reporting dashboard might help your team at Brightline save some time.']],
    }),
    sentenceRule('suggestions', 5, 'budget', (text) => restateSuggestion(text, 'how-about', false), {
      note: "\"Maybe we could set up a call?\" in the tone's own voice",
      examples: [['Maybe we could set up a quick call next week?', 'How about we set up a quick call next week?']],
    }),
    sentenceRule('ask-nicely', 5, 'budget', (text, info, ctx) =>
      ctx.isMessage && !ctx.isPromotional && !ctx.procedure && !holdsLink(text, ctx.masker)
        ? softenCommand(text, false, true, hashString(info.key), ctx.isLetter)
        : text, {
      note: "A letter to someone asks nicely; an announcement's call to action or a care step stays as written.",
      examples: [['Hi all,\n\nThe water will be shut off on Tuesday from 9am to 2pm because of urgent pipe repairs in the basement. Fill up some bottles the night before. Sorry for the short notice, the plumber only confirmed this morning.\n\nThanks,\nDana', 'Could you fill up some bottles the night before?']],
    }),
    sentenceRule('address-reader', 7, 'budget', addressReaderOfOffer, {
      note: '"Customers can track their orders" → "You can track your orders", in product or service copy only.',
      examples: [['Users can save four height presets on this desk. It comes with a ten-year warranty.', 'You can save four height presets on this desk.']],
    }),
    sentenceRule('guess-as-hope', 4, 'budget', guessAsHope, {
      everywhere: 7, note: '"We think the new hours might suit you better." → "We hope the new hours will suit you better."',
      examples: [['We think the new soups might suit cold evenings.', 'We hope the new soups will suit cold evenings.']],
    }),
    sentenceRule('warm-exclamation', 7, 'budget', warmExclamation, {
      roles: ['opening', 'closing'], note: 'A thank-you or greeting at the start or the end ends with an exclamation mark.',
      examples: [['Thanks for your message.', 'Thanks for your message!']],
    }),
    sentenceRule('has-got', 5, 'budget', hasGot, {
      everywhere: 8, note: "\"It has a timer.\" → \"It's got a timer.\"",
      examples: [['It has three brightness levels and a timer.', "It's got three brightness levels and a timer."]],
    }),
    sentenceRule('come-and-join', 5, 'budget', (text, _info, ctx) =>
      complains(ctx.lowerWords) ? text : invite(text, 'Come and join us'), {
      note: '"Join us for the fair." → "Come and join us for the fair."',
      examples: [],
    }),
    sentenceRule('you-will-find', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, "There'll be") : text, {
      note: "\"There will be 40 stalls.\" → \"You'll find 40 stalls.\" (in an event's voice).",
      examples: [],
    }),
    sentenceRule('short-sentences', 9, 'budget', (text) =>
      text.split(/\s+/).length > 22 ? splitAtConjunctions(text, 'plain') : text, {
      note: 'Splits a long sentence where a conjunction joins two full clauses',
      examples: [['Right now it takes most finance teams around 6 hours a week to pull numbers together from spreadsheets, and the dashboard does it automatically.', 'Right now it takes most finance teams around 6 hours a week to pull numbers together from spreadsheets. The dashboard does it automatically.']],
    }),
    sentenceRule('tone-call', 3, 'budget', (text, info, ctx) => toneCall(text, 'friendly', ctx, info), {
      everywhere: 7, note: "The author's own call to act (\"Apply at …\") said in the tone's voice; no call is added.",
      examples: [['Let me know if there is anything else we can do for you.', "Go ahead and let me know if there's anything else we can do for you."]],
    }),
    sentenceRule('warm-feeling', 4, 'budget', (text) => warmFeeling(text, 'friendly'), {
      note: "\"I'm grateful to everyone…\" → friendly \"I'm so grateful…\", empathetic \"I'm truly grateful…\".",
      examples: [['We are excited to share that Notebook 4.2 is now available for everyone!', "We're so excited to share that Notebook 4.2 is now available for everyone!"]],
    }),
    sentenceRule('just-the-price', 5, 'budget', (text, _info, ctx) => justThePrice(text, ctx), {
      note: '"A weekly clean starts at £80." → "…starts at just £80."',
      examples: [['Our scheduling app books appointments and sends reminders. Pricing starts at $15 per month.', 'Our scheduling app books appointments and sends reminders. Pricing starts at just $15 per month.']],
    }),
    sentenceRule('plain-words', 3, 'budget', (text, _info, ctx) => friendlyWords(text, ctx.curlyApostrophes), {
      everywhere: 6, note: 'Friendly plain words',
      examples: [['If you cannot attend, a recording will be available on the intranet.', "If you can't make it, a recording will be available on the intranet."]],
    }),
    sentenceRule('help-if-needed', 4, 'budget', (text) => conditionalHelp(text, 'friendly'), {
      everywhere: 7, note: "An offer of help after a condition in the tone's voice",
      examples: [['If you need extra boxes, ask Marco at reception.', 'If you need extra boxes, just ask Marco at reception.']],
    }),
  ],
  textPasses: [
    newsLead(4, 'friendly'),
    connectLastFeature(5, 'Plus,'),
    // One glad sentence in the body ends gladly: "I'd love to hear from you!"
    once(
      'glad-exclamation',
      7,
      (text) =>
        (LOVE.test(text) ||
          ((GLAD_NEWS.test(text) || GLAD_ANNOUNCEMENT.test(text) || INVITATION.test(text)) &&
            !SAD.test(text))) &&
        /[^.]\.$/.test(text)
          ? `${text.slice(0, -1)}!`
          : text,
      (ctx) => !complains(ctx.lowerWords),
    ),
  ],
  register: { from: 3, apply: (text, ctx) => contract(text, ctx.masker) },
  mismatch: (text) => countMatches(text, FORMAL) * 2,
  banks: FRIENDLY_BANKS,
  openerFrom: 5,
  closerFrom: 4,
  openerFits: (ctx) => ctx.isMessage || ctx.useCase === 'email' || ctx.useCase === 'whatsapp',
};
