import { MASK } from '../../guardrails/mask-token.js';
import { EVALUATIVE_TO_NEUTRAL } from '../data/register.js';
import { PEOPLE_NOUNS } from '../data/topic-words.js';
import { phraseList } from '../../analysis/lexicon/phrase-list.js';
import { compilePhraseTable } from './phrase-table.js';

const neutralTable = compilePhraseTable(EVALUATIVE_TO_NEUTRAL);
// "our amazing volunteers", "all the other wonderful folks", "amazing Volunteers" (a capital is
// masked as a name): praise of people is thanks, and "notable volunteers" makes it faint; a claim
// about a product or a week is stated neutrally.
const PRAISE_WORDS = Object.keys(EVALUATIVE_TO_NEUTRAL).filter((key) => !/\s/.test(key));
const PRAISED_PEOPLE = [
  PEOPLE_NOUNS,
  ...phraseList(`
    volunteers|stallholders|traders|exhibitors|vendors|growers|makers|bakers|helpers
    organi[sz]ers|sponsors|performers|players|musicians|singers|choir|coaches|teachers|hosts
    stewards|marshals|judges|residents|colleagues|committee|community|folks|friends
    neighbou?rs|staff|team|crew|cast|audience|crowd|attendees|participants|supporters|donors
    guests|fans|kids|families|everyone|everybody
  `),
].join('|');
const PRAISE_OF_PEOPLE = new RegExp(
  String.raw`(\b(?:${PRAISE_WORDS.join('|')})\s+(?:${MASK}|(?:${PRAISED_PEOPLE})\b))`,
  'i',
);
/** Evaluative adjectives stated neutrally, except where they praise people. */
export const evaluativeToNeutral = (text: string) =>
  text
    .split(PRAISE_OF_PEOPLE)
    .map((piece, index) => (index % 2 === 1 ? piece : neutralTable(piece)))
    .join('');
