import {
  MASK,
  MASK_AT_START,
  MASK_CLOSE,
  MASK_OPEN,
  maskPattern,
} from '../../guardrails/mask-token.js';
import { endsInAbbreviation, goesOnAfterAbbreviation } from '../language/abbreviations.js';
import { upperFirst } from '../language/casing.js';
import { articleFor } from './articles.js';

// A doubled word is a typo only when it is a function word written twice ("to to the shop",
// "the the end"): a content word or a word written three times is said for effect ("la la la",
// "bigger bigger bigger", "dot dot dot"), and "that that", "had had", "is is" are meant.
const TYPO_DOUBLES = new Set([
  'the',
  'a',
  'an',
  'to',
  'of',
  'for',
  'and',
  'or',
  'with',
  'at',
  'from',
  'into',
  'as',
  'our',
  'your',
  'their',
  'my',
  'its',
  'we',
  'you',
  'they',
  'it',
  'are',
  'was',
  'were',
  'be',
  'will',
  'can',
  'this',
  'these',
  'those',
  'have',
  'has',
  'if',
  'than',
  'about',
  'which',
]);
// Exactly twice, not next to an ellipsis: "for... the the end" may be a stammer written out.
const DOUBLED_WORD = /\b([A-Za-z]+)\s+\1\b(?!\s+\1\b)/gi;
const MASK_AT = MASK_AT_START;

function fixArticles(text: string, textOf: (token: string) => string): string {
  return text.replace(
    maskPattern('g')`\b(a|an|A|An)\s+(${MASK}|[\w'’'“-]+)`,
    (match, article: string, next: string) => {
      const word = MASK_AT.test(next) ? textOf(next) : next;
      const wanted = articleFor(word);
      if (!wanted) return match;
      const cased = article[0] === 'A' ? upperFirst(wanted) : wanted;
      return `${cased} ${next}`;
    },
  );
}

// A lower-case letter that starts the text (optionally after opening quotes or brackets), or that
// follows end punctuation, closing quotes and whitespace.
// "(a) annual dues…", "iv) the last rule": a clause label is the writer's numbering, not a word.
// "a. Open your order": a letter and its full stop label a step too.
const LABEL_AHEAD = String.raw`(?![ivx]*\))(?![.](?:\s|$))`;
const SENTENCE_START = new RegExp(
  String.raw`(^|[.!?]["'”’)\]]*\s+)(["'“‘([]*)(\p{Ll})${LABEL_AHEAD}`,
  'gu',
);

function capitaliseStarts(text: string, first: boolean, textOf: (token: string) => string): string {
  return text.replace(
    SENTENCE_START,
    (match, lead: string, quotes: string, letter: string, offset: number) => {
      if (lead === '') return first ? `${quotes}${letter.toUpperCase()}` : match;
      // "(you know who you are!) who says": the sentence goes on after a closed bracket.
      if (/[.!?]["'”’]*[)\]]/.test(lead)) return match;
      // "say hi! or stay for tea": a "!" or "?" the sentence goes on after in lower case is the
      // writer's mark inside a sentence (a new sentence after one was split off by the reader).
      if (lead[0] !== '.') return match;
      // "12\" ... and features", "quite frankly.. most", "and . . . that's odd": after an
      // ellipsis or the writer's dots the sentence goes on in lower case.
      if (/(?:\.{2,}|…|\.(?:\s\.){2,})$/.test(text.slice(0, offset + 1))) return match;
      // "e.g. the", "Inc. signed", "◊3. signed" (a name ending "Inc."), "C. chinense": an
      // abbreviation's or an initial's full stop does not end a sentence.
      if (
        lead[0] === '.' &&
        goesOnAfterAbbreviation(unmaskedBefore(text.slice(0, offset + 1), textOf), letter)
      )
        return match;
      return `${lead}${quotes}${letter.toUpperCase()}`;
    },
  );
}

const MASK_BEFORE_STOP = maskPattern()`(${MASK})\.$`;

/** The last word before a full stop, unmasked when it is a masked span. */
function unmaskedBefore(text: string, textOf: (token: string) => string): string {
  const token = MASK_BEFORE_STOP.exec(text)?.[1];
  return token ? `${textOf(token)}.` : text.slice(-24);
}

/**
 * The grammar pass that runs after every transformation, on masked text: spacing and
 * punctuation, doubled words, a/an, capitals at sentence starts.
 */
export function tidySentence(
  text: string,
  textOf: (token: string) => string,
  capitaliseFirst = true,
): string {
  let out = ANOMALY.test(text) ? fixSpacingAndPunctuation(text, textOf) : text.trim();
  out = out
    .replace(DOUBLED_WORD, (match, word: string, offset: number, whole: string) =>
      TYPO_DOUBLES.has(word.toLowerCase()) && !repeatedBefore(whole, offset, word) ? word : match,
    )
    .trim();
  out = safeTidy(out);
  out = fixArticles(out, textOf).replace(MASK_THEN_STOP, (match, token: string) =>
    textOf(token).endsWith('.') ? token : match,
  );
  return capitaliseStarts(out, capitaliseFirst, textOf);
}

/**
 * The fixes no author's text is worse for, wherever they fall: a run of spaces between words,
 * "i" written for "I". Every other fix reaches only what the rules changed (tidy-seams.ts).
 */
export const safeTidy = (text: string) =>
  text.replace(/(?<=\S)[ \t]{2,}(?=\S)/g, ' ').replace(/\bi\b(?=\s|['’])/g, 'I');

const FIRST_LETTER = new RegExp(String.raw`^(["'“‘([]*)(\p{Ll})${LABEL_AHEAD}`, 'u');

/** The capital a sentence starts with, after any opening quotes or brackets. */
export const capitaliseFirstLetter = (text: string) =>
  text.replace(
    FIRST_LETTER,
    (_match, quotes: string, letter: string) => quotes + letter.toUpperCase(),
  );

/** "the the the": the word was already written just before this pair, so it is no typo. */
const repeatedBefore = (text: string, offset: number, word: string) =>
  new RegExp(`\\b${word}\\s*$`, 'i').test(text.slice(0, offset)) ||
  /(?:\.{2,}|…)\s*$/.test(text.slice(0, offset));

/** "at 10 a.m.!" made a statement: the span's own full stop ends it ("a.m.", never "a.m.."). */
const MASK_THEN_STOP = maskPattern('g')`(${MASK})\.(?!\.)`;

// Anything the spacing and punctuation fixes below would change. Most sentences have none of
// it, and one test is cheaper than a dozen replacements that find nothing.
const ANOMALY = maskPattern()`[ \t]{2}|\s[,.;:!?%)\]}]|[([{]\s|\(\)|\[\]|,\s*,|[,;:]\s*[.!?]|[.!?]\s*[,;]|\.\.|[!?]\.|\.[!?]|^[\s,;:–—-]|,[A-Za-z${MASK_OPEN}]`;

function fixSpacingAndPunctuation(text: string, textOf: (token: string) => string): string {
  return (
    text
      .replace(/[ \t]{2,}/g, ' ')
      // "as a .pdf file", "the .com domain": a dot that starts a word (a file extension, a
      // domain ending, ".5 mm") belongs to what follows, so the space before it is the writer's.
      // "is out :p", "reliable :)": a colon with a letter or a mark right after it starts an
      // emoticon or a word (or a masked span, \uE000), so the space before it is the writer's; so
      // is a space between dots (". . .").
      .replace(
        /\s+(?!\.{3})(?!\.[\p{L}\p{N}])(?!:[\p{L}\p{N}\p{P}\p{S}\uE000])([,.;:!?%)\]}])/gu,
        (match, mark: string, offset: number, whole: string) =>
          mark === '.' && whole[offset - 1] === '.' ? match : mark,
      )
      .replace(/([([{])\s+/g, '$1')
      // "fetchOrders()" keeps its call brackets: only brackets emptied between words go.
      .replace(maskPattern('g')`(?<![\w$${MASK_CLOSE}])\(\s*\)|(?<![\w$${MASK_CLOSE}])\[\s*\]`, '')
      .replace(/,(?:\s*,)+/g, ',')
      .replace(/[,;:]+\s*([.!?])/g, '$1')
      // "Services, Inc., has moved", "Google, Yahoo!, or": a comma the writer set right after a
      // mark is theirs (a name's or an abbreviation's), and the mark ends no sentence.
      .replace(
        /([.!?])(\s*)[,;]+/g,
        (match, stop: string, space: string, offset: number, whole: string) =>
          space === '' ||
          (stop === '.' && endsInAbbreviation(unmaskedBefore(whole.slice(0, offset + 1), textOf)))
            ? match
            : stop,
      )
      // "quite frankly.. most restaurants": two dots before a lower-case word are the writer's
      // pause, no doubled full stop.
      .replace(/(?<!\.)\.\.(?!\.)(?!\s+\p{Ll})/gu, '.')
      // "did?....Pun intended": the writer's dots were the space before the next sentence.
      .replace(/([!?])\.+(?=(\p{L})?)/gu, (_match, mark: string, letter?: string) =>
        letter ? `${mark} ` : mark,
      )
      .replace(/\.([!?])/g, '$1')
      .replace(/^[\s,;:–—-]+/, '')
      // "performance. :)": a colon with a mark or a letter right after it is an emoticon, not a
      // stray colon left at a sentence's start.
      .replace(/([.!?]["'”’)]?\s+)(?:[,;]|:(?![\p{L}\p{N}\p{P}\p{S}\uE000]))\s*/gu, '$1')
      .replace(maskPattern('g')`,(?=[A-Za-z${MASK_OPEN}])`, ', ')
      .trim()
  );
}

/** Does the sentence end on a mark ("…at 10 a.m.", "…today!”")? */
export const hasEndMark = (text: string) => /[.!?:…]["'”’)]*$/.test(text.trim());

/** Straight apostrophes inside words become curly when the author writes them that way. */
export const curlApostrophes = (text: string) => text.replace(/(?<=\p{L})'(?=\p{L})/gu, '’');
