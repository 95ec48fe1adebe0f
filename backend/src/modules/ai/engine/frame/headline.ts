/**
 * A press-release headline from the text's lead sentence: third person, no contractions, in the
 * headline's present tense ("Second Bakery Opens on Elm Street Next Saturday", "Acme Hires 40
 * Engineers"). A lead the engine cannot turn into third person without inventing a subject gets
 * no headline: a first-person headline ("We're Opening…") is worse than none.
 */

/** Verbs whose object can be the subject: "We open a bakery" → "Bakery Opens". */
const ERGATIVE_VERBS = [
  'open',
  'reopen',
  'launch',
  'relaunch',
  'return',
  'debut',
  'expand',
  'move',
  'relocate',
  'close',
  'start',
  'begin',
] as const;
const ERGATIVE = new Set<string>(ERGATIVE_VERBS);

// Verbs a headline commonly carries, in their base form. Other verbs only keep their auxiliary.
const HEADLINE_VERBS = [
  ...ERGATIVE_VERBS,
  'celebrate',
  'host',
  'hire',
  'raise',
  'release',
  'introduce',
  'unveil',
  'announce',
  'welcome',
  'add',
  'acquire',
  'partner',
  'join',
  'win',
  'reach',
  'mark',
  'bring',
  'double',
  'offer',
  'donate',
  'sign',
  'complete',
  'appoint',
  'name',
  'create',
  'build',
  'invest',
  'grow',
  'reduce',
  'cut',
  'extend',
  'upgrade',
  'roll',
  'switch',
] as const;
const IRREGULAR_PAST: Record<string, string> = {
  began: 'begin',
  won: 'win',
  brought: 'bring',
  built: 'build',
  grew: 'grow',
  cut: 'cut',
};

/** Every inflected form of a headline verb, pointing to its base ("opening", "opened" → "open"). */
const BASE = new Map<string, string>();
for (const base of HEADLINE_VERBS) {
  const stem = base.replace(/e$/, '');
  const doubled = base + base[base.length - 1];
  for (const form of [base, `${stem}ing`, `${doubled}ing`, `${stem}ed`, `${doubled}ed`, `${base}d`])
    BASE.set(form, base);
}
for (const [past, base] of Object.entries(IRREGULAR_PAST)) BASE.set(past, base);

export const thirdPerson = (base: string) =>
  /(?:s|sh|ch|x|z|o)$/.test(base)
    ? `${base}es`
    : /[^aeiou]y$/.test(base)
      ? `${base.slice(0, -1)}ies`
      : `${base}s`;

const CONTRACTIONS: readonly [RegExp, string][] = [
  [/\b([Ww]e|[Tt]hey|[Yy]ou)['’]re\b/g, '$1 are'],
  [/\b([Ww]e|[Tt]hey|[Yy]ou|I)['’]ve\b/g, '$1 have'],
  [/\b([Ww]e|[Tt]hey|[Yy]ou|I|[Ii]t)['’]ll\b/g, '$1 will'],
  [/\bI['’]m\b/g, 'I am'],
  [/\b([Ii]t|[Tt]hat|[Tt]here)['’]s\b/g, '$1 is'],
  [/\b([Ww]on)['’]t\b/g, 'will not'],
  [/\b([Cc]an)['’]t\b/g, 'cannot'],
  [/\b(\w+)n['’]t\b/g, '$1 not'],
];
export const expandContractions = (text: string) =>
  CONTRACTIONS.reduce((out, [pattern, by]) => out.replace(pattern, by), text);

// "We are delighted to announce that…", "We are excited to launch…": the news is what follows.
const GLAD =
  /^(we|I)\s+(?:are|am)\s+(?:(?:so|very|really)\s+)?(?:delighted|pleased|excited|thrilled|proud|happy|glad)\s+to\s+(?:(?:announce|share|confirm|report)\s+that\s+)?/i;
const FIRST_PERSON = /^(?:we|I)\s+/i;
const ADVERB = /^(?:also|now|officially|finally|proudly|soon)\s+/i;
const AUX: Record<string, string> = { are: 'is', am: 'is', have: 'has', were: 'was', do: 'does' };
// Where the object of the verb ends: a preposition, a time word, a clause.
const OBJECT_END =
  /\s+(?:on|in|at|this|next|from|to|for|with|by|near|across|after|before|today|tomorrow|tonight|and|that|which|who)\b/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** "are opening", "will open", "opened", "open" → tense and base of the first verb, or undefined. */
function verbOf(rest: string): { aux?: string; base?: string; verb: string; after: string } {
  const parts = words(rest);
  let at = 0;
  let aux: string | undefined;
  if (/^(?:are|am|have|were|was|will|do)$/i.test(parts[0] ?? '')) aux = parts[at++].toLowerCase();
  if (aux === 'will' && /^be$/i.test(parts[at] ?? '')) at++;
  const verb = parts[at] ?? '';
  return {
    aux,
    base: BASE.get(verb.toLowerCase()),
    verb,
    after: parts.slice(at + 1).join(' '),
  };
}

/**
 * Third person from a first-person lead: with the organisation's name when the text gives it,
 * else with the object as subject for verbs that allow it. Undefined when neither works.
 */
export function thirdPersonLead(lead: string, name: string | undefined): string | undefined {
  let text = expandContractions(lead.trim());
  const glad = GLAD.exec(text);
  if (glad) {
    const rest = text.slice(glad[0].length);
    // "…to announce that we are opening…" → the clause; "…to launch our app" → "We launch our app".
    text = FIRST_PERSON.test(rest) ? rest : `${glad[1]} ${rest}`;
  }
  if (!FIRST_PERSON.test(text)) return undefined;
  const personal = /^I\s/.test(text);
  const rest = text.replace(FIRST_PERSON, '').replace(ADVERB, '');
  const { aux, base, verb, after } = verbOf(rest);
  if (!verb) return undefined;
  if (name && !personal) {
    // "Acme Opens Its Second Store", "Acme Has Raised $5 Million", "Acme Will Open…"
    const object = after.replace(/\bour\b/gi, 'its').replace(/\bours\b/gi, 'its');
    if (base && (aux === undefined || aux === 'are' || aux === 'have'))
      return `${name} ${thirdPerson(base)} ${object}`.trim();
    if (aux === 'will') return `${name} to ${base ?? verb} ${object}`.trim();
    if (aux) return `${name} ${AUX[aux] ?? aux} ${verb} ${object}`.trim();
    return undefined;
  }
  if (!base || !ERGATIVE.has(base)) return undefined;
  // "We are opening a second bakery on Elm Street" → "Second Bakery Opens on Elm Street".
  const end = OBJECT_END.exec(after);
  const object = (end ? after.slice(0, end.index) : after)
    .replace(/^(?:a|an|the|our|my)\s+/i, '')
    .trim();
  const tail = end ? after.slice(end.index).trim() : '';
  const count = words(object).length;
  if (count === 0 || count > 6 || /\b(?:we|us|our|I|my|you|your)\b/i.test(object)) return undefined;
  const predicate = aux === 'will' ? `to ${base}` : thirdPerson(base);
  return `${object} ${predicate} ${tail}`.trim();
}

/** "Acme is opening", "Acme has raised" → "Acme opens", "Acme raises": a headline's present tense. */
export function headlineTense(lead: string): string {
  return lead.replace(
    /^((?:\S+\s+){0,5}?)(?:is|has)\s+(\w+)\b/,
    (whole, subject: string, verb: string) => {
      const base = BASE.get(verb.toLowerCase());
      return base && !/^(?:we|I)\s/i.test(subject) ? `${subject}${thirdPerson(base)}` : whole;
    },
  );
}
