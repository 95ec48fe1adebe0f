/** A template the chat may apply: the user's own first, then the built-ins. */
export interface TemplateChoice {
  id: string;
  name: string;
}

const FILLER = new Set(['the', 'a', 'an', 'and', 'of', 'for', 'my', 'our', 'to', 'template']);

/** Lower-case words, punctuation (hyphens, ampersands) read as spaces. */
export const normalizeWords = (text: string) =>
  text
    .toLowerCase()
    // Markup in a name is not something a person says: "Board <b>Memo</b>" is "board memo".
    .replace(/<[^>]*>/g, ' ')
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** One word matches another written with or without a plural or a small ending. */
const sameWord = (word: string, other: string) =>
  word === other ||
  (word.length >= 4 &&
    other.length >= 4 &&
    (word.startsWith(other) || other.startsWith(word)) &&
    Math.abs(word.length - other.length) <= 2);

export type TemplateMatch =
  | { kind: 'found'; template: TemplateChoice; words: string[] }
  | { kind: 'ambiguous'; templates: TemplateChoice[] };

/**
 * The template the message names. The whole name as written wins; else the template with the
 * largest share (at least half) of its words in the message. Equal names go to the first in the
 * list (a person's own template before a built-in); different names that fit equally well are
 * ambiguous. `words` are the message's words the name took up.
 */
export function matchTemplate(
  message: string,
  templates: readonly TemplateChoice[],
): TemplateMatch | null {
  const text = ` ${normalizeWords(message)} `;
  const messageWords = text.trim().split(' ');
  const scored: { template: TemplateChoice; name: string; score: number; words: string[] }[] = [];
  for (const template of templates) {
    const name = normalizeWords(template.name);
    if (!name) continue;
    if (text.includes(` ${name} `)) {
      scored.push({ template, name, score: 2 + name.length / 1000, words: name.split(' ') });
      continue;
    }
    const keyWords = name.split(' ').filter((word) => word.length > 1 && !FILLER.has(word));
    const found = keyWords
      .map((word) => messageWords.find((other) => sameWord(word, other)))
      .filter((word): word is string => word !== undefined);
    const share = keyWords.length > 0 ? found.length / keyWords.length : 0;
    if (share >= 0.5) scored.push({ template, name, score: share, words: found });
  }
  if (scored.length === 0) return null;
  const top = Math.max(...scored.map((entry) => entry.score));
  const best = scored.filter((entry) => entry.score === top);
  const names = new Set(best.map((entry) => entry.name));
  if (names.size > 1) return { kind: 'ambiguous', templates: best.map((entry) => entry.template) };
  return { kind: 'found', template: best[0].template, words: best[0].words };
}

/** What the person called the template they asked for ("use the xyz template" → "xyz"). */
export function askedTemplateName(message: string): string | null {
  const asked =
    /\b(?:use|apply|try|switch to|pick|choose|load)\s+(?:the\s+|my\s+|our\s+)?(.{1,60}?)\s+template\b/i.exec(
      message,
    ) ?? /\btemplate\s+(?:called\s+|named\s+)?["“']?([^"”'.,!?]{1,60})/i.exec(message);
  return asked ? asked[1].trim() : null;
}
