// The songwriting enumerations and defaults (spec section 3), defined once: the DTOs document
// them as Swagger enums and GET /api/beta/songwriting/options serves them to the tab.

export const GENRES = [
  'pop',
  'country',
  'hip-hop',
  'rock',
  'r-b',
  'folk',
  'indie',
  'electronic',
] as const;
export type Genre = (typeof GENRES)[number];

export const WRITING_STYLES = [
  'max-martin',
  'nashville',
  'hip-hop',
  'singer-songwriter',
  'rock-anthem',
  'r-b-soul',
] as const;
export type WritingStyle = (typeof WRITING_STYLES)[number];

export const EMOTIONAL_ARCS = [
  'hopeful-journey',
  'love-story',
  'introspective',
  'empowerment',
  'nostalgia',
  'social-commentary',
] as const;
export type EmotionalArc = (typeof EMOTIONAL_ARCS)[number];

export const TARGET_EMOTIONS = [
  'inspiring',
  'romantic',
  'melancholic',
  'energetic',
  'vulnerable',
  'rebellious',
  'peaceful',
  'playful',
] as const;
export type TargetEmotion = (typeof TARGET_EMOTIONS)[number];

export const SONG_STRUCTURES = [
  'verse-chorus-verse-chorus-bridge-chorus',
  'verse-pre-chorus-chorus-verse-pre-chorus-chorus-bridge-chorus',
  'verse-verse-bridge-verse',
  'verse-chorus-verse-chorus-outro',
  'verse-verse-verse',
] as const;
export type SongStructure = (typeof SONG_STRUCTURES)[number];

export const RHYME_SCHEMES = ['ABAB', 'AABB', 'ABCB', 'AAAA', 'ABBA', 'free'] as const;
export type RhymeScheme = (typeof RHYME_SCHEMES)[number];

export const TEMPOS = ['slow', 'medium', 'fast'] as const;
export type Tempo = (typeof TEMPOS)[number];

const NOTES = ['C', 'C#', 'D', 'Eb', 'E', 'F', 'F#', 'G', 'Ab', 'A', 'Bb', 'B'] as const;
export const KEYS = NOTES.flatMap((note) => [`${note}-major`, `${note}-minor`]);

export const SECTION_KINDS = ['intro', 'verse', 'pre-chorus', 'chorus', 'bridge', 'outro'] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];

export const SONG_DEFAULTS = {
  genre: 'pop' as Genre,
  writing_style: 'singer-songwriter' as WritingStyle,
  emotional_arc: 'hopeful-journey' as EmotionalArc,
  target_emotion: 'inspiring' as TargetEmotion,
  song_structure: 'verse-chorus-verse-chorus-bridge-chorus' as SongStructure,
  rhyme_scheme: 'ABAB' as RhymeScheme,
  tempo: 'medium' as Tempo,
  key: 'C-major',
};

/** What each writing style asks of a lyric; shown in the tab and given to the model. */
export const WRITING_STYLE_NOTES: Record<WritingStyle, string> = {
  'max-martin':
    'melodic math: short, singable lines, matching syllable counts, a title hook repeated in the chorus',
  nashville:
    'concrete storytelling: names, places and objects, a twist on the hook line in the last chorus',
  'hip-hop': 'dense internal rhyme and multisyllable rhymes, vivid slang, rhythm before melody',
  'singer-songwriter': 'plain, personal detail and honest imagery, conversational phrasing',
  'rock-anthem': 'big shared statements, strong verbs, a chorus a crowd can shout',
  'r-b-soul': 'sensual, intimate phrasing with room for melisma, longer vowels at line ends',
};

/** The common song structures with what each is for and a skeleton to start from. */
export const SONG_FORMULAS: {
  structure: SongStructure;
  name: string;
  purpose: string;
  skeleton: string;
}[] = [
  {
    structure: 'verse-chorus-verse-chorus-bridge-chorus',
    name: 'Verse–Chorus with Bridge',
    purpose:
      'The radio standard: verses tell the story, the chorus repeats the hook, the bridge gives a new angle before the last chorus.',
    skeleton: '[Verse 1]\n\n[Chorus]\n\n[Verse 2]\n\n[Chorus]\n\n[Bridge]\n\n[Chorus]',
  },
  {
    structure: 'verse-pre-chorus-chorus-verse-pre-chorus-chorus-bridge-chorus',
    name: 'Verse–Pre-chorus–Chorus',
    purpose: 'Builds tension before each chorus so the hook lands harder; common in modern pop.',
    skeleton:
      '[Verse 1]\n\n[Pre-Chorus]\n\n[Chorus]\n\n[Verse 2]\n\n[Pre-Chorus]\n\n[Chorus]\n\n[Bridge]\n\n[Chorus]',
  },
  {
    structure: 'verse-verse-bridge-verse',
    name: 'AABA (32-bar form)',
    purpose:
      'No separate chorus: the hook sits in the first or last line of each verse; the bridge contrasts. Classic standards and ballads.',
    skeleton: '[Verse 1]\n\n[Verse 2]\n\n[Bridge]\n\n[Verse 3]',
  },
  {
    structure: 'verse-chorus-verse-chorus-outro',
    name: 'Verse–Chorus with Outro',
    purpose: 'Straightforward and short; the outro lets the song land with a changed last thought.',
    skeleton: '[Verse 1]\n\n[Chorus]\n\n[Verse 2]\n\n[Chorus]\n\n[Outro]',
  },
  {
    structure: 'verse-verse-verse',
    name: 'Strophic (verse only)',
    purpose:
      'One melody repeated for every verse; the story carries the song. Folk and story ballads.',
    skeleton: '[Verse 1]\n\n[Verse 2]\n\n[Verse 3]',
  },
];
