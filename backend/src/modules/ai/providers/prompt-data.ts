/**
 * What a person sends travels to a model only as data inside our tags, in a user turn. This is
 * the one place those tags are defused, for every prompt builder (rewrite, AI chat, command chat,
 * songwriting): a text cannot open or close any of our tags, not even with a look-alike.
 */

/** Every tag any prompt builder wraps data in. A new wrapper tag is added here. */
export const PROMPT_TAGS = [
  'user_text',
  'keep_exactly',
  'locked_terms',
  'workspace',
  'settings',
  'selected_template',
  'heat_map',
  'templates',
  'original_text',
  'enhanced_text',
  'user_message',
  'current_text',
  'guidance',
  'conversation',
  'earlier_message',
  'earlier_reply',
  'lyrics',
  'chat',
  'songwriter_guidance',
  'subject',
  'sentences',
  'platform',
] as const;
export type PromptTag = (typeof PROMPT_TAGS)[number];

const KNOWN = new Set<string>(PROMPT_TAGS);

// Characters a model reads as nothing (zero-width, joiners, bidi controls, soft hyphen).
const INVISIBLE = '\\u00AD\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\uFEFF';
// "<" and ">" and the characters that look like them (full-width, small, angle brackets,
// guillemets, ornaments, mathematical brackets) and their HTML escapes.
const OPEN = `(?:[<＜﹤〈《⟨‹❮❬⧼ᐸ]|&lt;|&#0*60;|&#x0*3c;)`;
const CLOSE = `(?:[>＞﹥〉》⟩›❯❭⧽ᐳ]|&gt;|&#0*62;|&#x0*3e;)`;
const SLASH = `[/／⁄∕⧸\\\\]`;
const GAP = `[\\s${INVISIBLE}]{0,8}`;
// Bounded everywhere: the scan is linear in the text's length whatever the text is.
const TAG_LIKE = new RegExp(
  `${OPEN}${GAP}(${SLASH}?)${GAP}([\\p{L}\\p{N}_＿\\-${INVISIBLE}]{1,60})(?:[\\s${INVISIBLE}][^<>＜＞﹤﹥〈〉《》⟨⟩‹›❮❯❬❭⧼⧽ᐸᐳ&\\n]{0,80})?${GAP}${SLASH}?${GAP}${CLOSE}`,
  'giu',
);
const INVISIBLE_CHARS = new RegExp(`[${INVISIBLE}]`, 'gu');
// Letters from other scripts that read as Latin ones (NFKC leaves them alone).
const CONFUSABLE: Record<string, string> = {
  а: 'a',
  в: 'b',
  с: 'c',
  ԁ: 'd',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  ѕ: 's',
  т: 't',
  у: 'y',
  х: 'x',
  ո: 'n',
  ս: 'u',
  ɡ: 'g',
  ı: 'i',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};
const CONFUSABLES = new RegExp(`[${Object.keys(CONFUSABLE).join('')}]`, 'gu');

/** A tag name as a model would read it: look-alike letters folded, invisibles dropped. */
const readAs = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(INVISIBLE_CHARS, '')
    .replace(CONFUSABLES, (letter) => CONFUSABLE[letter])
    .replace(/-/g, '_');

/**
 * The text with every one of our tags (and every look-alike of one) turned into a harmless
 * "‹tag›" that no wrapper is closed by. Other markup (the person's own HTML) is left as written.
 */
export function defuseTags(text: string): string {
  return text.replace(TAG_LIKE, (match, slash: string, name: string) => {
    const tag = readAs(name);
    return KNOWN.has(tag) ? `‹${slash ? '/' : ''}${tag}›` : match;
  });
}

/** Person-sent data inside one of our tags, defused so it cannot close the wrapper. */
export const wrapData = (tag: PromptTag, text: string) =>
  `<${tag}>\n${defuseTags(text)}\n</${tag}>`;

/** One short item per line (locked terms, details to keep): a newline cannot start a new "rule". */
export const oneLine = (text: string) =>
  defuseTags(
    text
      .replace(/[\r\n\u2028\u2029\u0085]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** Our tags out of a model's answer, so a reply never shows or reopens a wrapper. */
export function stripTags(text: string): string {
  return text.replace(TAG_LIKE, (match, _slash: string, name: string) =>
    KNOWN.has(readAs(name)) ? '' : match,
  );
}
