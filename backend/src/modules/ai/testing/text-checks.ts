// Independent measurements of rewritten text, for tests. Deliberately simple and separate from
// the engine's own rules, so a broken rule cannot also break the check that should catch it.

const WORDS = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

export const words = (text: string) => text.match(WORDS) ?? [];

/** Word-level edit distance divided by the longer length: 0 = same words, 1 = all different. */
export function wordChangeShare(before: string, after: string): number {
  const a = words(before).map((word) => word.toLowerCase());
  const b = words(after).map((word) => word.toLowerCase());
  if (a.length === 0 && b.length === 0) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] / Math.max(a.length, b.length);
}

/** Sentences of plain text (lines and end punctuation). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?])["”’)]?\s+(?=["“(]?[\p{Lu}\p{N}])/u))
    .map((sentence) => sentence.trim())
    .filter((sentence) => /[\p{L}]/u.test(sentence));
}

export function averageSentenceWords(text: string): number {
  const sentences = sentencesOf(text);
  return sentences.length === 0 ? 0 : words(text).length / sentences.length;
}

const ABBREVIATION = /\b(?:e\.g|i\.e|etc|vs|Mr|Mrs|Ms|Dr|Prof|St|Inc|Ltd|Co|No)\.$/;
const ALLOWED_DOUBLES = new Set(['that', 'had', 'very', 'no', 'bye', 'ha']);

/** Grammar and hygiene problems a rewrite must never introduce. */
export function grammarProblems(text: string): string[] {
  const problems: string[] = [];
  if (/[\uE000-\uF8FF]/.test(text)) problems.push('leftover mask token');
  for (const match of text.matchAll(/\b([A-Za-z]+)\s+\1\b/gi)) {
    if (!ALLOWED_DOUBLES.has(match[1].toLowerCase())) problems.push(`doubled word "${match[0]}"`);
  }
  for (const match of text.matchAll(/[^\s] +([,.;:!?])(?=\s|$)/g))
    problems.push(`space before "${match[1]}"`);
  for (const line of text.split('\n')) {
    const prose = line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, '');
    const parts = prose.split(/(?<=[.!?])\s+/);
    parts.forEach((part, index) => {
      if (index > 0 && ABBREVIATION.test(parts[index - 1])) return;
      if (
        /^[\p{Ll}]/u.test(part) &&
        (index > 0 || !/^\s*(?:[-*•]|\d+[.)])\s/.test(line)) &&
        !/^(?:e\.g|i\.e|www\.|https?:|[a-z0-9.-]+\.[a-z]{2,}|@|#)/.test(part)
      ) {
        // Named by its first word: the writer's own lower-case start is the same problem however
        // the rest of the sentence was rewritten.
        problems.push(`lower-case sentence start "${/^\S+/.exec(part)?.[0]}"`);
      }
    });
  }
  const count = (pattern: RegExp) => text.match(pattern)?.length ?? 0;
  if (count(/\(/g) !== count(/\)/g)) problems.push('unbalanced parentheses');
  if (count(/\[/g) !== count(/\]/g)) problems.push('unbalanced brackets');
  if (count(/"/g) % 2 !== 0) problems.push('unbalanced double quotes');
  if (count(/“/g) !== count(/”/g)) problems.push('unbalanced curly quotes');
  const withoutExceptions = text.replace(
    /\ba\s+(?:one|once|uni\w*|use\w*|usu\w*|uti\w*|ubi\w*|ura\w*|uro\w*|euro\w*|eu\w*|us\b)/gi,
    '',
  );
  const article = /\b(a)\s+([aeiou][a-z]+)\b/i.exec(withoutExceptions);
  if (article) problems.push(`"a" before a vowel: "${article[0]}"`);
  if (/,\s*[.!?]/.test(text)) problems.push('comma before end punctuation');
  return problems;
}

/** Problems of `output` that `input` does not have already (a rewrite must not add any). */
export function introducedProblems(input: string, output: string): string[] {
  // "dont" spelled "don't" is still the writer's lower-case start.
  const key = (problem: string) => problem.replace(/['’]/g, '');
  const before = new Map<string, number>();
  for (const problem of grammarProblems(input))
    before.set(key(problem), (before.get(key(problem)) ?? 0) + 1);
  return grammarProblems(output).filter((problem) => {
    const left = before.get(key(problem)) ?? 0;
    if (left > 0) before.set(key(problem), left - 1);
    return left === 0;
  });
}

export const HEDGES =
  /\b(?:i think|i feel like|i guess|i suppose|maybe|perhaps|probably|possibly|hopefully|might|kind of|sort of|i'm not sure|a bit)\b/gi;
export const countHedges = (text: string) => text.match(HEDGES)?.length ?? 0;

export const CONTRACTIONS =
  /\b(?:[A-Za-z]+n['’]t|(?:I|you|we|they|he|she|it|that|there|here|what|who)['’](?:m|re|ve|ll|d|s))\b/gi;
export const countContractions = (text: string) => text.match(CONTRACTIONS)?.length ?? 0;

export const countExclamations = (text: string) => text.match(/!/g)?.length ?? 0;

/** Shouted words: five or more capitals in a row (acronyms are shorter). */
export const shoutedWords = (text: string) => text.match(/\b[A-Z]{5,}\b/g) ?? [];

export const TIME_PRESSURE =
  /\b(?:today|now|immediately|right away|as soon as possible|asap|urgent|tonight|this week|at once)\b/gi;
export const countTimeWords = (text: string) => text.match(TIME_PRESSURE)?.length ?? 0;

export const countYou = (text: string) =>
  text.match(/\b(?:you|your|yours|you['’](?:re|ll|ve|d))\b/gi)?.length ?? 0;

export const CALL_TO_ACTION =
  /\b(?:get started|get yours|start today|try it|give it a try|visit|sign up|reply|book|order|buy|join|register|contact|call|find out more|learn more|take the (?:next|first) step|let me know|share your thoughts|let's|head to|see for yourself|click|download|please (?:confirm|reply|send|register|book|join|visit|use|read|review|complete|contact|call|act|take|update|upgrade|install|renew))\b/i;

export const STRUCTURE_MARKERS =
  /\b(?:First|Second|However|Therefore|In addition|In summary|Overall|As a result|Finally)\b,/g;
export const countStructureMarkers = (text: string) => text.match(STRUCTURE_MARKERS)?.length ?? 0;

export const INTENSIFIERS =
  /\b(?:incredibly|amazing|amazingly|super|extremely|totally|absolutely|awesome|fantastic|incredible|insanely|huge|massive)\b/gi;
export const countIntensifiers = (text: string) => text.match(INTENSIFIERS)?.length ?? 0;

export const ACKNOWLEDGEMENT =
  /\b(?:I understand|we understand|I know|we know|I realise|I realize|I appreciate|we appreciate|thank you for|I'm sorry|I’m sorry|we're sorry|we’re sorry|truly sorry|I can only imagine|we hear you|I can see why)\b/i;
