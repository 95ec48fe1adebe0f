import type { EngineEdit, GuardrailInfo, ProtectedSpan, RewriteRequest } from '../ai.types.js';
import type { TextDocument } from '../format/document.js';
import { inlineCodeTerms } from '../format/inline-markdown.js';
import { parseDocument } from '../format/parse-document.js';
import { documentText } from '../format/plain-text.js';
import { renderDocument } from '../format/render.js';
import {
  buildGuardrailInfo,
  describeKept,
  findMissingSpans,
  uniqueSpans,
} from '../guardrails/guardrail-report.js';
import { addSettledCapital, finishSentences, opensAsWritten } from './finish.js';
import type { RewriteContext, RewriteSettings } from './context.js';
import { buildContext } from './context.js';
import { selectBudget } from './budget.js';
import { addCallToAction, endsByAsking } from './frame/call-to-action.js';
import { actionLinks, changesPrice, namesHowToAct } from './frame/asks.js';
import { addToneFrame } from './frame/tone-frame.js';
import { applyUseCaseFrame } from './frame/use-case-frame.js';
import { countWords, escapeRegExp } from './language/words.js';
import { droppedNote, fitLength, shortOfTargetNote, wordLimit } from './length.js';
import { collectEdits, traceAdded } from './report/edits.js';
import { PERSONAS } from './persona.js';
import type { SentenceRule } from './rules/rule.js';
import { changesModality, keepsTermsOpen, reaches, stakesOf, wordRule } from './rules/rule.js';
import {
  changesReportedWords,
  doublesWord,
  dropsWritersHedge,
  emptiesSentence,
  leavesFragment,
} from './rules/move-guards.js';
import { fixMissingApostrophes, fixTypos } from './rules/word-swaps.js';
import { chatToPlain } from './rules/chat-slang.js';
import { capitaliseFirstLetter } from './grammar/tidy.js';
import { productTarget } from './rules/product-copy.js';
import { moveTarget } from './rules/general-moves.js';
import { workToDocument } from './to-document.js';
import type { Topic } from './topic.js';
import { detectTopic } from './topic.js';
import { TONES } from './tones/index.js';
import type { Verification } from './verify/verify-work.js';
import { verifyWork } from './verify/verify-work.js';
import type { WorkDocument } from './work-document.js';
import { bodySentences, buildWorkDocument, traceRule } from './work-document.js';

export const BUILTIN_MODEL = 'resonate-builtin-1';

export interface BuiltinRewrite {
  /** The rewrite in the requested output format. */
  text: string;
  /** The rewrite's words without markup: what scoring and guardrail checks read. */
  plainText: string;
  /** The input's words without markup. */
  plainInput: string;
  guardrail: GuardrailInfo;
  /** Lower than requested when a first attempt lost a protected span. */
  intensityUsed: number;
  /** What the verifier kept and refused. */
  verification: Verification;
  /** The trace: each sentence changed, added or dropped, with the rule entry that did it. */
  edits: EngineEdit[];
}

const TYPOS: SentenceRule = wordRule('typos', 1, 'all', (text) =>
  fixMissingApostrophes(fixTypos(text)),
);

export function settingsFromRequest(request: RewriteRequest): RewriteSettings {
  return {
    tone: request.emotion_tone,
    intensity: Math.min(10, Math.max(1, Math.round(request.intensity))),
    persona: request.persona_profile ?? 'adaptive',
    useCase: request.use_case ?? 'general',
    format: request.output_format ?? 'plain',
    targetWords: request.target_word_count,
  };
}

// From the middle of the scale every tone writes whole words: "u", "tbh", "kinda" are chat.
// A chat line written out in full words is written out as a sentence, with its capital.
const CHAT: SentenceRule = wordRule('chat-slang', 5, 'all', (text, _info, ctx) => {
  const light = ctx.tone === 'friendly';
  const plain = chatToPlain(text, light);
  return plain === text || light ? plain : capitaliseFirstLetter(plain);
});

interface Attempt {
  edits: EngineEdit[];
  dropped: string | undefined;
  text: string;
  plainText: string;
  spans: ProtectedSpan[];
  verification: Verification;
}

function applyRules(work: WorkDocument, ctx: RewriteContext): void {
  const tone = TONES[ctx.tone];
  const persona = PERSONAS[ctx.persona];
  // The persona runs first: its choices are the more specific ones ("so" → "This means").
  const rules = [TYPOS, CHAT, ...persona.rules, ...tone.rules].filter(
    (rule) => rule.from <= ctx.intensity,
  );
  const sentences = bodySentences(work);
  // In product copy the feature sentences are where a tone shows: they enter the budget first.
  const mismatch =
    ctx.textType === 'product'
      ? (text: string) => tone.mismatch(text) + productTarget(text) + moveTarget(text)
      : (text: string) => tone.mismatch(text) + moveTarget(text);
  selectBudget(sentences, ctx.intensity, mismatch);
  for (const [index, sentence] of sentences.entries()) {
    const before = sentences[index - 1];
    const previous = before && ctx.masker.unmask(before.source);
    const after = sentences[index + 1];
    const following = after && ctx.masker.unmask(after.source);
    const info = { role: sentence.role, key: sentence.source, previous, following };
    // "…if you don’t⏎let us know!": a line that goes on from the last is no sentence's start, and
    // takes only the word-level entries a list item takes.
    const role = sentence.goesOn ? 'item' : sentence.role;
    const keepLower = role === 'item' && /^\p{Ll}/u.test(sentence.source);
    const written = sentence.text;
    let text = written;
    const stakes = stakesOf(sentence.source, (token) => ctx.masker.spanAt(token)?.kind);
    for (const rule of rules) {
      if (!rule.roles.includes(role) || !reaches(rule, sentence.selected, ctx.intensity)) continue;
      const next = rule.apply(text, info, ctx);
      if (
        changesModality(rule.id) &&
        (stakes === 'terms' || (stakes === 'date' && !keepsTermsOpen(rule.id, text, next)))
      )
        continue;
      if (next === text) continue;
      // No entry may leave a fragment, take the writer's hedge, reword what someone else is
      // reported to have said, write a word twice or empty a sentence it does not drop, even in
      // steps (move-guards.ts).
      if (
        (!rule.dropsSentence && emptiesSentence(text, next)) ||
        leavesFragment(ctx.masker.unmask(text), ctx.masker.unmask(next)) ||
        dropsWritersHedge(written, next) ||
        changesReportedWords(text, next) ||
        doublesWord(text, next)
      )
        continue;
      text = addSettledCapital(next, keepLower || opensAsWritten(sentence.source, next));
      traceRule(sentence, rule.id);
    }
    sentence.text = text;
  }
  for (const pass of [...(tone.textPasses ?? []), ...persona.textPasses]) {
    if (pass.from > ctx.intensity) continue;
    const sentences = bodySentences(work).filter((sentence) => sentence.text);
    const before = sentences.map((sentence) => sentence.text);
    pass.apply(sentences, ctx);
    sentences.forEach((sentence, index) => {
      if (sentence.text !== before[index]) traceRule(sentence, pass.id);
    });
  }
}

/** A notice about a problem is not a pitch: no "Start today." under an outage report. */
const CTA_USE_CASES = new Set([
  'sales-copy',
  'advertisement',
  'facebook-post',
  'instagram-caption',
]);

const SERVICE_DISRUPTION =
  /\b(?:(?:supply|service|water|power)\s+interruptions?|outages?|mains?\s+breaks?|boil(?:[- ]water)?\s+(?:notice|advisory|order))\b/i;

function wantsCallToAction(ctx: RewriteContext, work: WorkDocument, plainInput: string): boolean {
  const personaFrom = PERSONAS[ctx.persona].ctaFrom;
  // A problem notice, or a note to a business on what its clients can now do, sells nothing.
  if ((ctx.situation === 'problem' || ctx.servesOthers) && !CTA_USE_CASES.has(ctx.useCase))
    return false;
  // Only a text that sells something and says how to act on it closes with a call to act.
  // A link or an address counts only where the text acts on it ("Order at <link>"), not where it
  // cites it; and a price rise is told, never sold.
  if (changesPrice(plainInput)) return false;
  // "Unplanned interruptions may occur…": a page about outages and interruptions sells nothing,
  // whatever else its words suggest.
  if (SERVICE_DISRUPTION.test(plainInput)) return false;
  const contact =
    actionLinks(
      plainInput,
      work.spans
        .filter((span) => ['url', 'email', 'mention'].includes(span.kind))
        .map((span) => span.text),
    ).length > 0;
  // An invitation closes with "See you there!", which sells nothing.
  if (!ctx.isPromotional || (!namesHowToAct(plainInput, contact) && !ctx.invitation)) return false;
  // Persuasion closes with an ask only when something is on offer: a memo or a status update
  // gets no invented "Get in touch today.".
  return (
    (ctx.tone === 'persuasive' && ctx.intensity >= 3 && ctx.isPromotional) ||
    (ctx.useCase === 'sales-copy' && ctx.intensity >= 2) ||
    (ctx.useCase === 'advertisement' && ctx.intensity >= 4) ||
    (personaFrom !== undefined && ctx.intensity >= personaFrom && ctx.isPromotional)
  );
}

// "free coffee", "20% off": an offer is what a reader scans for when no figure stands out.
const OFFER =
  /(?<!feel\s)\bfree\s+(?:of\s+charge|(?!(?:for|to|of|and|or|with|from|in|on|at|up|time|will)\b)[a-z]+(?:\s+(?:and|or)\s+(?:a|an)\s+(?!free\b)[a-z]+)?)|\b\d+%\s+off\b/i;

/**
 * What emphasis marks: the first amount, percentage or numbered date the output kept, else an
 * offer, else a named day ("next Saturday"), else the topic word.
 */
function keyPhrase(
  spans: readonly ProtectedSpan[],
  plain: string,
  topic: Topic,
): string | undefined {
  const kept = (span: ProtectedSpan | undefined) =>
    span && plain.includes(span.text) ? span.text : undefined;
  for (const kind of ['money', 'number', 'date'] as const) {
    const span = spans.find(
      (candidate) =>
        candidate.kind === kind &&
        (kind !== 'number' || /%|percent/.test(candidate.text)) &&
        (kind !== 'date' || /\d/.test(candidate.text)),
    );
    if (kept(span)) return span?.text;
  }
  const offer = OFFER.exec(plain)?.[0];
  if (offer) return offer;
  const day = kept(spans.find((span) => span.kind === 'date'));
  if (day)
    return new RegExp(`\\b(?:next|this|on)\\s+${escapeRegExp(day)}\\b`).exec(plain)?.[0] ?? day;
  const noun = topic.nouns[0];
  return noun ? new RegExp(`\\b${escapeRegExp(noun)}\\b`, 'i').exec(plain)?.[0] : undefined;
}

function rewriteOnce(
  doc: TextDocument,
  plainInput: string,
  topic: Topic,
  settings: RewriteSettings,
  request: RewriteRequest,
): Attempt {
  // The author's inline code is locked like a term: no swap, capital or split may touch it.
  const locked = [...(request.locked_terms ?? []), ...inlineCodeTerms(request.text)];
  const work = buildWorkDocument(doc, locked, topic.names);
  const ctx = buildContext(settings, plainInput, work, topic);
  const tone = TONES[ctx.tone];
  applyRules(work, ctx);
  const callToAction = wantsCallToAction(ctx, work, plainInput);
  // One closing line at most: a call to action takes the place of the tone's closer.
  // One closing line at most, and none under the author's own closing question.
  addToneFrame(work, tone, ctx, callToAction || endsByAsking(work));
  traceAdded(work, 'tone-frame');
  if (callToAction) {
    addCallToAction(
      work,
      ctx,
      work.spans.filter((span) => span.kind === 'url').map((span) => span.text),
    );
    traceAdded(work, 'call-to-action');
  }
  applyUseCaseFrame(work, ctx);
  traceAdded(work, 'use-case-frame');
  fitLength(work, ctx, wordLimit(ctx, request.use_case !== undefined));
  finishSentences(work, ctx, tone);
  const verification = verifyWork(work, ctx, plainInput);
  const output = workToDocument(work);
  const plainText = documentText(output);
  return {
    edits: collectEdits(work, ctx.tone),
    dropped: droppedNote(work),
    text: renderDocument(output, ctx.format, keyPhrase(work.spans, plainText, topic)),
    plainText,
    spans: work.spans,
    verification,
  };
}

/** Gentler intensities to retry with when a rewrite lost something it had to keep. */
const gentler = (intensity: number) =>
  [...new Set([Math.max(1, intensity - 3), 1])].filter((value) => value < intensity);

/**
 * The built-in engine: deterministic, offline, English only. Rewrites the body of the text
 * sentence by sentence within the intensity budget, frames it for the use case, keeps every
 * protected span and checks that it did.
 */
export function rewriteWithBuiltinEngine(request: RewriteRequest): BuiltinRewrite {
  const settings = settingsFromRequest(request);
  const doc = parseDocument(request.text);
  const plainInput = documentText(doc);
  const topic = detectTopic(plainInput);
  let attempt = rewriteOnce(doc, plainInput, topic, settings, request);
  let intensityUsed = settings.intensity;
  let missing = findMissingSpans(attempt.plainText, uniqueSpans(attempt.spans));
  const notes: string[] = [];
  for (const intensity of gentler(settings.intensity)) {
    if (missing.length === 0) break;
    const retry = rewriteOnce(doc, plainInput, topic, { ...settings, intensity }, request);
    notes.push(
      `redone at intensity ${intensity} to keep ${describeKept(missing).replace(/^kept /, '')}`,
    );
    attempt = retry;
    intensityUsed = intensity;
    missing = findMissingSpans(retry.plainText, uniqueSpans(retry.spans));
  }
  const repaired = notes.length > 0;
  if (attempt.dropped) notes.push(attempt.dropped);
  const short = shortOfTargetNote(countWords(attempt.plainText), request.target_word_count);
  if (short) notes.push(short);
  return {
    text: attempt.text,
    plainText: attempt.plainText,
    plainInput,
    guardrail: buildGuardrailInfo(attempt.spans, attempt.plainText, repaired, notes),
    intensityUsed,
    verification: attempt.verification,
    edits: attempt.edits,
  };
}
