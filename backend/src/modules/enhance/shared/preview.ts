/** History previews are 100 characters, project previews 150 (spec section 9). */
export const HISTORY_PREVIEW_CHARS = 100;
export const PROJECT_PREVIEW_CHARS = 150;

/**
 * The start of a text on one line, at most `length` characters (code points, so an emoji is
 * never cut in half); a cut text ends with an ellipsis within that length.
 */
export function preview(text: string, length: number): string {
  const flat = Array.from(text.replace(/\s+/g, ' ').trim());
  if (flat.length <= length) return flat.join('');
  return `${flat
    .slice(0, length - 1)
    .join('')
    .trimEnd()}…`;
}

/** Enough of a stored text for any preview, so lists never read whole documents. */
export const previewSource = (column: string) => `left(${column}, 2000)`;
