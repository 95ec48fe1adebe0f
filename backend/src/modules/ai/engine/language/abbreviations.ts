import { isPersonName } from './lexicon.js';
/**
 * Words whose full stop belongs to them: titles, company forms, months, weekdays, US state and
 * street abbreviations, Latin shorthands, units and measures. After one of these a full stop ends
 * no sentence ("Move America Inc. signed", "JACKSON, Tenn. — The 4th annual", "Dr. Patel",
 * "15 fl. oz.", "$2.90 per lb., and").
 */
const WORD_LINES = [
  // titles and names
  'Mr Mrs Ms Dr Prof Jr Sr Gov Sen Rep Gen Capt Lt Col Sgt Rev Hon Pres',
  // companies and places
  'Inc Ltd Co Corp Bros Assn Dept Univ St Ave Blvd Rd Mt Ft Hwy Ste Apt',
  // months and weekdays
  'Jan Feb Mar Apr Jun Jul Aug Sep Sept Oct Nov Dec Mon Tue Tues Wed Thu Thur Thurs Fri Sat Sun',
  // US states in the press style
  'Ala Ariz Ark Calif Colo Conn Del Fla Ga Ill Ind Kan Ky La Md Mass Mich Minn Miss Mo Mont Neb',
  'Nev Okla Ore Pa Penn Tenn Tex Va Vt Wash Wis Wyo',
  // shorthands
  'No vs etc approx Fig Vol est incl ca',
];
/**
 * Units and measures, written in lower case ("15 fl. oz.", "$2.90 per lb.", "2 tbsp."). A unit
 * often ends its sentence too ("It weighs 5 lb. The box…"), so its full stop goes on only into a
 * word in lower case, a figure or a comma ("per lb., and…", "fl. oz.").
 */
const UNIT_LINES = [
  'lb lbs oz fl pt pts qt qts gal gals yd yds ft sq cu mi kg km mg ml cl dl',
  'tsp tbsp doz pk pkg pkgs ea qty wt dia hr hrs mins sec secs wk wks mo mos yr yrs',
];
const UNITS = new Set(UNIT_LINES.flatMap((line) => line.split(' ')));
const ABBREVIATED_WORDS = [...WORD_LINES, ...UNIT_LINES].flatMap((line) => line.split(' '));

const WORDS = new Set(ABBREVIATED_WORDS.map((word) => word.toLowerCase()));
/** "U.S", "e.g", "a.m": letters with stops between them (the last stop is the one asked about). */
const INITIALS = /^(?:\p{L}\.)+\p{L}$/u;

/** Is `word` (without its last full stop) an abbreviation? "Inc", "Tenn", "U.S", "e.g". */
function isAbbreviation(word: string): boolean {
  if (INITIALS.test(word)) return true;
  // Lower-case forms count only for the shorthands ("etc", "vs"); "may" or "sun" as a
  // sentence's last word is a word, not a month.
  if (!WORDS.has(word.toLowerCase())) return false;
  return /^\p{Lu}/u.test(word) || ABBREVIATED_WORDS.includes(word);
}

const lastWord = (text: string) => /([\p{L}.]+)\.$/u.exec(text.trimEnd())?.[1]?.replace(/^\.+/, '');

/** Does `text` end in an abbreviation's full stop ("…Move America Inc.", "…Tenn.", "…fl.")? */
export function endsInAbbreviation(text: string): boolean {
  const last = lastWord(text);
  return last !== undefined && isAbbreviation(last);
}

/**
 * "the Lillie M. Evans Library", "John F. Kennedy": a capital initial between a first name and a
 * surname (either one known as a name) is a middle initial, and its full stop ends no sentence.
 */
export function isMiddleInitial(before: string, after: string): boolean {
  const first = /(\p{Lu}\p{Ll}+)\s+\p{Lu}\.$/u.exec(before.trimEnd())?.[1];
  const next = /^\s*(\p{Lu}\p{Ll}+)/u.exec(after)?.[1];
  return (
    first !== undefined &&
    next !== undefined &&
    (isPersonName(first.toLowerCase()) || isPersonName(next.toLowerCase()))
  );
}

/**
 * Does the sentence go on after `before`'s full stop into `after`? After a title, a company form
 * or a month it does ("Dr. Patel", "Inc. signed"); after a unit only into lower case, a figure or
 * punctuation ("fl. oz.", "per lb., and"), since "It weighs 5 lb. The box…" is two sentences
 * ("Mo.", "Ft." in capitals are a state and a fort, not units). A capital initial is read the same
 * way as a unit.
 */
export function goesOnAfterAbbreviation(before: string, after: string): boolean {
  const last = lastWord(before);
  if (last === undefined) return false;
  // "C. chinense, C. annuum": a capital initial goes on only into lower case ("…Plan B. Then…").
  if (/^\p{Lu}$/u.test(last)) return /^\s*\p{Ll}/u.test(after);
  if (!isAbbreviation(last)) return false;
  return !UNITS.has(last) || /^\s*[\p{Ll}\p{N},;:]/u.test(after);
}
