/**
 * Wishes and joined asks said directly: "We'd love to hear what you think." → "Tell us what
 * you think." and "…on Tuesday so please clear your desks" → "…on Tuesday. Please clear…".
 */
const LOVE_TO_HEAR =
  /(^|,\s+)(I|we)\s*(?:['’]d|\s+would)\s+love\s+to\s+hear\s+(from\s+you|what\s+you\s+think|your\s+(?:thoughts|feedback|ideas|stories))([.!])$/i;

/** `today` adds the time an urgent tone asks for. */
export function hearFromYouDirectly(text: string, today: boolean): string {
  const match = LOVE_TO_HEAR.exec(text);
  if (!match) return text;
  const [whole, lead, who, what] = match;
  const us = who.toLowerCase() === 'i' ? 'me' : 'us';
  const when = today ? ' today' : '';
  const lowerWhat = what.toLowerCase().replace(/\s+/g, ' ');
  const ask =
    lowerWhat === 'from you'
      ? `get in touch with ${us}${when}`
      : lowerWhat === 'what you think'
        ? `tell ${us} what you think${when}`
        : `send ${us} ${lowerWhat}${when}`;
  const sentence = lead ? ask : `${ask.charAt(0).toUpperCase()}${ask.slice(1)}`;
  return `${text.slice(0, text.length - whole.length)}${lead}${sentence}.`;
}

const SO_PLEASE = /,?\s+so\s+please\s+(?=[a-z])/;

/** "The cleaners are in on Tuesday so please clear your desks." → "…on Tuesday. Please clear your desks." */
export function splitSoPlease(text: string): string {
  const match = SO_PLEASE.exec(text);
  if (!match || match.index === undefined || text.slice(0, match.index).split(/\s+/).length < 4)
    return text;
  return `${text.slice(0, match.index)}. Please ${text.slice(match.index + match[0].length)}`;
}
