import { endsInAbbreviation } from '../language/abbreviations.js';
import { IS_MASK, MASK, MASK_OPEN, maskPattern, tokensIn } from '../../guardrails/mask-token.js';
import { FUNCTION_WORDS } from '../../analysis/lexicon/function-words.js';
import { CLAUSE_SUBJECTS, FINITE_VERBS } from '../data/word-sets.js';
import { hasTag, isKnownWord, isLexiconName, suffixTag, switchOf } from '../language/lexicon.js';
import { classAt, lexiconSettles, sameRole, wordClasses } from './part-of-speech.js';
import { lostSpeechActs, speechActsOf } from './speech-acts.js';
import { alignTokens, isWord, tokensOf } from './tokens.js';

const FUNCTION_WORD_SET = new Set<string>(FUNCTION_WORDS);
const NUMBER = /^\d/;
const SENTENCE_BREAK = maskPattern('u')`(?<=[.!?]["'”’)]?)\s+(?=[\p{Lu}\d"“${MASK_OPEN}])`;
/** `await()`, `config.timeout`, `user_id`, `--force`, anything in backticks. */
export const CODE =
  // A call or member path starts where its run starts: later starts in the run were quadratic.
  new RegExp(
    String.raw`${MASK}\(\)|\`[^\`]+\`|(?<![\w$]|[\w$]\.)(?:[\w$]+\(\)|[\w$]+(?:\.[\w$]+)+\(?\)?)|\b\w+_\w+\b|(?<!\w)--?[a-z][\w-]+`,
    'g',
  );
const NEGATION =
  /\b(?:not|no|never|none|nobody|nothing|neither|nor|without|cannot)\b|n['’]?t\b(?<=\b(?:do|does|did|is|are|was|were|have|has|had|ca|can|wo|would|should|could|must|need|ai)n['’]?t)/gi;
/** Where a full stop belongs to the word: "U.S.", "Inc.", "Dr.", "e.g.", an initial ("T."). */
const isAbbreviated = (word: string) => /^\p{Lu}\.$/u.test(word) || endsInAbbreviation(word);
const DANGLING =
  /\b(?:for|to|of|with|about|at|in|on|from|by|into|onto|than|and|or|but|the|a|an)\s*[.!?]["'”’)]*$/i;
const CONNECTOR_ONLY =
  /^(?:however|still|also|therefore|moreover|furthermore|in addition|and|but|so|yet|then|plus|besides|meanwhile)[.!?]$/i;

/** Sentence pieces of a (possibly split) sentence: a break is a stop, then a space. */
const piecesOf = (text: string) =>
  text
    .split(SENTENCE_BREAK)
    .map((piece) => piece.trim())
    .filter(Boolean);

const bare = (word: string) => word.toLowerCase().replace(/[^\p{L}'’]/gu, '');

function isFinite(word: string): boolean {
  const lower = bare(word);
  if (!lower) return false;
  if (FINITE_VERBS.has(lower)) return true;
  return (
    hasTag(lower, 'PastTense') ||
    hasTag(lower, 'PresentTense') ||
    hasTag(lower, 'Modal') ||
    hasTag(lower, 'Copula') ||
    hasTag(lower, 'Infinitive') ||
    /^\p{L}+(?:ed|es)$/u.test(lower) ||
    /['’](?:s|re|ve|ll|d|m)$/.test(lower)
  );
}

const VERB_SUFFIX_TAGS = new Set(['Infinitive', 'PastTense', 'PresentTense', 'Gerund']);

function hasVerb(piece: string): boolean {
  const words = tokensOf(piece).filter(isWord);
  return words.some(
    (word, index) =>
      isFinite(word) ||
      // "we look", "they ship": the word after a subject pronoun is its verb.
      (index > 0 &&
        CLAUSE_SUBJECTS.has(bare(words[index - 1])) &&
        !FUNCTION_WORD_SET.has(bare(word))) ||
      (!isKnownWord(bare(word)) && VERB_SUFFIX_TAGS.has(suffixTag(bare(word)) ?? '')),
  );
}

function count(text: string, pattern: RegExp): number {
  return text.match(pattern)?.length ?? 0;
}

// "Please do not hesitate to ask" asks; it negates nothing.
const negations = (text: string) =>
  count(text.replace(/\b(?:do\s+not|don['’]t)\s+hesitate\b/gi, 'feel free'), NEGATION);

function multiset(items: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

function lostSpans(before: string, after: string): boolean {
  const kept = multiset(tokensIn(after));
  for (const [token, times] of multiset(tokensIn(before)))
    if ((kept.get(token) ?? 0) < times) return true;
  return false;
}

/** "13 tons of", "40 hours": the word after a number or a masked measure stays beside it. */
function lostUnit(
  before: string[],
  after: string[],
  isQuantity: (token: string) => boolean,
): string | undefined {
  const pairs = new Set<string>();
  for (let index = 0; index + 1 < after.length; index++)
    pairs.add(`${after[index]} ${after[index + 1].toLowerCase()}`);
  for (let index = 0; index + 1 < before.length; index++) {
    const token = before[index];
    const next = before[index + 1];
    if (!(NUMBER.test(token) || (IS_MASK.test(token) && isQuantity(token)))) continue;
    if (!isWord(next) || IS_MASK.test(next)) continue;
    // A verb after a number ("5,000 handles") is not its measure.
    const verb = ['PresentTense', 'PastTense', 'Copula', 'Modal'].some((tag) =>
      hasTag(next.toLowerCase(), tag),
    );
    if (FUNCTION_WORD_SET.has(next.toLowerCase()) || next === 'I' || verb) continue;
    if (!pairs.has(`${token} ${next.toLowerCase()}`)) return `${token} ${next}`;
  }
  return undefined;
}

/** A tone changes a few words of a sentence; when most of its content is gone, so is its meaning. */
const MIN_CONTENT_KEPT = 0.5;

function keptContentShare(before: string[], after: string[]): number {
  const content = (tokens: string[]) =>
    tokens.filter(
      (token) =>
        (isWord(token) && !FUNCTION_WORD_SET.has(token.toLowerCase())) || IS_MASK.test(token),
    );
  const wanted = content(before).map((token) => token.toLowerCase());
  if (wanted.length < 4) return 1;
  const present = new Set(content(after).map((token) => token.toLowerCase()));
  return wanted.filter((token) => present.has(token)).length / wanted.length;
}

/** Proper nouns, wire names and datelines keep their capitals wherever they still appear. */
function changedCapital(before: string[], after: string[]): string | undefined {
  const startOf = (tokens: string[], index: number) =>
    index === 0 || /^[.!?:"“]$/.test(tokens[index - 1] ?? '');
  for (let index = 0; index < before.length; index++) {
    const word = before[index];
    if (!isWord(word) || IS_MASK.test(word) || word === 'I' || !/\p{Lu}/u.test(word)) continue;
    // Shouting lowered ("BACK!!!" → "back!") is a tone's job; an acronym or a dateline is not.
    const allCaps = word.length > 1 && word === word.toUpperCase() && /\p{Lu}{2}/u.test(word);
    const lower = word.toLowerCase();
    const capsRun = [before[index - 1], before[index + 1]].some(
      (near) => near !== undefined && near.length > 1 && /^\p{Lu}+$/u.test(near),
    );
    const dateline = index === 0 && /^[,—–(-]$/.test(before[1] ?? '');
    const shouted =
      allCaps &&
      (dateline ||
        isLexiconName(lower) ||
        (word.length <= 5 && !isKnownWord(lower) && !capsRun && before[index + 1] !== '!'));
    if (allCaps && !shouted) continue;
    const proper =
      shouted ||
      !startOf(before, index) ||
      isLexiconName(word) ||
      /\p{Lu}.*\p{Lu}/u.test(word.slice(1));
    if (!proper) continue;
    for (let at = 0; at < after.length; at++) {
      const candidate = after[at];
      if (candidate.toLowerCase() !== word.toLowerCase() || candidate === word) continue;
      // "Still" moved into the middle of a sentence is fine; a name lowered, or lifted, is not.
      if (!shouted && startOf(before, index) && !startOf(after, at) && !isLexiconName(word))
        continue;
      if (startOf(after, at) && candidate === word[0] + word.slice(1).toLowerCase() && !shouted)
        continue;
      return word;
    }
  }
  return undefined;
}

/** Letters in common from either end: "wich"/"which", "were"/"we're". */
function closeSpelling(a: string, b: string): boolean {
  const x = a.toLowerCase().replace(/['’]/g, '');
  const y = b.toLowerCase().replace(/['’]/g, '');
  if (x === y) return true;
  let start = 0;
  while (start < x.length && x[start] === y[start]) start++;
  let end = 0;
  while (end < x.length - start && x[x.length - 1 - end] === y[y.length - 1 - end]) end++;
  return Math.max(x.length, y.length) - start - end <= 1 && Math.min(x.length, y.length) >= 3;
}

/** A swapped word does the same job: "worried about" must not become "worried approximately". */
function changedWordClass(
  beforeText: string,
  afterText: string,
  before: string[],
  after: string[],
): string | undefined {
  let taggedBefore: ReturnType<typeof wordClasses> | undefined;
  let taggedAfter: ReturnType<typeof wordClasses> | undefined;
  const occurrence = (tokens: string[], index: number) =>
    tokens.slice(0, index).filter((token) => token.toLowerCase() === tokens[index].toLowerCase())
      .length;
  const edits = alignTokens(before, after);
  for (const [index, edit] of edits.entries()) {
    if (edit.kind !== 'swap' || edit.before.length !== 1 || edit.after.length !== 1) continue;
    // A lone swap between kept words; inside a rebuilt stretch words do not pair up.
    if (edits[index - 1]?.kind === 'swap' || edits[index + 1]?.kind === 'swap') continue;
    const [from] = edit.before;
    const [to] = edit.after;
    const old = before[from];
    const replacement = after[to];
    if (!isWord(old) || !isWord(replacement) || IS_MASK.test(old) || IS_MASK.test(replacement))
      continue;
    // A word that was already in the sentence has moved, not replaced this one.
    if (before.some((token) => token.toLowerCase() === replacement.toLowerCase())) continue;
    // "wich" → "which", "were" → "we're": a spelling fixed, not a word swapped.
    if (closeSpelling(old, replacement) || lexiconSettles(old, replacement)) continue;
    // "around 30%" → "approximately 30%": before a figure both say how much (no tagger needed).
    const nextToken = after[to + 1] ?? '';
    if (
      (IS_MASK.test(nextToken) || NUMBER.test(nextToken)) &&
      hasTag(replacement.toLowerCase(), 'Adverb')
    )
      continue;
    taggedBefore ??= wordClasses(beforeText);
    taggedAfter ??= wordClasses(afterText);
    const oldClass = classAt(taggedBefore, old, occurrence(before, from));
    const newClass = classAt(taggedAfter, replacement, occurrence(after, to));
    // "about 5 hours" → "approximately 5 hours": before a quantity both say how much.
    const next = after[to + 1] ?? '';
    const beforeQuantity =
      IS_MASK.test(next) ||
      NUMBER.test(next) ||
      classAt(taggedAfter, next, occurrence(after, to + 1)) === 'Value';
    if (oldClass === 'Preposition' && newClass === 'Adverb' && beforeQuantity) continue;
    if (oldClass && newClass && !sameRole(oldClass, newClass))
      return `"${old}" (${oldClass.toLowerCase()}) became "${replacement}" (${newClass.toLowerCase()})`;
  }
  return undefined;
}

/** A stop inside a name or an abbreviation, a lone connector, a sentence cut off mid-phrase. */
const SUBJECTLESS_START =
  /^(?:but|and|or|so|yet)\s+(?:has|have|is|are|was|were|will|can|could|does|do|did|should|would|may|might|must)\b/i;

function brokenPieces(beforeText: string, afterText: string): string | undefined {
  const beforePieces = new Set(piecesOf(beforeText));
  const pieces = piecesOf(afterText);
  const beforeHadVerb = piecesOf(beforeText).every(hasVerb);
  for (let index = 0; index < pieces.length; index++) {
    const piece = pieces[index];
    if (beforePieces.has(piece)) continue;
    if (CONNECTOR_ONLY.test(piece)) return `"${piece}" stands alone`;
    if (DANGLING.test(piece) && !DANGLING.test(beforeText.trim()))
      return `"${piece}" ends mid-phrase`;
    if (index < pieces.length - 1 && isAbbreviated(piece.split(/\s+/).pop() ?? ''))
      return `a sentence break after "${piece.split(/\s+/).pop()}"`;
    if (index > 0 && /^\p{Ll}/u.test(piece)) return `a sentence break before "${piece}"`;
    // A protected detail (a lower-case code name, a figure) cannot open a sentence the author
    // did not start with it: "…is better. avg (μs) is the mean…".
    if (index > 0 && piece.startsWith(MASK_OPEN))
      return 'a sentence break before a protected detail';
    // "…always urn. But has two new properties": a split that leaves a verb without its subject.
    if (index > 0 && SUBJECTLESS_START.test(piece)) return `"${piece}" has no subject`;
    // "Salary: €48k plus bonus", "Ready for more?": a label or a short question reads whole.
    const labelled = /^[^:]{1,25}:\s/.test(piece);
    const shortQuestion = /\?["'”’)]*$/.test(piece) && piece.split(/\s+/).length <= 6;
    if (beforeHadVerb && !labelled && !shortQuestion && !hasVerb(piece))
      return `"${piece}" has no verb`;
  }
  return undefined;
}

const EXPLICIT_ASK =
  /\b(?:please|pls|plz|kindly|could you|can you|would you|let (?:me|us) know)\b/i;
/** "Send me the figures." is a command; "Open 7 to 4." may be a label ("open" is an adjective too). */
function opensWithPlainVerb(sentence: string): boolean {
  const first = bare(tokensOf(sentence).find(isWord) ?? '');
  return (
    hasTag(first, 'Infinitive') && !hasTag(first, 'Adjective') && !/Adj/.test(switchOf(first) ?? '')
  );
}

const LEAD_ADVERBS = /^(?:just|simply|kindly|now|also|then|so|hey|hi)$/i;
const COMMAND_WORDS = /^(?:please|pls|plz|don['’]?t|do|never|let)$/i;

/**
 * Could the sentence be read as a command ("Share plans…", "Please send…", "Don't be late")?
 * Broader on purpose than word-sets' opensWithCommand, which decides whether a move may treat a
 * sentence as a request: here any verb-like opening counts, so a subject the rewrite lost is
 * caught even where the moves would not have seen a command.
 */
function mayReadAsCommand(piece: string): boolean {
  const words = tokensOf(piece).filter(isWord);
  let at = 0;
  while (at < words.length - 1 && LEAD_ADVERBS.test(words[at])) at++;
  const first = bare(words[at] ?? '');
  if (/^thanks?$/.test(first)) return false;
  // "Please note: the server…" announces; the statement after it keeps its subject.
  if (first === 'please' && /^(?:note|remember|be)$/i.test(words[at + 1] ?? '')) return false;
  const verbLike =
    hasTag(first, 'Infinitive') || (/Verb/.test(switchOf(first) ?? '') && !/[^s]s$/.test(first));
  return COMMAND_WORDS.test(first) || (verbLike && !/\?["'”’)]*$/.test(piece));
}

/** "Share plans…" for "Plans can now be shared…": a statement turned into a command. */
function lostSubject(beforeText: string, afterText: string): boolean {
  const commandBefore =
    piecesOf(beforeText).some(mayReadAsCommand) ||
    speechActsOf(beforeText).has('request') ||
    readerActsFirst(beforeText, afterText);
  return !commandBefore && piecesOf(afterText).some(mayReadAsCommand);
}

/** "If you come back…, …" → "Come back… and …": the reader was already the one who acts. */
function readerActsFirst(beforeText: string, afterText: string): boolean {
  const verb = /^If\s+you\s+([a-z]+)\b/.exec(beforeText.trim())?.[1];
  return verb !== undefined && new RegExp(`^${verb}\\b`, 'i').test(afterText.trim());
}

/**
 * "Can you send the figures?" asks for an action: "Please send the figures." is the same ask.
 * "Would you have 15 minutes?" and "Are you free?" ask about the reader: they stay questions.
 */
const ACTION_QUESTION =
  /^(?:(?:hey|hi)\b[^?]{0,20}?\s)?(?:can|could|will|would)\s+(?:you|u)\s+(?:please\s+)?(?!have\b|be\b|like\b|mind\b|know\b|want\b|need\b|consider\b|think\b|prefer\b)([a-z]+)/i;

function keptAsRequest(beforeText: string, afterText: string): boolean {
  const verb = ACTION_QUESTION.exec(beforeText.trim())?.[1];
  return (
    verb !== undefined &&
    /\bplease\b/i.test(afterText) &&
    new RegExp(`\\b${verb}\\b`, 'i').test(afterText)
  );
}

/** Negations inside an added clause of four or more words ("…, so you don't have to"). */
function addedClauseNegations(before: string[], after: string[]): number {
  let total = 0;
  for (const edit of alignTokens(before, after)) {
    if (edit.kind !== 'swap' || edit.before.length > 0 || edit.after.length < 4) continue;
    total += negations(edit.after.map((index) => after[index]).join(' '));
  }
  return total;
}

/**
 * Why the rewrite of one sentence may not be kept (empty when it may). Both texts are masked:
 * protected spans are opaque tokens that must all survive; `isQuantity` tells which of them are
 * numbers or amounts.
 */
export function verifySentence(
  beforeText: string,
  afterText: string,
  isQuantity: (token: string) => boolean = () => true,
): string[] {
  if (beforeText === afterText) return [];
  const failures: string[] = [];
  const before = tokensOf(beforeText);
  const after = tokensOf(afterText);
  if (lostSpans(beforeText, afterText)) failures.push('a protected detail was lost');
  if (keptContentShare(before, after) < MIN_CONTENT_KEPT)
    failures.push("most of the sentence's words were replaced");
  const unit = lostUnit(before, after, isQuantity);
  if (unit) failures.push(`"${unit}" lost its measure word`);
  for (const code of beforeText.match(CODE) ?? [])
    if (!afterText.includes(code)) failures.push(`the code "${code}" changed`);
  const negationChange = negations(afterText) - negations(beforeText);
  if (negationChange !== 0 && negationChange !== addedClauseNegations(before, after))
    failures.push('a negation was added or removed');
  const capital = changedCapital(before, after);
  if (capital) failures.push(`the capitals of "${capital}" changed`);
  const broken = brokenPieces(beforeText, afterText);
  if (broken) failures.push(broken);
  const request = keptAsRequest(beforeText, afterText);
  if (!request && lostSubject(beforeText, afterText))
    failures.push('the sentence lost its subject');
  // "Open 7 to 4." → "Could you open 7 to 4?": only an explicit ask may become a question.
  if (
    speechActsOf(afterText).has('question') &&
    !speechActsOf(beforeText).has('question') &&
    !EXPLICIT_ASK.test(beforeText) &&
    !opensWithPlainVerb(beforeText)
  )
    failures.push('a question was made of a statement');
  for (const act of lostSpeechActs(beforeText, afterText)) {
    if (act !== 'question' || !request) failures.push(`the ${act} was lost`);
  }
  // The tagger is the costly check: only when the cheap ones passed.
  if (failures.length === 0) {
    const swap = changedWordClass(beforeText, afterText, before, after);
    if (swap) failures.push(swap);
  }
  return failures;
}
