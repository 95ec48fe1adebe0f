import nlp from 'compromise';

// compromise's lexicon, conjugation tables and sentence splitter, used directly: a full tagging
// pass costs ~60 ms per 1,000 words, far over the engine's budget, while these lookups cost
// microseconds. They are not compromise's public API, so package.json pins its exact version and
// this file is the only one that reaches in; compromise-internals.spec.ts fails on an upgrade
// that moves them.
export interface VerbForms {
  Infinitive?: string;
  PastTense?: string;
  PresentTense?: string;
  Gerund?: string;
  Participle?: string;
}

interface CompromiseInternals {
  model(): {
    one: { lexicon: Record<string, string | string[]> };
    two: {
      switches: Record<string, string>;
      suffixPatterns: (Record<string, string> | undefined)[];
    };
  };
  methods(): {
    one: { tokenize: { splitSentences(text: string, world: unknown): string[] } };
    two: {
      transform: {
        verb: {
          conjugate(infinitive: string, model: unknown): VerbForms;
          toInfinitive(word: string, model: unknown, tense?: string): string;
        };
      };
    };
  };
  world(): unknown;
}

const internals = nlp as unknown as CompromiseInternals;
const model = internals.model();
const methods = internals.methods();
const world = internals.world();

/** Word → its tag or tags, as compromise's lexicon lists them. */
export const COMPROMISE_LEXICON = model.one.lexicon;
/** Ambiguous words → their ambiguity class ("review" → "Noun|Verb"). */
export const COMPROMISE_SWITCHES = model.two.switches;
/** Suffix rules by suffix length: ending → tag ("tion" → "Singular"). */
export const COMPROMISE_SUFFIX_PATTERNS = model.two.suffixPatterns;

export const conjugateVerb = (infinitive: string): VerbForms =>
  methods.two.transform.verb.conjugate(infinitive, model);

export const toInfinitive = (word: string, tense?: string): string =>
  methods.two.transform.verb.toInfinitive(word, model, tense);

/** compromise's own sentence splitter, without the tagging pass. */
export const splitSentencesWithCompromise = (text: string): string[] =>
  methods.one.tokenize.splitSentences(text, world);
