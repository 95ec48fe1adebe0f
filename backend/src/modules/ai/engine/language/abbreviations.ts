/**
 * Words whose full stop belongs to them: titles, company forms, months, weekdays, US state and
 * street abbreviations, Latin shorthands. After one of these a full stop ends no sentence
 * ("Move America Inc. signed", "JACKSON, Tenn. — The 4th annual", "Dr. Patel").
 */
const ABBREVIATED_WORDS = [
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
].flatMap((line) => line.split(' '));

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

/** Does `text` end in an abbreviation's full stop ("…Move America Inc.", "…Tenn.")? */
export function endsInAbbreviation(text: string): boolean {
  const last = /([\p{L}.]+)\.$/u.exec(text.trimEnd())?.[1];
  return last !== undefined && isAbbreviation(last.replace(/^\.+/, ''));
}
