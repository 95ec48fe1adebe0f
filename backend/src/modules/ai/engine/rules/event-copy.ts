/**
 * Invitations and availability in each tone's voice: "Join us for…", "There will be…",
 * "Tickets can be booked at…". Narrow patterns; anything else is left alone.
 */
import { infinitiveOfParticiple } from '../language/lexicon.js';
import { upperFirst } from '../language/casing.js';

const CAN_BE =
  /^((?:the|your|our)\s+)?([A-Za-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+can\s+(?:also\s+|now\s+)?be\s+([a-z]+)\s+((?:at|on|via|from|through|online|by|in|here|using|with)\b[^.!?]*)\.$/i;
const NOT_OBJECTS = /^(?:it|this|that|they|these|those|he|she|we|you|i|there|which|who)$/i;

/** "Tickets can be booked at example.org." → "Book tickets at example.org." */
export function passiveToInstruction(text: string): string {
  const match = CAN_BE.exec(text);
  if (!match) return text;
  const [, determiner, noun, participle, rest] = match;
  if (NOT_OBJECTS.test(noun) || /\b(?:not|only)\b/i.test(rest)) return text;
  const verb = infinitiveOfParticiple(participle);
  if (!verb || verb === participle) return text;
  const object = `${determiner ? determiner.toLowerCase() : ''}${/^[A-Z][a-z]/.test(noun) && !determiner ? noun.toLowerCase() : noun}`;
  return `${upperFirst(verb)} ${object} ${rest}.`;
}

const THERE_WILL_BE =
  /^There\s+will\s+be\s+(?!no\b|not\b|a\s+(?:delay|charge|fee)\b)([^.!?]{3,160})([.!])$/;

/** "There are talks, a workshop and lunch": a programme in the present tense (two items or more). */
const THERE_ARE =
  /^There\s+are\s+(?!no\b|not\b|still\b|some\s+(?:issues|problems)\b)([^.!?]{3,160}(?:,|\band\b)[^.!?]{2,160})([.!])$/;

/** "There will be 40 stalls." → "You'll find 40 stalls." (in an event's voice). */
export function thereWillBe(text: string, lead: string): string {
  const match = THERE_WILL_BE.exec(text) ?? THERE_ARE.exec(text);
  return match ? `${lead} ${match[1]}${match[2]}` : text;
}

const JOIN_US = /^Join\s+us\s+(?=(?:for|at|on|in|this|next)\b)/;

/** "Join us for the fair." → "Come and join us for the fair." */
export function invite(text: string, lead: string): string {
  return JOIN_US.test(text) ? text.replace(JOIN_US, `${lead} `) : text;
}
