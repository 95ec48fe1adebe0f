import { conditionalHelp, everAfterSuperlative, friendlyWords } from '../rules/body-moves.js';
import { toneCall, justThePrice, newsLead, warmFeeling } from '../rules/general-moves.js';
import { deShout, singleExclamation } from '../rules/punctuation.js';
import { directQuestion } from '../rules/hedges.js';
import { directFollowUp, friendlyWarmth, removeDoubleHedges } from '../rules/body-rewrites.js';
import { once } from './once.js';
import { FRIENDLY_BANKS } from '../data/banks/friendly.js';
import { contract } from '../rules/contractions.js';
import { CASUAL_PHRASES } from '../data/register.js';
import { restateSuggestion } from '../rules/hedges.js';
import { hashString } from '../choose.js';
import { addressReader } from '../rules/person.js';
import { softenCommand } from '../rules/requests.js';
import { guessAsHope, postForReader } from '../rules/plain-statement-moves.js';
import { compilePhraseTable } from '../rules/phrase-table.js';
import { sentenceRule, wordRule } from '../rules/rule.js';
import { splitAtConjunctions } from '../rules/split-sentences.js';
import { formalToFriendly } from '../rules/word-swaps.js';
import { connectLastFeature, hasGot } from '../rules/product-copy.js';
import { invite, thereWillBe } from '../rules/event-copy.js';
import { INVITATION } from '../data/word-sets.js';
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
const SAD = /\b(?:not|no|never|sadly|unfortunately|failed|lost|sorry|only\s+just)\b/i;
const PLEASE_LET = /^Please let (me|us) know\b/;

const casualPhrases = compilePhraseTable(CASUAL_PHRASES);

/** A warm sentence ends with warmth: "Thanks so much for your help." → "…help!" */
const warmExclamation = (text: string) =>
  WARM_START.test(text) && /\.$/.test(text) ? `${text.slice(0, -1)}!` : text;

export const FRIENDLY: ToneDefinition = {
  tone: 'friendly',
  rules: [
    wordRule('one-exclamation', 1, 'all', singleExclamation),
    wordRule('no-shouting', 5, 'all', deShout),
    sentenceRule('direct-question', 5, 'budget', (text) => directQuestion(text, false)),
    wordRule('contract', 1, 'budget', contract),
    wordRule('double-hedges', 3, 'all', removeDoubleHedges),
    sentenceRule('follow-up', 5, 'budget', (text) =>
      /^Following up\b/.test(directFollowUp(text, false))
        ? directFollowUp(text, false).replace(/^Following up\b/, 'Just following up')
        : text,
    ),
    wordRule('everyday-words', 3, 'budget', formalToFriendly, { everywhere: 6 }),
    sentenceRule('warmth', 3, 'budget', friendlyWarmth, { everywhere: 7 }),
    sentenceRule('just-let-me-know', 5, 'budget', (text) =>
      text.replace(PLEASE_LET, 'Just let $1 know'),
    ),
    wordRule('casual-phrases', 5, 'budget', casualPhrases),
    sentenceRule('suggestions', 5, 'budget', (text) => restateSuggestion(text, 'how-about', false)),
    // A message to someone asks nicely; an announcement's call to action stays a call to action.
    sentenceRule('ask-nicely', 5, 'budget', (text, info, ctx) =>
      ctx.isMessage && !ctx.isPromotional
        ? softenCommand(text, false, true, hashString(info.key))
        : text,
    ),
    sentenceRule('address-reader', 7, 'budget', addressReader),
    sentenceRule('guess-as-hope', 4, 'budget', guessAsHope, { everywhere: 7 }),
    sentenceRule('post-for-reader', 5, 'budget', (text, _info, ctx) =>
      postForReader(text, ctx.curlyApostrophes ? 'you’ll' : "you'll"),
    ),
    sentenceRule('warm-exclamation', 7, 'budget', warmExclamation, {
      roles: ['opening', 'closing'],
    }),
    sentenceRule('has-got', 5, 'budget', hasGot, { everywhere: 8 }),
    sentenceRule('come-and-join', 5, 'budget', (text) => invite(text, 'Come and join us')),
    sentenceRule('you-will-find', 5, 'budget', (text, _info, ctx) =>
      ctx.textType === 'event' ? thereWillBe(text, "There'll be") : text,
    ),
    sentenceRule('short-sentences', 9, 'budget', (text) =>
      text.split(/\s+/).length > 22 ? splitAtConjunctions(text, 'plain') : text,
    ),
    sentenceRule(
      'tone-call',
      3,
      'budget',
      (text, info, ctx) => toneCall(text, 'friendly', ctx, info.key),
      { everywhere: 7 },
    ),
    sentenceRule('warm-feeling', 4, 'budget', (text) => warmFeeling(text, 'friendly')),
    sentenceRule('just-the-price', 5, 'budget', (text, _info, ctx) => justThePrice(text, ctx)),
    sentenceRule(
      'plain-words',
      3,
      'budget',
      (text, _info, ctx) => friendlyWords(text, ctx.curlyApostrophes),
      { everywhere: 6 },
    ),
    sentenceRule('ever', 6, 'budget', everAfterSuperlative, { everywhere: 8 }),
    sentenceRule('help-if-needed', 4, 'budget', (text) => conditionalHelp(text, 'friendly'), {
      everywhere: 7,
    }),
  ],
  textPasses: [
    newsLead(4, 'friendly'),
    connectLastFeature(5, 'Plus,'),
    // One glad sentence in the body ends gladly: "I'd love to hear from you!"
    once('glad-exclamation', 7, (text) =>
      (LOVE.test(text) ||
        ((GLAD_NEWS.test(text) || GLAD_ANNOUNCEMENT.test(text) || INVITATION.test(text)) &&
          !SAD.test(text))) &&
      /[^.]\.$/.test(text)
        ? `${text.slice(0, -1)}!`
        : text,
    ),
  ],
  register: { from: 3, apply: contract },
  mismatch: (text) => countMatches(text, FORMAL) * 2,
  banks: FRIENDLY_BANKS,
  openerFrom: 5,
  closerFrom: 4,
  openerFits: (ctx) => ctx.isMessage || ctx.useCase === 'email' || ctx.useCase === 'whatsapp',
};
