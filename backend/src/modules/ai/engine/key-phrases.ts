import nlp from 'compromise';

/** A phrase the text is about ("monthly price", "Pro plan", "remote team rituals"). */
export interface KeyPhrase {
  text: string;
  /** How often its head noun comes back in the text, then how early it first appears. */
  count: number;
  first: number;
}

interface JsonTerm {
  text: string;
  normal?: string;
  tags?: string[];
}

const LEADING_TAGS = new Set([
  'Determiner',
  'Pronoun',
  'Possessive',
  'Value',
  'Cardinal',
  'Ordinal',
  'Preposition',
  'Conjunction',
  'Adverb',
  'QuestionWord',
]);
const NEVER_TAGS = new Set(['Pronoun', 'Date', 'Month', 'WeekDay', 'Duration', 'Value', 'Url']);
// Words that say how much or when, never what a text is about.
const VAGUE =
  /^(?:thing|things|way|ways|lot|lots|kind|bit|time|times|today|tomorrow|day|days|week|weeks|month|months|year|years|minute|minutes|hour|hours|everyone|people|something|anything|nothing|one|ones|part|parts|hook|hooks|headline|headlines|idea|ideas|post|posts|tips?|question|questions|answer|answers)$/i;

const ABBREVIATION = /^(?:\p{L}\.){2,}/u;
/** A word without the punctuation around it; "U.S." keeps its dots. */
const clean = (word: string) => {
  const bare = word.replace(/^[^\p{L}\p{N}#$]+|[^\p{L}\p{N}%]+$/gu, '');
  const abbreviation = ABBREVIATION.exec(word.trim());
  return abbreviation ? abbreviation[0] : bare;
};

/** One compromise noun phrase split at "of" and trimmed of determiners and counts. */
function phrasesIn(terms: JsonTerm[]): string[][] {
  const parts: JsonTerm[][] = [[]];
  for (const term of terms) {
    if (/^(?:of|for|with|to|in|on|at|by|from|and|or)$/i.test(clean(term.text))) parts.push([]);
    else parts[parts.length - 1].push(term);
  }
  return parts
    .map((part) => {
      let start = 0;
      while (start < part.length && part[start].tags?.some((tag) => LEADING_TAGS.has(tag))) start++;
      return part.slice(start);
    })
    .filter(
      (part) =>
        part.length > 0 && !part.some((term) => term.tags?.some((tag) => NEVER_TAGS.has(tag))),
    )
    .map((part) => part.map((term) => clean(term.text)).filter(Boolean))
    .filter((words) => words.length > 0 && !(words.length === 1 && VAGUE.test(words[0])));
}

/**
 * The text's key phrases, read with compromise's noun phrases and topics (names, places,
 * organisations): the phrases whose head noun comes back most, then the earliest. A phrase is
 * the writer's own words ("monthly price", not "price").
 */
export function keyPhrases(text: string, limit = 5): KeyPhrase[] {
  const doc = nlp(text);
  const found = new Map<string, KeyPhrase>();
  const heads = new Map<string, number>();
  const lower = text.toLowerCase();
  let order = 0;
  const add = (words: string[]) => {
    const phrase = words.join(' ');
    if (phrase.length < 3 || words.length > 4) return;
    const key = phrase.toLowerCase();
    const head = words[words.length - 1].toLowerCase().replace(/s$/, '');
    heads.set(head, (heads.get(head) ?? 0) + 1);
    if (!found.has(key)) found.set(key, { text: phrase, count: 0, first: order++ });
  };
  for (const topic of doc.topics().json() as { terms: JsonTerm[] }[])
    add(topic.terms.map((term) => clean(term.text)).filter(Boolean));
  for (const noun of doc.nouns().json() as { terms: JsonTerm[] }[])
    for (const words of phrasesIn(noun.terms)) add(words);
  for (const phrase of found.values()) {
    const words = phrase.text.toLowerCase().split(' ');
    const head = words[words.length - 1].replace(/s$/, '');
    // A longer phrase names its subject better; a repeated head noun is the text's subject.
    phrase.count = (heads.get(head) ?? 0) + words.length - 1 + (lower.split(head).length - 2);
  }
  // A single word inside a longer phrase that was kept adds nothing ("plan" beside "Pro plan").
  const ranked = [...found.values()].sort((a, b) => b.count - a.count || a.first - b.first);
  const kept: KeyPhrase[] = [];
  for (const phrase of ranked) {
    const key = phrase.text.toLowerCase();
    if (kept.some((other) => other.text.toLowerCase().split(' ').includes(key))) continue;
    if (kept.some((other) => key.includes(other.text.toLowerCase()))) continue;
    kept.push(phrase);
    if (kept.length === limit) break;
  }
  return kept;
}

/** "remote team rituals" → "#RemoteTeamRituals"; a name keeps its capitals ("#LinkedIn"). */
export function asHashtag(phrase: string): string {
  const words = phrase.split(/[\s-]+/).map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''));
  return `#${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}`;
}
