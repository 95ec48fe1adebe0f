import { toPlainText } from '../../ai/ai.text.js';

/** History previews are 100 characters, project previews 150 (spec section 9). */
export const HISTORY_PREVIEW_CHARS = 100;
export const PROJECT_PREVIEW_CHARS = 150;

/**
 * The start of a text on one line, at most `length` characters (code points, so an emoji is
 * never cut in half); a cut text ends with an ellipsis within that length. HTML and markdown
 * show their words, not their tags (`<p>…<strong>`). Reads only as far as it needs: a history
 * page makes two hundred previews of texts up to 2,000 characters.
 */
export function preview(text: string, length: number): string {
  const points: string[] = [];
  let spaceBefore = false;
  for (const point of MARKUP.test(text) ? toPlainText(text) : text) {
    if (isSpace(point)) {
      spaceBefore = points.length > 0;
      continue;
    }
    if (spaceBefore) points.push(' ');
    spaceBefore = false;
    points.push(point);
    if (points.length > length) break;
  }
  if (points.length <= length) return points.join('');
  return `${points
    .slice(0, length - 1)
    .join('')
    .trimEnd()}…`;
}

const WHITESPACE = /^\s$/;
/** A space, tab or line break without a regex for the common case: this runs per character. */
const isSpace = (point: string) => {
  const code = point.charCodeAt(0);
  return code < 128 ? code === 32 || (code >= 9 && code <= 13) : WHITESPACE.test(point);
};
// Tags, entities or markdown emphasis, links, headings and list markers: worth a parse.
const MARKUP = /<\/?[a-z][^>]*>|&#?\w+;|\*\*|__|\]\(|^#{1,6}\s|^\s*[-*+]\s|`/im;

/** Enough of a stored text for any preview, so lists never read whole documents. */
export const previewSource = (column: string) => `left(${column}, 2000)`;
