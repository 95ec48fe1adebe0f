import type { OutputFormat } from './enhance-options';
import { composeOutput, type SentenceHunk } from './sentence-changes';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
// The server's own escaping (modules/ai/format): what a sentence looks like inside the markup.
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
const escapeMarkdown = (text: string) =>
  text.replace(/[\\`*[\]<>~|]|(?<!\w)_|_(?!\w)|&(?=#?\w+;)/g, '\\$&');

/**
 * The user's choices applied to an HTML or markdown result whose changes were shown as text: each
 * rejected sentence is put back in the markup where the new one stands. A choice the markup cannot
 * take (a sentence added or left out) gives the chosen text as plain text, and says so.
 */
export function chooseInMarkup(
  markup: string,
  format: Exclude<OutputFormat, 'plain'>,
  hunks: readonly SentenceHunk[],
  rejected: ReadonlySet<number>,
): { output: string; plain: boolean } {
  const escape = format === 'html' ? escapeHtml : escapeMarkdown;
  let output = markup;
  for (const hunk of hunks) {
    if (hunk.kind !== 'change' || !rejected.has(hunk.id)) continue;
    const [after, before] = [hunk.after.trim(), hunk.before.trim()];
    const at = after && before ? output.indexOf(escape(after)) : -1;
    if (at < 0) return { output: composeOutput(hunks, rejected), plain: true };
    output = `${output.slice(0, at)}${escape(before)}${output.slice(at + escape(after).length)}`;
  }
  return { output, plain: false };
}
