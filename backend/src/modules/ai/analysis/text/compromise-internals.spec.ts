import { readFileSync } from 'node:fs';
import {
  COMPROMISE_LEXICON,
  COMPROMISE_SUFFIX_PATTERNS,
  COMPROMISE_SWITCHES,
  conjugateVerb,
  splitSentencesWithCompromise,
  toInfinitive,
} from './compromise-internals.js';

// What the engine and the analysis read from compromise's private internals. An upgrade that
// moves or reshapes them fails here, before a rewrite silently loses its verb forms.
describe("compromise's internals", () => {
  it('should be pinned to an exact version in package.json', () => {
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(manifest.dependencies.compromise).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('should tag words in the lexicon', () => {
    expect([COMPROMISE_LEXICON.send].flat()).toContain('Infinitive');
    expect([COMPROMISE_LEXICON.went].flat()).toContain('PastTense');
    expect([COMPROMISE_LEXICON.london].flat()).toContain('City');
    expect(Object.keys(COMPROMISE_LEXICON).length).toBeGreaterThan(10_000);
  });

  it('should give ambiguous words their class and unknown words a suffix tag', () => {
    expect(Object.values(COMPROMISE_SWITCHES)).toContain('Noun|Verb');
    expect(COMPROMISE_SUFFIX_PATTERNS.some((patterns) => patterns?.tion)).toBe(true);
  });

  it('should conjugate verbs both ways', () => {
    expect(conjugateVerb('help')).toMatchObject({ PresentTense: 'helps', PastTense: 'helped' });
    expect(conjugateVerb('write')).toMatchObject({ PastTense: 'wrote' });
    expect(toInfinitive('wrote', 'PastTense')).toBe('write');
  });

  it('should split sentences without tagging them', () => {
    expect(splitSentencesWithCompromise('Send it by Friday. Thanks, Dr. Lee will sign.')).toEqual([
      'Send it by Friday. ',
      'Thanks, Dr. Lee will sign.',
    ]);
  });
});
