// A light suffix stemmer: enough to match "move"/"moved"/"moving" or "report"/"reports" when
// comparing an original with its rewrite. Not a linguistic lemmatiser.

const IRREGULAR: Record<string, string> = {
  sent: 'send',
  made: 'make',
  built: 'build',
  paid: 'pay',
  held: 'hold',
  told: 'tell',
  sold: 'sell',
  brought: 'bring',
  bought: 'buy',
  thought: 'think',
  taught: 'teach',
  found: 'find',
  kept: 'keep',
  left: 'leave',
  met: 'meet',
  ran: 'run',
  began: 'begin',
  begun: 'begin',
  wrote: 'write',
  written: 'write',
  gave: 'give',
  given: 'give',
  took: 'take',
  taken: 'take',
  went: 'go',
  gone: 'go',
  saw: 'see',
  seen: 'see',
  knew: 'know',
  known: 'know',
  grew: 'grow',
  grown: 'grow',
  chose: 'choose',
  chosen: 'choose',
  spoke: 'speak',
  spoken: 'speak',
  children: 'child',
  people: 'person',
  men: 'man',
  women: 'woman',
  better: 'good',
  best: 'good',
};

function undouble(word: string): string {
  const last = word.length - 1;
  if (last > 1 && word[last] === word[last - 1] && !'lsz'.includes(word[last])) {
    return word.slice(0, -1);
  }
  return word;
}

// Words repeat across texts: a stem is computed once per process (bounded, like syllable counts).
const stems = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

export function stem(lower: string): string {
  let found = stems.get(lower);
  if (found === undefined) {
    found = computeStem(lower);
    if (stems.size >= STEM_CACHE_LIMIT) stems.clear();
    stems.set(lower, found);
  }
  return found;
}

function computeStem(lower: string): string {
  let word = lower.endsWith("'s") ? lower.slice(0, -2) : lower;
  const irregular = IRREGULAR[word];
  if (irregular) return irregular;
  if (word.length <= 3) return word;
  if (word.endsWith('ies') || word.endsWith('ied')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) word = undouble(word.slice(0, -3));
  else if (word.endsWith('ed') && word.length > 4) word = undouble(word.slice(0, -2));
  else if (/(?:ss|x|z|ch|sh)es$/.test(word)) word = word.slice(0, -2);
  else if (word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) word = word.slice(0, -1);
  else if (word.endsWith('ly') && word.length > 5) word = word.slice(0, -2);
  if (word.endsWith('e') && word.length > 3) word = word.slice(0, -1);
  return word;
}
