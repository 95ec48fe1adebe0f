import nlp from 'compromise';

type WordClass = 'verb' | 'noun' | 'adjective' | 'adverb' | 'other';

// Verbs the swap table offers that take no direct object: "I cry the names" cannot become "I rise the names".
const INTRANSITIVE = new Set(
  'rise rose rising sigh sighing sighed shout shouted shouting rest rested resting laugh laughed laughing roar roared roaring weep wept weeping fade fading drift drifted drifting float floating leap leaping tumble tumbling spin stay cling creep crept creeping skip skipped skipping sway stomp glow grin blush sneer marching stormed sink trudge crawl stroll jump bounce race fall'.split(
    ' ',
  ),
);
// Time words read as nouns but are never objects: "smile tonight".
const TIME_WORDS = new Set([
  'tonight',
  'today',
  'tomorrow',
  'yesterday',
  'again',
  'forever',
  'now',
]);
const PARTICLES = new Set([
  'down',
  'up',
  'on',
  'off',
  'out',
  'away',
  'over',
  'back',
  'apart',
  'through',
  'in',
]);

interface TaggedWord {
  word: string;
  cls: WordClass;
  objectFollows: boolean;
  particleFollows: boolean;
}

function classOf(tags: readonly string[]): WordClass {
  if (tags.includes('Verb')) return 'verb';
  if (tags.includes('Adjective')) return 'adjective';
  if (tags.includes('Noun')) return 'noun';
  if (tags.includes('Adverb')) return 'adverb';
  return 'other';
}

function tagged(line: string): TaggedWord[] {
  const terms = (nlp(line).json() as { terms: { normal: string; tags: string[] }[] }[]).flatMap(
    (sentence) => sentence.terms,
  );
  return terms.map((term, index) => {
    const next = terms[index + 1];
    return {
      word: term.normal,
      cls: classOf(term.tags),
      objectFollows: Boolean(
        next &&
        !TIME_WORDS.has(next.normal) &&
        /Determiner|Pronoun|Noun|Possessive/.test(next.tags.join(' ')) &&
        !next.tags.includes('Preposition'),
      ),
      particleFollows: Boolean(next && PARTICLES.has(next.normal)),
    };
  });
}

/**
 * Whether swapping `before` for `after` keeps the line grammatical: the new word reads as the
 * same part of speech in context, a verb is not swapped out of a phrasal verb ("falling down"),
 * and a verb with an object is not replaced by one that cannot take it.
 */
export function swapKeepsGrammar(
  lineBefore: string,
  lineAfter: string,
  before: string,
  after: string,
): boolean {
  const old = tagged(lineBefore).find((term) => term.word === before.toLowerCase());
  const fresh = tagged(lineAfter).find((term) => term.word === after.toLowerCase());
  if (!old || !fresh) return false;
  if (old.cls !== fresh.cls) return false;
  if (old.cls !== 'verb') return true;
  if (old.particleFollows) return false;
  return !(old.objectFollows && INTRANSITIVE.has(after.toLowerCase()));
}
