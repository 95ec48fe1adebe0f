import { MASK, MASK_TOKENS, maskPattern } from '../../guardrails/mask-token.js';
import type { Block } from '../../format/document.js';
import { paragraph } from '../../format/document.js';
import type { RewriteContext } from '../context.js';
import type { WorkBlock, WorkDocument, WorkLine, WorkSentence } from '../work-document.js';
import { newSentence } from '../work-document.js';
import { duplicatesFunction } from './sentence-function.js';
import { INVITATION } from '../data/commands.js';

/** An added line no later step may change (a greeting, a sign-off, a dateline). */
export function frozen(text: string): WorkSentence {
  return { ...newSentence(text, 'body', true), frozen: true };
}

const CONTENT_WORD = /[a-z]{4,}/g;
/** Words whose second appearance close together reads as repetition ("questions … questions"). */
const CLOSING_WORDS = new Set([
  'questions',
  'thank',
  'thanks',
  'appreciate',
  'patience',
  'sorry',
  'apologise',
  'apologize',
  'help',
  'happy',
  'reach',
  'contact',
  'together',
  'today',
  'soon',
  'hope',
  'frustrating',
  'frustrated',
  'frustration',
  'understand',
  'disruption',
  'disruptive',
]);
const STOP = new Set([
  'this',
  'that',
  'with',
  'your',
  'have',
  'will',
  'from',
  'they',
  'what',
  'when',
  'here',
  'there',
  'them',
  'about',
  'more',
  'just',
  'into',
  'than',
  'then',
  'very',
]);

const PERSONAL_VOICE = /\bI\b|\bI['’](?:m|ve|ll|d)\b|\b(?:me|my)\b/;
const ORGANISATION_VOICE = /\b(?:we|us|our)\b|\bwe['’](?:re|ve|ll|d)\b/i;

/** Fills `{topic}` and `{url}`; undefined when the phrase needs a slot the text cannot fill. */
export function fillSlots(phrase: string, ctx: RewriteContext, url?: string): string | undefined {
  if (phrase.includes('{topic}') && !ctx.topic.phrase) return undefined;
  // One person writing does not suddenly speak for a company.
  if (ctx.personalVoice && ORGANISATION_VOICE.test(phrase)) return undefined;
  // …and a company's notice ("We fixed…") does not suddenly speak as one person.
  if (ctx.organisationVoice && PERSONAL_VOICE.test(phrase)) return undefined;
  if (phrase.includes('{url}') && !url) return undefined;
  if (topicEchoesPhrase(phrase, ctx.topic.phrase)) return undefined;
  let out = phrase.replace(/\{topic\}/g, ctx.topic.phrase ?? '');
  if (url) out = out.replace(/\{url\}/g, ctx.masker.tokenFor({ kind: 'url', text: url }));
  return out;
}

/** "How is your team approaching the team?": the topic repeats a word the phrase already has. */
function topicEchoesPhrase(phrase: string, topic: string | undefined): boolean {
  if (!topic || !phrase.includes('{topic}')) return false;
  const own = new Set(
    phrase
      .replace(/\{topic\}/g, ' ')
      .toLowerCase()
      .match(/\p{L}{3,}/gu) ?? [],
  );
  return (topic.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some(
    (word) => own.has(word) && word !== 'the' && word !== 'and',
  );
}

/** Would this phrase repeat something the nearby sentences already say? */
export function repeats(phrase: string, nearby: readonly string[]): boolean {
  const words = (phrase.toLowerCase().match(CONTENT_WORD) ?? []).filter((word) => !STOP.has(word));
  if (words.length === 0) return false;
  const context = nearby.join(' ').toLowerCase();
  if (words.some((word) => CLOSING_WORDS.has(word) && context.includes(word.slice(0, 6))))
    return true;
  const shared = words.filter((word) => context.includes(word)).length;
  return shared * 2 >= words.length;
}

export const isBodyLine = (line: WorkLine) =>
  line.kind === 'body' && line.sentences.some((sentence) => !sentence.frozen);

const lineWords = (line: WorkLine) =>
  line.sentences.reduce((count, sentence) => count + sentence.text.split(/\s+/).length, 0);

/**
 * The first line of running text, if any: after the salutation when short header lines (a date
 * line, a place) stand above it, so nothing is put before or into "October 2024" or
 * "Dear Friends,".
 */
export function firstBodyLine(work: WorkDocument): WorkLine | undefined {
  const lines = work.blocks
    .filter((block) => block.block.kind === 'paragraph')
    .flatMap((block) => block.lines);
  const greeting = lines.findIndex((line) => line.kind === 'greeting');
  const headed =
    greeting > 0 &&
    lines
      .slice(0, greeting)
      .every((line) => !isBodyLine(line) || (line.sentences.length === 1 && lineWords(line) <= 6));
  return lines.slice(headed ? greeting + 1 : 0).find(isBodyLine);
}

/** Index of the block the text's closing should follow (the last block before any sign-off). */
export function lastContentBlockIndex(work: WorkDocument): number {
  for (let index = work.blocks.length - 1; index >= 0; index--) {
    const block = work.blocks[index];
    if (block.lines.some((line) => line.kind === 'body' || line.kind === 'item')) return index;
  }
  return -1;
}

const EVENT_WORDS =
  /\b(?:join\s+us|see\s+you|hope\s+to\s+see|welcome|celebrat\w*|don['’]t\s+miss|all\s+are\s+invited)\b/i;

/**
 * Does the last paragraph speak of the event (an invitation, a welcome, a day or a time)? A
 * closing line whose "it" or "there" is the event lands next to it, not after a renovation, a
 * tagline or a market the writer is skipping.
 */
export function endsOnEvent(work: WorkDocument): boolean {
  return lastParagraphSentences(work).some((sentence) => speaksOfEvent(work, sentence));
}

const lastParagraphSentences = (work: WorkDocument) =>
  work.blocks[lastContentBlockIndex(work)]?.lines.flatMap((line) => line.sentences) ?? [];

function speaksOfEvent(work: WorkDocument, sentence: WorkSentence): boolean {
  const words = work.masker.unmask(sentence.source);
  const timed = [...sentence.source.matchAll(MASK_TOKENS)].some((token) =>
    work.masker.isDateOrTime(token[0]),
  );
  return timed || INVITATION.test(words) || EVENT_WORDS.test(words);
}

const EVENT_NOUNS =
  /\b(?:open(?:ing)?|show|concert|festival|fair|event|ceremony|performance|exhibition|parade|party|celebration)\b/i;
// "…take part in this meeting if you can", "Let us know.", "Auditions will be held…": an appeal
// for hands or a call to audition, which "You won't want to miss it" would misread as a treat.
const APPEAL = /\bif you can\b|\blet (?:us|me) know\b|\baudition\w*|\bvolunteer\w*|\bhelpers?\b/i;

/**
 * Does the text end on a sentence about the event itself, and no appeal? A line whose "it" is
 * the event ("You won't want to miss it.") lands right after it, not after a rental line, a
 * reflection or a call for helpers in the same paragraph.
 */
export function endsOnEventSentence(work: WorkDocument): boolean {
  const last = lastParagraphSentences(work).at(-1);
  if (!last) return false;
  const words = work.masker.unmask(last.source);
  if (APPEAL.test(words)) return false;
  return EVENT_NOUNS.test(words) || speaksOfEvent(work, last);
}

export function paragraphBlock(
  sentences: WorkSentence[],
  kind: WorkLine['kind'] = 'body',
): WorkBlock {
  const block: Block = paragraph([]);
  return { block, lines: [{ kind, sentences }] };
}

/** Moves an inline greeting ("Hi Dana, I wanted…") to a line of its own above the line. */
export function greetingOnOwnLine(work: WorkDocument, line: WorkLine): void {
  const at = line.sentences.findIndex((sentence) => !sentence.frozen);
  if (at <= 0) return;
  const blockIndex = work.blocks.findIndex((block) => block.lines.includes(line));
  const block = work.blocks[blockIndex];
  const greeting = line.sentences.slice(0, at);
  line.sentences = line.sentences.slice(at);
  if (block && block.lines[0] === line) {
    work.blocks.splice(blockIndex, 0, paragraphBlock(greeting, 'greeting'));
  } else if (block) {
    block.lines.splice(block.lines.indexOf(line), 0, { kind: 'greeting', sentences: greeting });
  }
}

/** Puts a sentence first in the running text, after an inline greeting if the author wrote one. */
export function insertOpening(work: WorkDocument, text: string): boolean {
  if (duplicatesFunction(work, text)) return false;
  const line = firstBodyLine(work);
  if (!line) return false;
  const at = line.sentences.findIndex((sentence) => !sentence.frozen);
  if (at > 0) {
    // "Hi all, we had an outage…": the greeting keeps its own line, so the added sentence
    // starts a sentence of its own after it instead of being glued on after the comma.
    greetingOnOwnLine(work, line);
    line.sentences.unshift(newSentence(text, 'body', true));
    return true;
  }
  line.sentences.splice(at < 0 ? 0 : at, 0, newSentence(text, 'body', true));
  return true;
}

/** Puts a sentence right after the first sentence of running text ("Thanks for reaching out. …"). */
export function insertAfterFirst(work: WorkDocument, text: string): boolean {
  if (duplicatesFunction(work, text)) return false;
  const line = firstBodyLine(work);
  if (!line) return false;
  const at = line.sentences.findIndex((sentence) => !sentence.frozen);
  if (at < 0) return false;
  line.sentences.splice(at + 1, 0, newSentence(text, 'body', true));
  return true;
}

const TRAILING_TOKENS = maskPattern()`^(.*[.!?])\s+((?:${MASK}\s*)+)$`;
const ONLY_TOKENS = maskPattern()`^(?:${MASK}\s*)+$`;

const WEEKDAY_OR_MONTH =
  /^(?:mon|tues|wednes|thurs|fri|satur|sun)day$|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*$/i;
/** The text's own closing line: a wish, thanks or a look forward ("Hope to see you there."). */
const OWN_CLOSING =
  /^(?:(?:I|we)\s+)?(?:hope (?:to see|you|everyone|all)|see you\b|look(?:ing)? forward|(?:I|we) look forward|thanks|thank you|many thanks|have a (?:great|good|nice|lovely|wonderful|happy|safe)|be safe|stay safe|take care|cheers|enjoy\b)/i;
// "Happy Thanksgiving!", "Merry Christmas to all!": the writer's wish for the season closes the text.
const SIGN_OFF_SENTENCE =
  /^(?:(?:lots of|much|all my|with)\s+)?(?:love|hugs|xoxo|blessings|peace|cheers|warmly|gratitude)\b[^.!?]{0,30}[.!]*$|^(?:(?:happy|merry)\s+(?!to\b|with\b|about\b|that\b|for\b|if\b|and\b)[\p{L}'’-]+(?:\s+[\p{L}'’-]+)?|season['’]?s\s+greetings)(?:\s+to\s+(?:all|everyone|you(?:\s+all)?))?\s*[.!]*$/iu;
const ENDS_ON_LINK = /(?:\bhere:?|\.{3}|…)\s*[.!]?$/i;
const ENDS_ON_TOKEN = maskPattern()`(${MASK})\s*[.!]?$`;
const QUOTE_END = /["”’]\s*$/;

/**
 * Where an added closing line would stand after something that must stay last: a signature, a
 * date line, a quotation and its attribution, a P.S., a list, a link or the writer's own closing
 * line. Nothing goes after (or inside) those, whatever line is picked.
 */
// A paragraph of a speech that goes on below opens with a quotation mark and ends without one.
const opensUnclosedQuote = (text: string) =>
  /^["“]/.test(text) && !/["”][^\p{L}\p{N}]*$/u.test(text);

function closingBarred(work: WorkDocument): boolean {
  const index = lastContentBlockIndex(work);
  if (index < 0) return false;
  const unmask = (text: string) => work.masker.unmask(text);
  // Content after a signature or sign-off is a P.S. or a date line.
  const signedAbove = work.blocks
    .slice(0, index + 1)
    .some((block, at) =>
      block.lines.some(
        (line, lineAt) =>
          (line.kind === 'signoff' || line.kind === 'signature') &&
          (at < index || block.lines.slice(lineAt + 1).some(isBodyLine)),
      ),
    );
  if (signedAbove) return true;
  const block = work.blocks[index];
  const lines = block.lines.filter((line) => line.kind === 'body' || line.kind === 'item');
  const line = lines[lines.length - 1];
  if (!line || line.kind === 'item' || block.block.kind !== 'paragraph') return true;
  const own = line.sentences.filter((sentence) => !sentence.added);
  const signoffAt = own.findIndex((sentence) => sentence.signoff);
  const content = signoffAt >= 0 ? own.slice(0, signoffAt) : own;
  const last = content[content.length - 1];
  if (!last) return false;
  // "…keeps us going! Thank you!": a thanks that ends the writer's last paragraph closes it, and
  // a stock line wedged before it splits the thanks from what it thanks for.
  if (
    signoffAt > 0 &&
    /^(?:many\s+)?(?:thanks|thank\s+you)\b/i.test(unmask(own[signoffAt].source).trim())
  )
    return true;
  const lineText = unmask(own.map((sentence) => sentence.source).join(' ')).trim();
  const lastText = unmask(last.source).trim();
  if (/^P\.?\s?S\b/i.test(lineText) || /^[-–—]/.test(lineText)) return true;
  // '"Our message to owners is…' opening a paragraph of a speech that runs on below it: the
  // words are the speaker's, and nothing goes inside them.
  if (opensUnclosedQuote(lineText)) return true;
  // "We're proposing the following:": what the colon opens (a table, a list) follows it; "…as we
  // determine next steps," runs on into what the writer left out.
  if (/[:,;]$/.test(lastText)) return true;
  // "- Mark Twain" under the quotation: the attribution belongs to the words above it.
  if (signoffAt >= 0 && /^[-–—]/.test(own[signoffAt].source) && QUOTE_END.test(lastText))
    return true;
  const words = lineText.match(/\p{L}+/gu) ?? [];
  if (words.length > 0 && words.every((word) => WEEKDAY_OR_MONTH.test(word))) return true;
  const token = ENDS_ON_TOKEN.exec(last.source)?.[1];
  const kind = token ? work.masker.spanAt(token)?.kind : undefined;
  if (kind === 'url' || kind === 'email' || ENDS_ON_LINK.test(last.source)) return true;
  // "Love all ya'll.": the writer's own goodbye at the end of the line; nothing goes after it.
  const endText = unmask(own[own.length - 1].source).trim();
  return OWN_CLOSING.test(lastText) || SIGN_OFF_SENTENCE.test(endText);
}

/** Appends a sentence to the end of the running text (before any sign-off). */
export function insertClosing(work: WorkDocument, text: string): void {
  if (duplicatesFunction(work, text) || closingBarred(work)) return;
  const index = lastContentBlockIndex(work);
  const sentence = newSentence(text, 'body', true);
  if (index < 0) {
    work.blocks.push(paragraphBlock([sentence]));
    return;
  }
  const block = work.blocks[index];
  if (block.block.kind === 'paragraph') {
    const lines = block.lines.filter(isBodyLine);
    const line = lines[lines.length - 1];
    if (line) {
      // "…Let me know. Best, Sam": the author's sign-off stays last on its line.
      const signoffAt = line.sentences.findIndex((candidate) => candidate.signoff);
      if (signoffAt > 0) {
        line.sentences.splice(signoffAt, 0, sentence);
        return;
      }
      // "…on our website. #autumnbaking #cambridgefood": the hashtags stay last.
      const last = line.sentences[line.sentences.length - 1];
      const onlyTags = (text: string) =>
        [...text.matchAll(MASK_TOKENS)].every(
          (token) => work.masker.spanAt(token[0])?.kind === 'hashtag',
        );
      // A last "sentence" that is nothing but hashtags stays last.
      if (last && line.sentences.length > 1 && ONLY_TOKENS.test(last.text) && onlyTags(last.text)) {
        line.sentences.splice(line.sentences.length - 1, 0, sentence);
        last.frozen = true;
        return;
      }
      const tail = last && TRAILING_TOKENS.exec(last.text);
      const hashtags =
        tail &&
        [...tail[2].matchAll(MASK_TOKENS)].every(
          (token) => work.masker.spanAt(token[0])?.kind === 'hashtag',
        );
      if (last && tail && hashtags) {
        last.text = tail[1];
        line.sentences.push(sentence, {
          ...newSentence(tail[2].trim(), 'body', true),
          frozen: true,
        });
        return;
      }
      line.sentences.push(sentence);
      return;
    }
  }
  work.blocks.splice(index + 1, 0, paragraphBlock([sentence]));
}

/** The last few sentences of running text, for duplicate checks. */
export function closingTexts(work: WorkDocument, count: number): string[] {
  const texts: string[] = [];
  for (const block of work.blocks) {
    for (const line of block.lines) {
      if (line.kind === 'body' || line.kind === 'item' || line.kind === 'signoff') {
        for (const sentence of line.sentences) texts.push(sentence.text);
      }
    }
  }
  return texts.slice(-count);
}
