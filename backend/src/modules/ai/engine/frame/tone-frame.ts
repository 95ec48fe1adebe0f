import type { RewriteContext } from '../context.js';
import type { FittedLine } from '../data/banks/bank-types.js';
import { COMPLAINT_CLOSERS, TONE_CLOSERS, TONE_OPENERS } from '../data/banks/frame-lines.js';
import { MEETING_CLOSERS, RELEASE_CLOSERS, RELEASE_PARTS } from '../data/banks/notice-closers.js';
import {
  REQUEST_CLOSERS,
  REPLY_ACKNOWLEDGEMENTS,
  REPLY_CLOSERS,
} from '../data/banks/reply-lines.js';
import { INVITATION_LINES } from '../data/banks/typed-calls-to-action.js';
import { commandVerb } from '../data/commands.js';
import type { ToneDefinition } from '../tones/tone-definition.js';
import { MEETING } from '../text-type.js';
import type { WorkDocument } from '../work-document.js';
import { bodySentences } from '../work-document.js';
import { EMPATHISES, documentFunctions, sentenceFunctions } from './sentence-function.js';
import {
  closingTexts,
  endsOnEvent,
  endsOnEventSentence,
  fillSlots,
  insertAfterFirst,
  insertClosing,
  insertOpening,
  lastContentBlockIndex,
  repeats,
} from './insert.js';
import { addsNoAsk, changesPrice, tellsOfHardship } from './asks.js';
import { addressesNoReader } from './greeting.js';

function pickPhrase(
  bank: readonly string[],
  key: string,
  ctx: RewriteContext,
  nearby: readonly string[],
  work: WorkDocument,
): string | undefined {
  // A text that already apologises or thanks gets no second apology or thanks.
  const present = documentFunctions(work);
  const picked = ctx.picker.pick(
    bank,
    key,
    (phrase) =>
      fillSlots(phrase, ctx) !== undefined &&
      !repeats(phrase, nearby) &&
      addsNoAsk(phrase, work) &&
      !sentenceFunctions(phrase).some((name) => present.has(name)),
  );
  // Only the accepted phrase: a rejected one (it repeats the text) must not slip through.
  return picked === undefined ? undefined : fillSlots(picked, ctx);
}

// "The quarterly review", "our weekly call": the text's own name for the meeting, lower case only.
const MEETING_NAME =
  /\b(?:[Tt]he|[Oo]ur|[Tt]his|[Tt]hat|[Nn]ext)\s+((?:[a-z]+\s+){0,2}(?:meeting|review|stand-?up|sync|catch-?up|call|workshop|session|offsite|kick-?off|retro|retrospective))\b/;
const NOT_ADJECTIVE = /^(?:is|was|will|a|an|the|next|this|that|our|first|last)\s/;
const YOUR_THING = /\byour (account|plan|subscription|membership)\b/i;

/** Fills the slots of a fitted line from the text; undefined when the text has nothing to fill. */
function fillTextSlots(line: string, plain: string): string | undefined {
  let out = line;
  if (out.includes('{meeting}')) {
    const name = MEETING_NAME.exec(plain)?.[1];
    if (!name) return undefined;
    out = out.replace(/\{meeting\}/g, NOT_ADJECTIVE.test(name) ? name.replace(/^\S+\s/, '') : name);
  }
  if (out.includes('{your}')) {
    const thing = YOUR_THING.exec(plain)?.[1];
    if (!thing) return undefined;
    out = out.replace(/\{your\}/g, `your ${thing.toLowerCase()}`);
  }
  return out;
}

const HOST_VOICE = /\b(?:we|us|our|I|me|my)\b/i;
const fits = (line: FittedLine, plain: string) =>
  (!line.needs || line.needs.test(plain)) &&
  (!line.unless || !line.unless.test(plain)) &&
  (!line.host || HOST_VOICE.test(plain));

/** A line from a fitted bank: true of this text, in the author's voice, saying nothing twice. */
export function pickFitted(
  bank: readonly FittedLine[],
  key: string,
  ctx: RewriteContext,
  plain: string,
  nearby: readonly string[],
  work: WorkDocument,
): string | undefined {
  // A line that rests on what this text says comes before one true of any text of its kind.
  const texts = (specific: boolean) =>
    bank
      .filter((line) => (line.needs !== undefined) === specific && fits(line, plain))
      .filter((line) => !line.aboutEvent || endsOnEventSentence(work))
      .map((line) => fillTextSlots(line.text, plain))
      .filter((text): text is string => text !== undefined);
  return (
    pickPhrase(texts(true), key, ctx, nearby, work) ??
    pickPhrase(texts(false), key, ctx, nearby, work)
  );
}

/** "In short: new features, fixes and faster performance." from what the notes say. */
function releaseSummary(plain: string): string | undefined {
  const parts = RELEASE_PARTS.filter(([pattern]) => pattern.test(plain)).map(([, name]) => name);
  if (parts.length < 2) return undefined;
  const list =
    parts.length === 2
      ? `${parts[0]} and ${parts[1]}`
      : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
  return `In short, this release brings ${list}.`;
}

/** The author's words in the last paragraph of running text, protected details restored. */
function lastParagraph(work: WorkDocument): string {
  const block = work.blocks[lastContentBlockIndex(work)];
  const sentences = block?.lines.flatMap((line) => line.sentences) ?? [];
  return work.masker.unmask(sentences.map((sentence) => sentence.source).join(' '));
}

/** Kinds of text with lines of their own, and the use cases where those lines belong. */
const SOCIAL = new Set([
  'linkedin-post',
  'facebook-post',
  'facebook-hashtags',
  'instagram-caption',
]);

/**
 * The closing line of a reply, a meeting message or release notes: fitted to what the text says.
 * These kinds have their own lines from intensity 6 even in tones that otherwise add none there.
 */
function addTypedCloser(
  work: WorkDocument,
  tone: ToneDefinition,
  ctx: RewriteContext,
  plain: string,
  opening: string,
): void {
  const bank =
    ctx.textType === 'reply'
      ? REPLY_CLOSERS[tone.tone]
      : ctx.textType === 'meeting'
        ? MEETING_CLOSERS[tone.tone]
        : RELEASE_CLOSERS[tone.tone];
  // "Please have everything ready ahead of time." under a newsletter's last item, a clinic the
  // meeting above it is not: a meeting's line goes under the paragraph that tells of it.
  if (ctx.textType === 'meeting' && !MEETING.test(lastParagraph(work))) return;
  const nearby = closingTexts(work, 3);
  const phrase =
    ctx.textType === 'release' && tone.tone === 'balanced'
      ? releaseSummary(plain)
      : pickFitted(bank, `closer|${opening}`, ctx, plain, nearby, work);
  if (phrase && !repeats(phrase, nearby)) insertClosing(work, phrase);
}

const OFFERS_ANSWERS = /\b(?:any questions|anything['’]s unclear)\b/i;
const thanksSentences = (body: readonly { source: string }[], ctx: RewriteContext) =>
  body.filter((sentence) =>
    sentenceFunctions(ctx.masker.unmask(sentence.source)).includes('thanks'),
  ).length;

const ACKNOWLEDGES = /\b(?:understand|I know|we know|frustrat\w*|not been easy)\b/i;

const TYPED_FRAMES = new Set(['reply', 'meeting', 'release']);

const PLEASANTRY =
  /^(?:I\s+)?(?:hope|trust)\b|^(?:thanks|thank you)\b|^(?:good|great|lovely) to\b/i;
/** The first sentences of the greeting and the body, the greeting line's own included. */
const openingTexts = (work: WorkDocument) =>
  work.blocks
    .flatMap((block) => block.lines)
    .filter((line) => line.kind === 'greeting' || line.kind === 'body')
    .flatMap((line) => line.sentences)
    .slice(0, 4)
    .map((sentence) => sentence.text);
/** "Dear Owner, Hope you are doing well.": the salutation written on the sentence's line. */
const withoutSalutation = (text: string) =>
  text.replace(/^(?:dear|hi|hello|hey|good\s+(?:morning|afternoon|evening))\b[^,!:]*[,!:]\s*/i, '');
// "No rush" next to a deadline contradicts the author.
const COMPLAINT =
  /\b(?:disappointed|unacceptable|I expect|I demand|complaint|still (?:don['’]t|do not|haven['’]t|have not))\b/i;
const APOLOGY = /\b(?:sorry|apologi[sz]e|apologies)\b/i;
/** A problem named for the reader: an apology for something, or what went wrong. */
const PROBLEM_NAMED =
  /\b(?:sorry|apologi[sz]e|apologies)\s+(?:for|about|that|if)\b|\b(?:inconvenience|disruption|outage|delays?|delayed|downtime|interruption|unavailable|not working|broken|failed|failure|errors?|issues?|problems?|mix-up|trouble|bounced|returned to the sender|without (?:water|power|service)|price (?:increase|rise)s?|rate (?:increase|rise)s?|rais(?:e|ing) (?:my|our|the) (?:prices?|rates?)|prices? (?:will )?(?:go(?:ing)? up|increase|rise))\b/i;
// "Sorry for the delay in letting you know…", "Many apologies for the late follow-up…", "Sorry,
// … so this blog is starting a little late": the writer's lateness in writing is no problem of the
// reader's, so no "If this has caused you any other trouble…" or thanks for patience after it.
const LATE_MESSAGE =
  /\b(?:late|delay(?:ed)?)\b[^.!?]*?\b(?:post|posting|follow-?up|letting you know|blog|newsletter|reply|replying|getting back|update|writing)\b|\b(?:post|follow-?up|blog|newsletter|reply|update)\b[^.!?]*?\b(?:late|delayed)\b/i;
const CAUTION =
  /\b(?:cancel(?:l?ed|s)?|won['’]t|will not|must|cannot|insurance|risk|danger(?:ous)?|unsafe|warning|hole|leak|fire|flood)\b/i;
const DEADLINE = /\b(?:by|before|until|no later than|deadline)\b/i;

// An ask of the reader that a thanks can follow: a question to them, "please send", "let me know".
// "Please come by" and "Stop by on Saturday" invite; they ask no favour. Nor do wishes and advice
// for the reader's own good: "Keep well and stay safe", "Prepare your jackets for a BIG PATCH".
const WELCOME_VERBS =
  /^(?:come|join|stop|drop|swing|pop|visit|enjoy|bring|see|note|remember|take|make|get|let|keep|stay|prepare|grab|have|try|relax)$/;
// "Let me know if you would like to attend", "Please find the details attached": an offer to the
// reader and a pointer to what is enclosed ask no help of them.
const FAVOUR =
  /\b(?:could you|can you|would you|will you|need you to|need your|I(?:['’]d| would) (?:be grateful|appreciate|like you to)|kindly|let (?:me|us) know(?!\s+(?:if|whether)\s+you(?:['’]d|\s+would|\s+are|['’]re)?\s+(?:like|want|wish|be\s+interested|interested))|please\s+(?!(?:come|join|stop|drop|swing|pop|feel|enjoy|note|be|see|bring|visit|remember|find)\b)[a-z]+)\b/i;

// "If you would like any more information please contact me": help offered on the reader's terms.
const OFFERED_IF_WANTED =
  /^if\s+you(?:['’]d|\s+would)?\s+(?:like|want|wish|need|have\s+any|require)\b/i;

/** Does the text ask the reader to do something for the writer (so that thanks can follow)? */
export function asksFavour(texts: readonly string[]): boolean {
  return texts.some((text) => {
    if (OFFERED_IF_WANTED.test(text)) return false;
    if (FAVOUR.test(text)) return true;
    // The verb after "please" too: "Please come by" invites, as "Come by" does.
    const verb = commandVerb(text);
    return verb !== undefined && !WELCOME_VERBS.test(verb);
  });
}

/**
 * The tone's own frame, for messages only: a pleasantry after the greeting of a letter or an
 * e-mail, and one closing line before the sign-off, chosen to fit the situation. Small next to
 * the sentence rewrites: the tone lives in the body.
 */
export function addToneFrame(
  work: WorkDocument,
  tone: ToneDefinition,
  ctx: RewriteContext,
  skipCloser = false,
): void {
  const body = bodySentences(work).filter((sentence) => sentence.role !== 'item');
  const greeted = work.blocks.some((block) =>
    block.lines.some(
      (line) =>
        (line.kind === 'greeting' || (line.kind === 'body' && line.sentences[0]?.frozen)) &&
        !addressesNoReader(ctx.masker.unmask(line.sentences[0]?.text ?? '')),
    ),
  );
  const signed = work.blocks.some((block) =>
    block.lines.some(
      (line) => line.kind === 'signoff' || line.sentences.some((sentence) => sentence.signoff),
    ),
  );
  // A letter, an e-mail or a chat message: someone is written to, not a notice or a post. A
  // notice that apologises for a problem has readers too, and may thank them for their patience.
  // A patience or apology line needs a problem the text names for the reader: "sorry gang, we
  // only have SO much energy" in a café's good news names none.
  const problem =
    ctx.situation === 'problem' &&
    PROBLEM_NAMED.test(
      ctx.masker.unmask(
        body
          .filter((s) => !(APOLOGY.test(s.text) && LATE_MESSAGE.test(s.text)))
          .map((s) => s.source)
          .join(' '),
      ),
    );
  const apologises = problem && body.some((s) => APOLOGY.test(s.text));
  const addressed =
    greeted || signed || apologises || ctx.useCase === 'email' || ctx.useCase === 'whatsapp';
  const typed = TYPED_FRAMES.has(ctx.textType) && !SOCIAL.has(ctx.useCase);
  // An invitation closes by looking forward to the reader coming, in a message or a general text.
  const invited =
    ctx.invitation === true && (addressed || ctx.useCase === 'general') && !SOCIAL.has(ctx.useCase);
  if (body.length === 0 || (!addressed && !typed && !invited)) return;
  const opening = body[0].source;
  const plain = ctx.masker.unmask(body.map((sentence) => sentence.source).join(' '));
  // A fee or price rise is told plainly: no "Hope you're having a good week!" before it and no
  // "Have a lovely day!" after it.
  if (changesPrice(plain)) return;
  // "My apologies for the lack of clarity…": a text that apologises opens as the problem it owns
  // up to does, with no cheery "Hope your week's going well!" before the apology; so does one
  // that tells of a fire, a flood, a theft, a death or a breakdown.
  const hardship = tellsOfHardship(plain);
  const openAs =
    (ctx.situation === 'general' && body.some((sentence) => APOLOGY.test(sentence.text))) ||
    hardship
      ? 'problem'
      : ctx.situation;
  // A support reply: the empathetic writer acknowledges the customer's situation after the thanks.
  if (ctx.textType === 'reply' && tone.tone === 'empathetic') {
    if (ctx.intensity >= tone.openerFrom && !EMPATHISES.test(plain)) {
      const line = pickFitted(
        REPLY_ACKNOWLEDGEMENTS,
        `acknowledge|${opening}`,
        ctx,
        plain,
        body.map((sentence) => sentence.text),
        work,
      );
      if (line && /^(?:thanks|thank you)\b/i.test(body[0].text)) insertAfterFirst(work, line);
      else if (line) insertOpening(work, line);
    }
  } else if (
    greeted &&
    ctx.intensity >= tone.openerFrom &&
    (tone.openerFits?.(ctx) ?? true) &&
    // The writer's own "Hope you're doing well." anywhere near the top: never a second one.
    !openingTexts(work).some((text) => PLEASANTRY.test(withoutSalutation(ctx.masker.unmask(text))))
  ) {
    const phrase = pickPhrase(
      TONE_OPENERS[tone.tone][openAs],
      `opener|${opening}`,
      ctx,
      body.map((sentence) => sentence.text),
      work,
    );
    if (phrase) insertOpening(work, phrase);
  }
  if (typed) {
    if (ctx.intensity >= Math.min(tone.closerFrom, 6) && !skipCloser)
      addTypedCloser(work, tone, ctx, plain, opening);
    return;
  }
  if (invited) {
    // The line's "it" and "there" are the event: only next to a paragraph that speaks of it.
    if (ctx.intensity >= Math.min(tone.closerFrom, 6) && !skipCloser && endsOnEvent(work)) {
      const nearby = closingTexts(work, 3);
      const line = pickFitted(
        INVITATION_LINES[tone.tone],
        `invite|${opening}`,
        ctx,
        plain,
        nearby,
        work,
      );
      if (line) insertClosing(work, line);
    }
    return;
  }
  if (ctx.intensity >= tone.closerFrom && !skipCloser) {
    const deadline = body.some((sentence) => DEADLINE.test(sentence.text));
    // Someone let down writes a complaint; the company that let them down apologises.
    const complaint = problem && !apologises && body.some((s) => COMPLAINT.test(s.text));
    // Thanks for help follows an ask of the reader; "Remember to bring your badge" asks none.
    const situation =
      (ctx.situation === 'request' && !asksFavour(body.map((s) => ctx.masker.unmask(s.source)))) ||
      (ctx.situation === 'problem' && !problem)
        ? 'general'
        : ctx.situation;
    // A request gets a line fitted to what it asks before one true of any request.
    const fitted =
      !complaint && situation === 'request' && REQUEST_CLOSERS[tone.tone]
        ? pickFitted(
            REQUEST_CLOSERS[tone.tone] ?? [],
            `closer|${opening}`,
            ctx,
            plain,
            closingTexts(work, 3),
            work,
          )
        : undefined;
    if (fitted) {
      insertClosing(work, fitted);
      return;
    }
    // No "Thanks for reading!" under the news of a fire: a hardship asks no pleasantry.
    if (situation === 'general' && hardship) return;
    // Nor a cheer after a last line that cancels, warns or forbids ("…as the insurance won't
    // cover for any accident. Have a lovely day!": 5 of 6 such lines graded 2); a plain
    // courtesy ("Thank you for your time.") still fits.
    const cautious = situation === 'general' && CAUTION.test(body[body.length - 1].text);
    const lines = complaint ? COMPLAINT_CLOSERS[tone.tone] : TONE_CLOSERS[tone.tone][situation];
    // "I realize how frustrating this closure will be": the writer met the feeling; a stock
    // "I know this has not been easy" after it piles on.
    const empathised = EMPATHISES.test(plain);
    // A letter or a post whose business is thanks (a priest's, a club president's, a gala's
    // volunteers') tells nothing to ask about: no "Just shout if you have any questions!" under it.
    const thanksOnly = situation === 'general' && thanksSentences(body, ctx) >= 2;
    const bank = lines.filter(
      (line) =>
        (!deadline || !/take your time|no rush/i.test(line)) &&
        !(empathised && ACKNOWLEDGES.test(line)) &&
        !(thanksOnly && OFFERS_ANSWERS.test(line)) &&
        !(cautious && /!$/.test(line)),
    );
    const phrase = pickPhrase(bank, `closer|${opening}`, ctx, closingTexts(work, 3), work);
    const exclaim =
      !cautious && tone.exclaimCloserFrom !== undefined && ctx.intensity >= tone.exclaimCloserFrom;
    if (phrase) insertClosing(work, exclaim ? phrase.replace(/\.$/, '!') : phrase);
  }
}
