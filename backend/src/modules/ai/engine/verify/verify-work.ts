import { MASK_CLOSE, MASK_OPEN, maskPattern } from '../../guardrails/mask-token.js';
import type { RewriteContext } from '../context.js';
import { addSettledCapital, afterNewStop, opensAsWritten, stoppedBefore } from '../finish.js';
import { pitches, isOffer } from '../text-type.js';
import type { WorkDocument, WorkLine, WorkSentence } from '../work-document.js';
import { verifySentence } from './verify-sentence.js';

/** One change the verifier refused: the author's sentence was kept instead. */
export interface DroppedChange {
  /** The author's sentence (unmasked). */
  sentence: string;
  /** The change that was refused (unmasked). */
  refused: string;
  reasons: string[];
}

export interface Verification {
  /** Author sentences whose change passed every check. */
  changed: number;
  dropped: DroppedChange[];
  /** Lines the engine wanted to add that did not fit the text. */
  droppedLines: string[];
}

const DEADLINE_WORDS =
  /\b(?:deadline|due|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|noon|midnight|the end of)|today|tonight|tomorrow|this week|asap|urgent(?:ly)?|immediately|expires?|ends|closes|last (?:day|chance))\b|\bbefore\s+(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|end|noon|midnight|tomorrow)/i;
// "by 5pm", "until the 15th", "by 3/4", "by 2027": a number after "by" is a date only when it reads
// as a time, a day or a year; "increase retention by 12-14%", "by 10 users" are amounts.
const DATE_NUMBER = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m|p\.m)\b|\d{1,2}(?:st|nd|rd|th)\b|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\d{1,2}\/\d{1,2}|(?:19|20)\d\d\b(?![\d%.,-]))`;
const DATED_LIMIT = new RegExp(
  String.raw`\b(?:by|until|till|no later than)\s+(?:the\s+)?(?:${DATE_NUMBER}|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)`,
  'i',
);
/** A deadline the engine would be inventing. */
const ADDED_DEADLINE =
  /\b(?:deadline|last chance|before it['’]s (?:gone|too late)|time is running out|act fast|this week|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the end of)|immediately|asap|urgent(?:ly)?|right away|as soon as (?:possible|you can|we can)|(?:until|by) the last minute)\b/i;
/** A nudge: fair in a call to buy, invented pressure anywhere else. */
const ADDED_PRESSURE =
  /\b(?:today|tonight|(?<!right\s)now\b|hurry|don['’]t wait|do not wait|(?:as\s+a\s+)?priority|by return)\b/i;
const SALES_CALL =
  /\b(?:get in touch today|book a call|what we can do for you|(?:want )?to learn more|let['’]s talk about what this means|order|buy|shop|get yours|grab yours|sign up|subscribe|start (?:your|a) (?:free )?trial|book (?:now|yours|a demo|your)|claim|add to (?:cart|basket)|pre-?order|reserve yours)\b/i;
const SOLD =
  /\b(?:buy|order (?:now|yours|online)|price[sd]?|pricing|sale|discount|shop|store|subscription|plans? (?:start|from|cost)|trial|tickets?|book (?:now|a|your)|pre-?order|available (?:now|in|from|at)|sign up|subscribe)\b|[$€£]\s?\d/i;

/**
 * The writer binding themselves to act: "while we put this right", "we'll sort it out", "find out
 * what we can do for you" (a service the text never offered).
 */
const COMMITMENT =
  /\b(?:we|I)(?:['’]ll|\s+will|\s+shall|['’]re\s+working|\s+are\s+working|\s+am\s+working)\b|\bwhile\s+(?:we|I)\s+(?:put|fix|sort|resolve|look)\b|\bput\s+this\s+right\b|\bwhat\s+(?:we|I)\s+can\s+do\s+for\s+you\b/i;
/** Sorry, patience, frustration: words for a problem the reader had. */
const SYMPATHY =
  /\b(?:sorry|apologi[sz]e|apologies|patience|bearing with|bear with|frustrat\w*|harder for you|not been easy|inconvenience|trouble)\b/i;
const OWNED_PROBLEM =
  /\b(?:sorry|apologi[sz]e|apologies|inconvenience|outage|incident|downtime|delay(?:ed|s)?|disruption|error|bug|failed|failure|problem|issue)\b/i;

interface TextFacts {
  hasDeadline: boolean;
  sellsSomething: boolean;
  /** The text itself says what the writer will do ("we'll", "we are working on"). */
  commits: boolean;
  /** The text tells of a problem the reader had or apologises for one. */
  ownsProblem: boolean;
}

function factsOf(plainInput: string, work: WorkDocument, ctx: RewriteContext): TextFacts {
  // A date is not a deadline ("this last week", "on Friday, Oct. 3"); "by Friday" is.
  return {
    hasDeadline: DEADLINE_WORDS.test(plainInput) || DATED_LIMIT.test(plainInput),
    sellsSomething:
      work.spans.some((span) => span.kind === 'money') ||
      isOffer(ctx.textType) ||
      pitches(plainInput) ||
      SOLD.test(plainInput),
    commits: COMMITMENT.test(plainInput),
    ownsProblem: OWNED_PROBLEM.test(plainInput),
  };
}

/** Why an engine-written line does not fit this text (undefined when it fits). */
export function addedLineMisfit(line: string, facts: TextFacts): string | undefined {
  if (!facts.hasDeadline && ADDED_DEADLINE.test(line)) return 'a deadline the text does not have';
  // "today", "as a priority": time pressure is the writer's to set, even under an offer.
  if (!facts.hasDeadline && ADDED_PRESSURE.test(line)) return 'urgency the text does not have';
  if (!facts.sellsSomething && SALES_CALL.test(line)) return 'a sales call on something not sold';
  if (!facts.commits && COMMITMENT.test(line)) return 'a commitment the text does not make';
  if (!facts.ownsProblem && SYMPATHY.test(line))
    return 'sympathy for a problem the text does not tell';
  return undefined;
}

/**
 * The author's sentence as every kept sentence ends, with the writer's own first letter (a
 * lower-case start is theirs: opensAsWritten) unless a line the engine wrote now stops before it.
 */
function settled(sentence: WorkSentence, line: WorkLine, unmask: (text: string) => string): string {
  const at = line.sentences.indexOf(sentence);
  const keepLower =
    opensAsWritten(sentence.source, sentence.source) && !afterNewStop(line.sentences[at - 1]);
  // "…for a build on July 7th 2014" given back as written still needs its full stop when a line
  // follows it on the same line, or the two run on.
  return stoppedBefore(
    addSettledCapital(sentence.source, keepLower),
    line.sentences.slice(at + 1).find((next) => next.text.trim()),
    unmask,
  );
}

const contentWords = (text: string) =>
  normal(text)
    .split(' ')
    .filter((word) => word.length > 2);

const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(maskPattern('gu')`[^\p{L}\p{N}${MASK_OPEN}-${MASK_CLOSE}]+`, ' ')
    .trim();

function* linesOf(work: WorkDocument) {
  for (const block of work.blocks) yield* block.lines;
}

/**
 * The last word on every change: each rewritten author sentence must pass the sentence
 * verifier or goes back to the author's wording; a join that fails restores both halves (the
 * sentence it took comes back where it stood); engine-written lines must fit the text. A
 * sentence goes only by an entry made to drop it, named in the trace (the word target never
 * drops one that promised, apologised, offered or asked: length.ts). Runs on masked text, so
 * protected spans are checked as opaque tokens.
 */
export function verifyWork(
  work: WorkDocument,
  ctx: RewriteContext,
  plainInput: string,
): Verification {
  const result: Verification = { changed: 0, dropped: [], droppedLines: [] };
  const facts = factsOf(plainInput, work, ctx);
  const unmask = (text: string) => work.masker.unmask(text);
  const isQuantity = (token: string) => {
    const kind = work.masker.spanAt(token)?.kind;
    return kind === 'number' || kind === 'money';
  };
  const restore = (sentence: WorkSentence, line: WorkLine, reasons: string[]) => {
    result.dropped.push({
      sentence: unmask(sentence.source),
      refused: unmask(sentence.text),
      reasons,
    });
    sentence.text = settled(sentence, line, unmask);
  };
  // A sentence rewritten into a copy of another one has lost its own meaning.
  const sources = new Set<string>();
  for (const line of linesOf(work))
    for (const sentence of line.sentences) sources.add(normal(sentence.source));
  // The author's sentences an entry emptied (a join took their words) left their line when the
  // sentences were finished; each goes back after the sentence it followed if that one fails.
  const emptiedBy = (line: WorkLine) =>
    (work.dropped ?? []).filter(
      (entry) =>
        entry.sentence.rules?.length && entry.follows && line.sentences.includes(entry.follows),
    );
  // Most of its words are in the sentence it follows: the two were joined, not one removed.
  const joinedInto = (part: WorkSentence, text: string) => {
    const words = contentWords(part.source);
    const host = new Set(contentWords(text));
    return words.length > 0 && words.filter((word) => host.has(word)).length >= words.length * 0.6;
  };
  const putBack = (entry: NonNullable<WorkDocument['dropped']>[number], line: WorkLine) => {
    line.sentences.splice(line.sentences.indexOf(entry.follows!) + 1, 0, entry.sentence);
    work.dropped = (work.dropped ?? []).filter((other) => other !== entry);
  };
  for (const line of linesOf(work)) {
    const own = line.sentences.filter((sentence) => !sentence.added && !sentence.frozen);
    const emptied = emptiedBy(line);
    const refused = new Map<WorkSentence, string>();
    for (const sentence of own) {
      if (sentence.text === sentence.source || !sentence.text.trim()) continue;
      const copy =
        normal(sentence.text) !== normal(sentence.source) && sources.has(normal(sentence.text));
      const reasons = copy
        ? ['it repeats another sentence of the text']
        : verifySentence(sentence.source, sentence.text, isQuantity);
      // A join puts the next sentence's words into this one: judge it against both sources.
      const taken = emptied
        .filter((entry) => entry.follows === sentence && joinedInto(entry.sentence, sentence.text))
        .map((entry) => entry.sentence.source);
      const joinedSource = [sentence.source, ...taken].join(' ');
      if (
        !copy &&
        (reasons.length === 0 ||
          (taken.length > 0 &&
            verifySentence(joinedSource, sentence.text, isQuantity).length === 0))
      ) {
        result.changed++;
        continue;
      }
      refused.set(sentence, sentence.text);
      restore(sentence, line, reasons);
    }
    for (const entry of emptied) {
      const host = entry.follows!;
      const refusedJoin = refused.get(host);
      // A join that fails restores both halves.
      if (refusedJoin !== undefined && joinedInto(entry.sentence, refusedJoin)) {
        putBack(entry, line);
        entry.sentence.text = settled(entry.sentence, line, unmask);
      }
    }
    const kept = line.sentences.filter((sentence) => {
      if (!sentence.added || !sentence.text.trim()) return true;
      const misfit = addedLineMisfit(unmask(sentence.text), facts);
      if (misfit) result.droppedLines.push(`${unmask(sentence.text)} (${misfit})`);
      return misfit === undefined;
    });
    if (kept.length !== line.sentences.length) line.sentences = kept;
  }
  return result;
}
