/**
 * Invitations and availability in each tone's voice: "Join us for…", "There will be…",
 * "Tickets can be booked at…". Narrow patterns; anything else is left alone.
 */

const THERE_WILL_BE =
  /^There\s+will\s+be\s+(?!no\b|not\b|a\s+(?:delay|charge|fee)\b)([^.!?]{3,160})([.!])$/;

/** "There are talks, a workshop and lunch": a programme in the present tense (two items or more). */
const THERE_ARE =
  /^There\s+are\s+(?!no\b|not\b|still\b|also\b|some\s+(?:issues|problems)\b)([^.!?]{3,160}(?:,|\band\b)[^.!?]{2,160})([.!])$/;

/**
 * What is announced rather than found there, so no "You'll find" before it: a rise on the bill,
 * prizes awarded, a meeting or a read-through held on a date, work to be done ("You'll find
 * prizes…", "You'll find a slight increase…", "You'll find 4 or 5 large marquees that need to be
 * erected").
 */
const NOT_COME_UPON =
  /\b(?:increases?|rises?|charges?|fees?|delays?|prizes?|awards?|trophy|trophies|meetings?|votes?|read[- ]?throughs?|rehearsals?|auditions?|jobs?|tasks?|needs?\s+to\s+be)\b/i;

/** "There will be 40 stalls." → "You'll find 40 stalls." (in an event's voice). */
export function thereWillBe(text: string, lead: string): string {
  const match = THERE_WILL_BE.exec(text) ?? THERE_ARE.exec(text);
  if (!match || (/\bfind$/i.test(lead) && NOT_COME_UPON.test(match[1]))) return text;
  return `${lead} ${match[1]}${match[2]}`;
}

const JOIN_US = /^Join\s+us\s+(?=(?:for|at|on|in|this|next)\b)/;

/** "Join us for the fair." → "Come and join us for the fair." */
export function invite(text: string, lead: string): string {
  return JOIN_US.test(text) ? text.replace(JOIN_US, `${lead} `) : text;
}
