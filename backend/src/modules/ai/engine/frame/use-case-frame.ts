import { MASK_OPEN, maskPattern } from '../../guardrails/mask-token.js';
import type { RewriteContext } from '../context.js';
import { CORPORATE_CLOSERS } from '../data/banks/notice-closers.js';
import { asHashtag, keyPhrases } from '../key-phrases.js';
import { IMPERATIVE_VERBS } from '../data/commands.js';
import { CTA_PATTERN } from '../data/topic-words.js';
import {
  BLOG_HOOKS,
  BLOG_TRANSITIONS,
  CORPORATE_OPENINGS,
  TONE_BLOG_HOOKS,
  EMAIL_GREETINGS,
  EMAIL_SIGNOFFS,
  POST_HOOKS,
  SETBACK_STORY_QUESTIONS,
  STORY_QUESTIONS,
  TONE_POST_QUESTIONS,
} from '../data/banks/use-case.js';
import { endsByAsking } from './call-to-action.js';

import { pickFitted } from './tone-frame.js';
import { INVITATION_LINES } from '../data/banks/typed-calls-to-action.js';
import { duplicatesFunction } from './sentence-function.js';
import type { WorkBlock, WorkDocument } from '../work-document.js';
import { bodySentences } from '../work-document.js';
import {
  closingTexts,
  fillSlots,
  firstBodyLine,
  insertClosing,
  insertOpening,
  isBodyLine,
  paragraphBlock,
  repeats,
} from './insert.js';

import { frozen } from './insert.js';
import { pressRelease } from './press-release-frame.js';
const hasLine = (work: WorkDocument, kind: 'greeting' | 'signoff' | 'signature') =>
  work.blocks.some((block) =>
    block.lines.some(
      (line) =>
        line.kind === kind ||
        (kind === 'signoff' && line.sentences.some((sentence) => sentence.signoff)),
    ),
  );
const hasInlineGreeting = (work: WorkDocument) =>
  work.blocks.some((block) =>
    block.lines.some((line) => line.kind === 'body' && line.sentences[0]?.frozen),
  );

function emailFrame(work: WorkDocument, ctx: RewriteContext): void {
  if (ctx.intensity < 2) return;
  if (!hasLine(work, 'greeting') && !hasInlineGreeting(work)) {
    const greeting = ctx.picker.pick(EMAIL_GREETINGS[ctx.tone], 'greeting');
    if (greeting) work.blocks.unshift({ ...paragraphBlock([frozen(greeting)], 'greeting') });
  }
  // A name on its own under the text ("Kate", "Sam Ortiz") signs the e-mail: nothing goes under it.
  if (!hasLine(work, 'signoff') && !hasLine(work, 'signature')) {
    // "Thanks a million!" needs no "Thanks so much," under it.
    const signoff =
      ctx.picker.pick(
        EMAIL_SIGNOFFS[ctx.tone],
        'signoff',
        (line) => !duplicatesFunction(work, line),
      ) ?? 'Kind regards,';
    work.blocks.push(paragraphBlock([frozen(signoff)], 'signoff'));
  }
}

/** Re-flows running text into short paragraphs of at most `size` sentences (social posts). */
function shortParagraphs(work: WorkDocument, size: number): void {
  const blocks: WorkBlock[] = [];
  for (const block of work.blocks) {
    const single =
      block.block.kind === 'paragraph' && block.lines.length === 1 && isBodyLine(block.lines[0]);
    const sentences = single ? block.lines[0].sentences : [];
    if (!single || sentences.length <= size || sentences.some((sentence) => sentence.frozen)) {
      blocks.push(block);
      continue;
    }
    for (let start = 0; start < sentences.length; start += size) {
      blocks.push(paragraphBlock(sentences.slice(start, start + size)));
    }
  }
  work.blocks.splice(0, work.blocks.length, ...blocks);
}

/** The first sentence of a post stands alone as its hook. */
function hookLine(work: WorkDocument, ctx: RewriteContext): void {
  const line = firstBodyLine(work);
  if (!line) return;
  const first = line.sentences.find((sentence) => !sentence.frozen);
  if (first && ctx.intensity >= 7 && first.text.split(/\s+/).length > 20) {
    const hook = ctx.picker.pick(
      POST_HOOKS,
      `hook|${first.source}`,
      (phrase) => fillSlots(phrase, ctx) !== undefined,
    );
    const filled = hook && fillSlots(hook, ctx);
    if (filled) insertOpening(work, filled);
  }
  const blockIndex = work.blocks.findIndex((block) => block.lines.includes(line));
  const opener = line.sentences.findIndex((sentence) => !sentence.frozen);
  if (
    blockIndex < 0 ||
    work.blocks[blockIndex].lines.length !== 1 ||
    line.sentences.length - opener < 2
  )
    return;
  const rest = line.sentences.splice(opener + 1);
  work.blocks.splice(blockIndex + 1, 0, paragraphBlock(rest));
}

// A story of a hard time that turned out well: "fired", "rejected", "nothing back".
const SETBACK =
  /\b(?:fired|laid off|let go|lost|losing|failed|failing|failure|rejected|rejection|quit|broke|bankrupt|struggl\w*|worst|mistake|hard(?:est)? (?:time|year|month)|nothing back|no one|nobody|burn(?:ed|t)? out|sick|ill)\b/i;

/** The closing question of a post, in the tone's voice and fitted to the kind of post. */
function postQuestions(ctx: RewriteContext, plain: string): readonly string[] {
  if (ctx.textType === 'story')
    return (SETBACK.test(plain) ? SETBACK_STORY_QUESTIONS : STORY_QUESTIONS)[ctx.tone];
  // "Where do you stand on the client?": a topic slot reads well only in an organisation's post.
  const questions = TONE_POST_QUESTIONS[ctx.tone];
  return ctx.organisationVoice ? questions : questions.filter((line) => !line.includes('{topic}'));
}

function closingQuestion(work: WorkDocument, ctx: RewriteContext): void {
  const ending = closingTexts(work, 2);
  if (endsByAsking(work) || ending.some((text) => text.includes('?'))) return;
  // An invitation closes by asking the reader to come, not with a question about their views.
  if (ctx.invitation) {
    const own = bodySentences(work);
    if (own[own.length - 1]?.added) return;
    const plain = ctx.masker.unmask(own.map((sentence) => sentence.source).join(' '));
    const line = pickFitted(
      INVITATION_LINES[ctx.tone],
      `invite|${ending.join(' ')}`,
      ctx,
      plain,
      ending,
      work,
    );
    if (line) insertClosing(work, line);
    return;
  }
  // A call to action already closes the post: one added closing line is enough.
  if (CTA_PATTERN.test(ctx.masker.unmask(ending[ending.length - 1] ?? ''))) return;
  const plain = ctx.masker.unmask(
    bodySentences(work)
      .map((sentence) => sentence.source)
      .join(' '),
  );
  const question = ctx.picker.pick(
    postQuestions(ctx, plain),
    `question|${ending.join(' ')}`,
    (phrase) => fillSlots(phrase, ctx) !== undefined && !duplicatesFunction(work, phrase),
  );
  const filled = question && fillSlots(question, ctx);
  if (filled) insertClosing(work, filled);
}

/**
 * Hashtags are the text's key phrases in hashtag form ("#RemoteTeamRituals", "#ProPlan"), read
 * with compromise's noun phrases and topics, never stray verbs or nouns ("#Helps #Requires");
 * the author's hashtags are kept.
 */
function hashtags(work: WorkDocument, ctx: RewriteContext, wanted: number): void {
  const existing = new Set(
    work.spans.filter((span) => span.kind === 'hashtag').map((span) => span.text.toLowerCase()),
  );
  // Two or more of the author's own hashtags are enough; more would only be noise.
  if (existing.size >= 2) return;
  const plain = ctx.masker.unmask(
    bodySentences(work)
      .filter((sentence) => !sentence.added)
      .map((sentence) => sentence.source)
      .join(' '),
  );
  const tags: string[] = [];
  for (const phrase of keyPhrases(plain, wanted + 4)) {
    if (phrase.text.split(' ').length > 3 || /[^\p{L}\p{N}\s.'’&-]/u.test(phrase.text)) continue;
    const tag = asHashtag(phrase.text);
    if (
      tag.length < 4 ||
      tag.length > 26 ||
      existing.has(tag.toLowerCase()) ||
      tags.some((t) => t.toLowerCase() === tag.toLowerCase())
    )
      continue;
    tags.push(tag);
    if (tags.length + existing.size >= wanted) break;
  }
  if (tags.length > 0) work.blocks.push(paragraphBlock([frozen(tags.join(' '))]));
}

const TRANSITION =
  /\b(?:in this (?:post|article|piece|guide)|below|read on|let['’]s|here['’]s how|here is how|(?:we|I)['’]ll (?:show|share|walk|look|cover)|(?:we|I) will (?:show|share|walk|look|cover))\b|[?:]$/i;

/**
 * A blog intro: a hook (a question or a bold line in the tone) and a closing turn into the post.
 * These frames are how a short intro moves toward the use case's range (100–300 words) without
 * padding it with claims the author did not make; a short text stays short otherwise.
 */
function blogIntro(work: WorkDocument, ctx: RewriteContext): void {
  const own = bodySentences(work).filter((sentence) => !sentence.added);
  const first = own[0];
  if (!first) return;
  if (ctx.intensity >= 4 && !/\?$/.test(first.text)) {
    const usable = (phrase: string) => fillSlots(phrase, ctx) !== undefined;
    const hook =
      ctx.picker.pick(BLOG_HOOKS, `blog|${first.source}`, usable) ??
      ctx.picker.pick(TONE_BLOG_HOOKS[ctx.tone], `blog|${first.source}`, usable);
    const filled = hook && fillSlots(hook, ctx);
    if (filled) insertOpening(work, filled);
  }
  const last = own[own.length - 1];
  if (ctx.intensity >= 6 && own.length >= 2 && !TRANSITION.test(ctx.masker.unmask(last.text))) {
    const ending = closingTexts(work, 2);
    const line = ctx.picker.pick(
      BLOG_TRANSITIONS[ctx.tone],
      `turn|${last.source}`,
      (phrase) => fillSlots(phrase, ctx) !== undefined && !repeats(phrase, ending),
    );
    if (line) insertClosing(work, line);
  }
}

const LOWER_START =
  /^(?:we|our|the|this|these|from|starting|as|after|on|in|next|each|every|all|a|an|it|its|there|today|tomorrow)$/i;
const FEELING = /\b(?:pleased|happy|excited|delighted|proud|glad|thrilled|sorry|sad)\b/i;

/**
 * An internal announcement: an opening in the tone joined to the first statement ("We are pleased
 * to share that the office will open…") and a closing line thanking the people behind it or
 * inviting questions, only when the text supports it. Like a press release's headline, these are
 * the honest growth toward the use case's range (100–400 words).
 */
function corporateFrame(work: WorkDocument, ctx: RewriteContext): void {
  const own = bodySentences(work).filter((sentence) => !sentence.added && sentence.role !== 'item');
  const first = own[0];
  if (!first || ctx.situation === 'problem') return;
  const plain = ctx.masker.unmask(own.map((sentence) => sentence.source).join(' '));
  const word = first.text.split(/\s+/, 1)[0] ?? '';
  const lowerable =
    LOWER_START.test(word) ||
    maskPattern()`^${MASK_OPEN}`.test(word) ||
    ctx.lowerWords.has(word.toLowerCase());
  if (
    ctx.intensity >= 5 &&
    lowerable &&
    /\.$/.test(first.text) &&
    !FEELING.test(first.text) &&
    !IMPERATIVE_VERBS.has(word.toLowerCase()) &&
    !/^I(?:['’]\w+)?$/.test(word)
  ) {
    const opening = ctx.picker.pick(
      CORPORATE_OPENINGS[ctx.tone],
      `corporate|${first.source}`,
      (phrase) => fillSlots(phrase, ctx) !== undefined,
    );
    if (opening) {
      const rest = maskPattern()`^${MASK_OPEN}`.test(word)
        ? first.text
        : first.text.replace(/^\S+/, (w) => w.toLowerCase());
      first.text = `${opening} ${rest}`;
    }
  }
  const last = bodySentences(work).at(-1);
  if (ctx.intensity >= 6 && last && !last.added && !/\?$/.test(last.text)) {
    const line = pickFitted(
      CORPORATE_CLOSERS[ctx.tone],
      `corporate-close|${first.source}`,
      ctx,
      plain,
      closingTexts(work, 3),
      work,
    );
    if (line) insertClosing(work, line);
  }
}

/** The use case's frame: greeting and sign-off, hook, hashtags, headline. Small by design. */
export function applyUseCaseFrame(work: WorkDocument, ctx: RewriteContext): void {
  switch (ctx.useCase) {
    case 'email':
      emailFrame(work, ctx);
      break;
    case 'linkedin-post':
      if (ctx.intensity >= 6) closingQuestion(work, ctx);
      if (ctx.intensity >= 3) hookLine(work, ctx);
      if (ctx.intensity >= 3) shortParagraphs(work, 2);
      break;
    case 'facebook-post':
      if (ctx.intensity >= 7) closingQuestion(work, ctx);
      if (ctx.intensity >= 5) shortParagraphs(work, 2);
      break;
    case 'facebook-hashtags':
      hashtags(work, ctx, ctx.intensity >= 8 ? 5 : ctx.intensity >= 5 ? 4 : 3);
      break;
    case 'instagram-caption':
      if (ctx.intensity >= 5) shortParagraphs(work, 2);
      hashtags(work, ctx, ctx.intensity >= 8 ? 6 : 4);
      break;
    case 'press-release':
      pressRelease(work, ctx);
      break;
    case 'blog-intro':
      blogIntro(work, ctx);
      break;
    case 'corporate-message':
      corporateFrame(work, ctx);
      break;
    default:
      break;
  }
}

export { insertClosing };
