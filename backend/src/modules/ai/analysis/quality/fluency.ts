import type { ParsedText } from '../features/parse-text.js';
import type { SentenceFeatures } from '../features/sentence-features.js';

export type FluencyIssueKind =
  | 'doubled_word'
  | 'lowercase_start'
  | 'unbalanced'
  | 'space_before_punctuation'
  | 'run_on'
  | 'placeholder'
  | 'article'
  | 'repeated_punctuation'
  | 'broken_possessive';

export interface FluencyIssue {
  kind: FluencyIssueKind;
  detail: string;
}

const ISSUE_WEIGHT: Record<FluencyIssueKind, number> = {
  doubled_word: 1,
  lowercase_start: 1,
  unbalanced: 1.5,
  space_before_punctuation: 0.5,
  run_on: 1,
  placeholder: 3,
  article: 0.5,
  repeated_punctuation: 0.5,
  broken_possessive: 1.5,
};

const ISSUE_WORDS: Record<FluencyIssueKind, string> = {
  doubled_word: 'a doubled word',
  lowercase_start: 'a sentence starting in lower case',
  unbalanced: 'an unclosed bracket or quote',
  space_before_punctuation: 'a space before punctuation',
  run_on: 'a run-on sentence',
  placeholder: 'a placeholder left in the text',
  article: 'a wrong article',
  repeated_punctuation: 'repeated punctuation',
  broken_possessive: 'a broken possessive',
};

/** A defect in words a writer understands: 'a broken possessive: "children'"'. */
export const describeIssue = (issue: FluencyIssue): string =>
  `${ISSUE_WORDS[issue.kind]}: "${issue.detail}"`;

const ALLOWED_DOUBLES = new Set(['had', 'that', 'bye', 'ha', 'no']);
const PAIRS: readonly [open: string, close: string][] = [
  ['(', ')'],
  ['[', ']'],
  ['{', '}'],
  ['“', '”'],
];
const PLACEHOLDER =
  /⟦[^⟧\n]{0,20}⟧?|⟧|\{\{|\}\}|\[\[|\]\]|\$\{|__[A-Z0-9_]+__|\bundefined\b|\bNaN\b|\[object Object\]|%s\b/g;
const SPACE_BEFORE_PUNCTUATION = /[^\s] +[,.;:!?](?![.)(:])/g;
const REPEATED_PUNCTUATION = /,,|;;|(?<!\.)\.\.(?!\.)/g;
// "a" before a vowel letter is wrong unless the vowel sounds like "you"/"wun" ("a user", "a one-off").
const VOWEL_SOUND_EXCEPTIONS = /^(?:uni|use|usu|uti|ura|ure|uro|eu|one|once|ubiq|ufo)/;
const SILENT_H = /^(?:hour|honest|honou?r|heir)/;
const RUN_ON_WORDS = 40;
const RUN_ON_ANY = 60;

function doubledWords(parsed: ParsedText, issues: FluencyIssue[]): void {
  const { words } = parsed;
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    const previous = words[index - 1];
    if (word.kind !== 'word' || word.afterBreak || previous.sentence !== word.sentence) continue;
    if (word.lower === previous.lower && !ALLOWED_DOUBLES.has(word.lower)) {
      issues.push({ kind: 'doubled_word', detail: `${previous.text} ${word.text}` });
    }
  }
}

function previousVisibleChar(text: string, before: number): string {
  for (let index = before - 1; index >= 0; index--) {
    const char = text[index];
    if (char !== ' ' && char !== '\n' && char !== '\t' && char !== '\r') return char;
  }
  return '';
}

function lowercaseStarts(parsed: ParsedText, issues: FluencyIssue[]): void {
  for (const sentence of parsed.sentences) {
    const first = parsed.words[sentence.firstWord];
    if (!first || first.kind !== 'word' || first.start !== sentence.start) continue;
    const [initial, second] = first.text;
    if (initial === initial.toUpperCase() || (second && second !== second.toLowerCase())) continue;
    const before = previousVisibleChar(parsed.text, sentence.start);
    if (before === '' || before === '.' || before === '!' || before === '?') {
      issues.push({ kind: 'lowercase_start', detail: first.text });
    }
  }
}

function unbalanced(text: string, issues: FluencyIssue[]): void {
  for (const [open, close] of PAIRS) {
    const opens = text.split(open).length - 1;
    const closes = text.split(close).length - 1;
    if (opens !== closes) issues.push({ kind: 'unbalanced', detail: `${open}${close}` });
  }
  if ((text.split('"').length - 1) % 2 === 1) issues.push({ kind: 'unbalanced', detail: '"' });
}

function patternIssues(
  text: string,
  pattern: RegExp,
  kind: FluencyIssueKind,
  issues: FluencyIssue[],
): void {
  for (const match of text.matchAll(pattern)) issues.push({ kind, detail: match[0].trim() });
}

function runOns(sentences: readonly SentenceFeatures[], issues: FluencyIssue[]): void {
  for (const sentence of sentences) {
    const tooLong = sentence.words > RUN_ON_ANY;
    const unbroken = sentence.words > RUN_ON_WORDS && sentence.commas < sentence.words / 20;
    if (tooLong || unbroken) issues.push({ kind: 'run_on', detail: `${sentence.words} words` });
  }
}

function articles(parsed: ParsedText, issues: FluencyIssue[]): void {
  const { words } = parsed;
  for (let index = 0; index + 1 < words.length; index++) {
    const article = words[index].lower;
    const next = words[index + 1];
    if ((article !== 'a' && article !== 'an') || next.kind !== 'word' || next.afterBreak) continue;
    if (next.text !== next.lower) continue;
    const startsWithVowel = /^[aeiou]/.test(next.lower);
    const wrongA = article === 'a' && startsWithVowel && !VOWEL_SOUND_EXCEPTIONS.test(next.lower);
    const wrongAn = article === 'an' && !startsWithVowel && !SILENT_H.test(next.lower);
    if (wrongA || wrongAn)
      issues.push({ kind: 'article', detail: `${words[index].text} ${next.text}` });
  }
}

/**
 * "children' corner": a plural possessive's apostrophe after a word that does not end in s. A match
 * starts only where a word starts: a later start inside the same word finds nothing the first did
 * not, and trying every one made a long word cost its length squared.
 */
export const APOSTROPHE_END = /(?<!\p{L})\p{L}+['’](?=[\s.,;:!?)]|$)/gu;
const OPENING_QUOTE = /(?:^|[\s(“"])['‘]\p{L}/u;

function brokenPossessives(sentences: readonly SentenceFeatures[], issues: FluencyIssue[]): void {
  for (const sentence of sentences) {
    // A closing single quote ('as is') ends a quotation, not a word.
    if (OPENING_QUOTE.test(sentence.text)) continue;
    for (const match of sentence.text.matchAll(APOSTROPHE_END)) {
      if (!/[sSzZxX]['’]$/.test(match[0]))
        issues.push({ kind: 'broken_possessive', detail: match[0] });
    }
  }
}

export function fluencyIssues(parsed: ParsedText): FluencyIssue[] {
  const issues: FluencyIssue[] = [];
  doubledWords(parsed, issues);
  lowercaseStarts(parsed, issues);
  unbalanced(parsed.text, issues);
  patternIssues(parsed.text, SPACE_BEFORE_PUNCTUATION, 'space_before_punctuation', issues);
  patternIssues(parsed.text, PLACEHOLDER, 'placeholder', issues);
  patternIssues(parsed.text, REPEATED_PUNCTUATION, 'repeated_punctuation', issues);
  runOns(parsed.sentences, issues);
  articles(parsed, issues);
  brokenPossessives(parsed.sentences, issues);
  return issues;
}

/** 0–1: 1 without issues, falling with their weighted count relative to the text's length. */
export function fluencyOf(parsed: ParsedText): number {
  if (parsed.words.length === 0) return 0;
  let load = 0;
  for (const issue of fluencyIssues(parsed)) load += ISSUE_WEIGHT[issue.kind];
  return Math.exp((-0.35 * load) / (1 + parsed.sentences.length / 10));
}
