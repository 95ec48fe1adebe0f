// Inline markdown an author (or our own markdown output) may carry, reduced to its words.
const MARKDOWN_SIGNS = /\*\*|__|\]\(|`|\\[\\`*_{}[\]()#+\-.!>|~<&]|^#{1,6}\s/m;
const STRONG = /\*\*(?=\S)([\s\S]+?)(?<=\S)\*\*|__(?=\S)([\s\S]+?)(?<=\S)__/g;
const EMPHASIS =
  /(?<![\w*\\])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])|(?<![\w\\])_(?=\S)([^_\n]+?)(?<=\S)_(?!\w)/g;
const CODE = /`([^`\n]+)`/g;
const LINK = /\[([^\]\n]+)\]\(\s*(\S+?)\s*\)/g;
const AUTOLINK = /<((?:https?:\/\/|mailto:)[^>\s]+)>/g;
const ESCAPE = /\\([\\`*_{}[\]()#+\-.!>|~<&])/g;

/**
 * The author's inline code (`fs.Stats`, `.then()`, `$EDITOR`): kept exactly as written, so it
 * is locked like a term. Spans without a letter or digit (`.`, `&`) are punctuation to a rewrite.
 */
export function inlineCodeTerms(text: string): string[] {
  return [...text.matchAll(CODE)]
    .map((match) => match[1].trim())
    .filter((code) => code.length >= 2 && /[\p{L}\p{N}]/u.test(code));
}

export const looksLikeMarkdown = (text: string) => MARKDOWN_SIGNS.test(text);

// "**Update** Due to the storm, …": a bold label run into its paragraph's first sentence. Read
// without its bold it fuses into the sentence ("Update Due to…", a command to the rules), so the
// plain words mark it as type marks a run-in label: with a colon.
// "***UPDATE***  The road's been plowed": bold italic marks a label the same way.
const BOLD_AT_LINE_START = /^(\*{2,3}|__)(?=\S)([^*_\n]+?)(?<=\S)\1[ \t]+(?=\S)/;
const LABEL = /^[\p{Lu}\p{N}][^.!?:;,…]*$/u;
const SENTENCE_AFTER = /^[\p{Lu}\p{N}][^\s]*(?:\s+\S+){2}/u;

/** A bold run-in label's words with their colon, or undefined when the bold is no label. */
export function runInLabel(label: string, rest: string): string | undefined {
  const words = label.trim().split(/\s+/).length;
  return words <= 3 && LABEL.test(label) && SENTENCE_AFTER.test(rest) ? `${label}: ` : undefined;
}

export function stripInlineMarkdown(text: string): string {
  return text
    .replace(
      BOLD_AT_LINE_START,
      (all, _marks: string, label: string, offset: number, whole: string) =>
        runInLabel(label, whole.slice(offset + all.length)) ?? all,
    )
    .replace(CODE, '$1')
    .replace(LINK, (_all, label: string, href: string) => {
      const target = href.replace(/^mailto:/, '');
      return label === target ? label : `${label} (${target})`;
    })
    .replace(AUTOLINK, (_all, href: string) => href.replace(/^mailto:/, ''))
    .replace(STRONG, (_all, a?: string, b?: string) => a ?? b ?? '')
    .replace(EMPHASIS, (_all, a?: string, b?: string) => a ?? b ?? '')
    .replace(ESCAPE, '$1');
}
