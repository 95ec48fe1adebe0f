// Finds URLs and e-mail addresses in plain text so renderers can link them and leave them unescaped.
const LINKABLE =
  /\b(?:https?:\/\/|www\.)[^\s<>"'`]*[^\s<>"'`.,;:!?)\]]|\b[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}\b/gi;

export interface TextPiece {
  text: string;
  href?: string;
}

/** Splits text into plain pieces and linkable pieces (with a safe href: http, https or mailto). */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let position = 0;
  for (const match of text.matchAll(LINKABLE)) {
    if (match.index > position) pieces.push({ text: text.slice(position, match.index) });
    const value = match[0];
    const href =
      value.includes('@') && !/^https?:|^www\./i.test(value)
        ? `mailto:${value}`
        : /^www\./i.test(value)
          ? `https://${value}`
          : value;
    pieces.push({ text: value, href });
    position = match.index + value.length;
  }
  if (position < text.length) pieces.push({ text: text.slice(position) });
  return pieces;
}
