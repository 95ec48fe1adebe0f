import { analyzeLyrics } from './analyze-lyrics.js';
import { pronounce } from './phonetics.js';
import { followsScheme, rhymeBetween, schemeOf } from './rhyme.js';
import { splitSections } from './sections.js';

// Lyrics written for these tests; syllables counted by hand.
const ABAB = [
  'The summer sun was setting low',
  'Across the field of golden wheat',
  'I watched the river come and go',
  'And felt the rhythm of my feet',
];
const AABB = [
  'I packed my bags and closed the door',
  'I will not wait here anymore',
  'The road ahead is long and wide',
  'With nothing left for me to hide',
];
const ABCB = [
  'My father had a silver truck',
  'He drove it every day',
  'The engine coughed on winter nights',
  'But never lost its way',
];

describe('lyric analysis', () => {
  it('should count syllables from the dictionary, with an estimate for words it lacks', () => {
    expect(pronounce('beautiful').syllables).toBe(3);
    expect(pronounce('fire').syllables).toBe(2);
    expect(pronounce('emotion').stress).toBe('010');
    expect(pronounce("runnin'").syllables).toBe(2);
    expect(pronounce('glimmerwave').known).toBe(false);
    expect(pronounce('glimmerwave').syllables).toBe(3);
    const lines = analyzeLyrics(ABAB.join('\n')).lines.map((line) => line.syllables);
    expect(lines).toEqual([8, 8, 8, 8]);
  });

  it('should find ABAB, AABB and ABCB schemes', () => {
    expect(schemeOf(ABAB.map((line) => line.split(' ').at(-1)!))).toBe('ABAB');
    expect(schemeOf(AABB.map((line) => line.split(' ').at(-1)!))).toBe('AABB');
    expect(schemeOf(ABCB.map((line) => line.split(' ').at(-1)!))).toBe('ABCB');
    expect(followsScheme(['truck', 'day', 'nights', 'way'], 'ABCB').follows).toBe(true);
    expect(followsScheme(['truck', 'day', 'nights', 'way'], 'ABAB')).toEqual({
      follows: false,
      broken: [2],
    });
  });

  it('should tell perfect rhymes from slant rhymes', () => {
    expect(rhymeBetween('heart', 'start')).toBe('perfect');
    expect(rhymeBetween('ocean', 'emotion')).toBe('perfect');
    expect(rhymeBetween('time', 'mine')).toBe('slant');
    expect(rhymeBetween('love', 'enough')).toBe('slant');
    expect(rhymeBetween('home', 'alone')).toBe('slant');
    expect(rhymeBetween('road', 'told')).toBe('slant');
    expect(rhymeBetween('day', 'night')).toBe('none');
    // Same stressed vowel, the coda differs: a slant rhyme as July/right is (issue 32).
    expect(rhymeBetween('pane', 'stay')).toBe('slant');
    expect(rhymeBetween('July', 'right')).toBe('slant');
  });

  it('should find internal rhymes', () => {
    const [line] = analyzeLyrics('Tonight the light is burning bright').lines;
    expect(line.internal_rhymes).toEqual(expect.arrayContaining(['tonight/light', 'light/bright']));
  });

  it('should take sections from labels', () => {
    const sections = splitSections(
      `[Verse 1]\n${ABAB.join('\n')}\n\nChorus:\n${AABB.join('\n')}\n\n(Bridge)\n${ABCB.join('\n')}`,
    );
    expect(
      sections.map((section) => [
        section.kind,
        section.label,
        section.lines.length,
        section.from_label,
      ]),
    ).toEqual([
      ['verse', 'Verse 1', 4, true],
      ['chorus', 'Chorus', 4, true],
      ['bridge', 'Bridge', 4, true],
    ]);
  });

  it('should find the chorus, bridge and outro of an unlabelled song by repetition and position', () => {
    const chorus = AABB.join('\n');
    const song = [
      ABAB.join('\n'),
      chorus,
      ABCB.join('\n'),
      chorus,
      'A bridge of words that nobody repeats\nIt turns the story round\nAnd then the last chorus comes back\nWith a brand new sound',
      chorus,
      'And so it ends',
    ].join('\n\n');
    expect(splitSections(song).map((section) => section.kind)).toEqual([
      'verse',
      'chorus',
      'verse',
      'chorus',
      'bridge',
      'chorus',
      'outro',
    ]);
  });

  it('should name a repeated block before each chorus the pre-chorus', () => {
    const pre = 'And here it comes again\nThe feeling in the rain';
    const song = [
      ABAB.join('\n'),
      pre,
      AABB.join('\n'),
      ABCB.join('\n'),
      pre,
      AABB.join('\n'),
    ].join('\n\n');
    expect(splitSections(song).map((section) => section.kind)).toEqual([
      'verse',
      'pre-chorus',
      'chorus',
      'verse',
      'pre-chorus',
      'chorus',
    ]);
  });

  it('should flag a line that breaks its section meter, stock phrases and the requested scheme', () => {
    const lyrics = [
      ...ABAB.slice(0, 3),
      'And felt the rhythm of my two tired dancing feet beneath a broken heart tonight',
    ].join('\n');
    const analysis = analyzeLyrics(lyrics, { rhyme_scheme: 'AABB' });
    expect(analysis.lines[3].breaks_meter).toBe(true);
    expect(analysis.sections[0].follows_requested_scheme).toBe(false);
    expect(analysis.cliches).toEqual([{ line: 3, phrase: 'broken heart' }]);
    expect(
      analysis.emotional_analysis.suggestions.some((suggestion) => suggestion.line === 3),
    ).toBe(true);
  });

  it('should read a dark song as melancholic and compare its arc with the one requested', () => {
    const dark =
      'The rain is cold and I am alone\nThe empty rooms are grey and gone\nI miss the light, I cry all night\nThe memories fade into the dark';
    const bright =
      'I rise to meet the morning light\nI believe the stars will shine\nTomorrow we will fly so high\nOur hope is strong, our dreams are free';
    const analysis = analyzeLyrics(`${dark}\n\n${bright}`, {
      emotional_arc: 'hopeful-journey',
      target_emotion: 'inspiring',
    });
    expect(analysis.sections[0].dominant_emotion).toBe('melancholic');
    expect(analysis.sections[1].dominant_emotion).toBe('inspiring');
    expect(analysis.sections[0].valence).toBeLessThan(0);
    expect(analysis.sections[1].valence).toBeGreaterThan(0);
    expect(analysis.emotional_analysis.arc.fit).toBeGreaterThan(0.5);
    const reversed = analyzeLyrics(`${bright}\n\n${dark}`, { emotional_arc: 'hopeful-journey' });
    expect(reversed.emotional_analysis.arc.fit).toBeLessThan(analysis.emotional_analysis.arc.fit);
  });
});
