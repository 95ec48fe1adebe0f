import nlp from 'compromise';

/** One term of compromise's tagging, read in its sentence. */
export interface TaggedTerm {
  readonly text: string;
  readonly normal: string;
  readonly tags: readonly string[];
}

let memo: Map<string, readonly TaggedTerm[]> | undefined;

/**
 * compromise's full tagging of a piece of text, term by term. Within `withTaggingMemo` each
 * distinct piece is tagged once: one request reads the input's sentences in the verifier (for
 * each rewrite it tries), in the score's damage check and in the cue reader, and a tagging pass
 * costs a millisecond or two a sentence.
 */
export function taggedTerms(text: string): readonly TaggedTerm[] {
  const known = memo?.get(text);
  if (known) return known;
  const terms = (nlp(text).json() as { terms: TaggedTerm[] }[]).flatMap((part) => part.terms);
  memo?.set(text, terms);
  return terms;
}

/**
 * Runs one piece of work (a request's rewrite and scores) with the tagging remembered until it
 * ends: nothing is kept from one request to the next.
 */
export function withTaggingMemo<T>(work: () => T): T {
  if (memo) return work();
  memo = new Map();
  try {
    return work();
  } finally {
    memo = undefined;
  }
}
