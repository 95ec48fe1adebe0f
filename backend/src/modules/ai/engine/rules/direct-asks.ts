/**
 * Wishes and joined asks said directly: "We'd love to hear what you think." → "Tell us what
 * you think." and "…on Tuesday so please clear your desks" → "…on Tuesday. Please clear…".
 */

// "…, so please", or "…. So please" where a split already made the stop.
const SO_PLEASE = /(?:,?\s+so|\.\s+So)\s+please\s+(?=[a-z])/;

/** "The cleaners are in on Tuesday so please clear your desks." → "…on Tuesday. Please clear your desks." */
export function splitSoPlease(text: string): string {
  const match = SO_PLEASE.exec(text);
  if (!match || match.index === undefined || text.slice(0, match.index).split(/\s+/).length < 4)
    return text;
  return `${text.slice(0, match.index)}. Please ${text.slice(match.index + match[0].length)}`;
}
