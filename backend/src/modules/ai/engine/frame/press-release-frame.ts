import { MASK, maskPattern } from '../../guardrails/mask-token.js';
import type { RewriteContext } from '../context.js';
import type { WorkDocument, WorkSentence } from '../work-document.js';
import { bodySentences, newSentence } from '../work-document.js';
import { expandContractions, headlineTense, thirdPersonLead } from './headline.js';
import { frozen, paragraphBlock } from './insert.js';

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'for',
  'to',
  'of',
  'in',
  'on',
  'at',
  'by',
  'with',
  'as',
  'but',
  'from',
]);
const titleCase = (text: string) =>
  text
    .split(' ')
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.replace(/^\p{Ll}/u, (c) => c.toUpperCase()),
    )
    .join(' ');
const ANNOUNCEMENT =
  /\b(?:announce[sd]?|share[sd]?|introduce[sd]?|unveil(?:s|ed)?|launch(?:es|ed)?)\s+that\s+/i;

// An organisation's name: "Brightline Labs", "Acme Inc", "Elm Street Bakery".
const ORGANISATION =
  /\b(?:Inc|Ltd|LLC|GmbH|Co|Corp|Group|Labs?|Studios?|Bakery|Café|Cafe|Company|Technologies|Systems|Partners|Foundation|Trust|Agency|Academy|Society|Club|Shop|Books|Bookshop|Restaurant|Brewery|Kitchen)\.?$/;
const ABOUT = maskPattern()`^${MASK}\s+is\s+(?:a|an|the)\s+`;

/** The organisation the release is about, as its masked token: from "X is a …" or its name. */
function organisationToken(
  work: WorkDocument,
  sentences: readonly WorkSentence[],
): string | undefined {
  const about = sentences.find((sentence) => ABOUT.test(sentence.text));
  if (about) return about.text.split(/\s+/, 1)[0];
  // "At Brightline, we are…"
  for (const sentence of sentences) {
    const at = maskPattern()`^At\s+(${MASK}),\s+we\b`.exec(sentence.text);
    if (at) return at[1];
  }
  const named = work.spans.find((span) => span.kind === 'name' && ORGANISATION.test(span.text));
  return named ? work.masker.tokenFor(named) : undefined;
}

/**
 * The headline of a press release: its lead in the third person, without contractions, in title
 * case ("Second Bakery Opens on Elm Street Next Saturday"). At high intensity a "FOR IMMEDIATE
 * RELEASE" line goes above it; no dateline, since the engine knows no city or date of issue.
 */
function pressHeadline(
  work: WorkDocument,
  ctx: RewriteContext,
  body: readonly WorkSentence[],
): void {
  let lead = body[0].text.replace(/[.!?]+$/, '').replace(/\s+today\b/, '');
  lead = lead.replace(maskPattern()`^At\s+${MASK},\s+(?=we\b)`, '');
  const announced = ANNOUNCEMENT.exec(lead);
  if (announced && !/^(?:we|I)\b/i.test(lead)) {
    // "X announced that its robot, the GR-7, is now available" → "X's Robot Is Now Available".
    const subject = lead.slice(0, announced.index).trim();
    lead = lead.slice(announced.index + announced[0].length).replace(/,\s[^,]{1,40},\s/, ' ');
    if (subject && /^(?:its|their|our)\s/i.test(lead))
      lead = lead.replace(/^\S+/, `${subject}${/s$/.test(subject) ? "'" : "'s"}`);
  }
  lead = lead.split(/,\s+|\s+[—–]\s+|\s+which\s+/)[0];
  if (/^(?:we|I)\b|^(?:we|I)['’]/i.test(lead)) {
    // A headline names who acts; "We're Opening…" speaks as the author instead.
    const third = thirdPersonLead(lead, organisationToken(work, body));
    if (!third) return;
    lead = third;
  }
  // "Our bookshop turns ten" → "Bookshop Turns Ten"; "X is opening" → "X Opens".
  lead = headlineTense(expandContractions(lead.replace(/^(?:our|my)\s+/i, '')));
  const words = lead.split(/\s+/);
  if (words.length < 3 || words.length > 16) return;
  const heading = { ...newSentence(titleCase(lead), 'body', true), frozen: true };
  work.blocks.unshift({
    block: { kind: 'heading', level: 1, text: '', implicit: false, tight: false },
    lines: [{ kind: 'heading', sentences: [heading] }],
  });
  if (ctx.intensity >= 8) work.blocks.unshift(paragraphBlock([frozen('FOR IMMEDIATE RELEASE')]));
}

/**
 * A press release gets a headline from its lead and, when the text describes the company, an
 * About section. These are the honest way toward the use case's word range (200–500): a short
 * announcement is not padded with sentences it did not say, so it stays short.
 */
export function pressRelease(work: WorkDocument, ctx: RewriteContext): void {
  const body = bodySentences(work).filter((sentence) => sentence.role !== 'item');
  if (body.length === 0) return;
  if (ctx.intensity >= 3 && work.blocks[0]?.block.kind !== 'heading')
    pressHeadline(work, ctx, body);
  if (ctx.intensity >= 5) {
    const about = body.slice(1).find((sentence) => ABOUT.test(sentence.text));
    if (!about) return;
    const name = about.text.split(/\s+/, 1)[0];
    for (const block of work.blocks) {
      for (const line of block.lines) {
        const at = line.sentences.indexOf(about);
        if (at >= 0) line.sentences.splice(at, 1);
      }
    }
    work.blocks.push({
      block: { kind: 'heading', level: 2, text: '', implicit: false, tight: false },
      lines: [
        {
          kind: 'heading',
          sentences: [{ ...newSentence(`About ${name}`, 'body', true), frozen: true }],
        },
      ],
    });
    work.blocks.push(paragraphBlock([about]));
  }
}

// The author's own turn into the post: "In this post I share…", "Read on", "Here's how".
