import { analyzeLyrics } from '../../backend/src/modules/songwriting/analysis/analyze-lyrics.js';

// Ten lyrics written for the tests, in several genres, each with a labelled shape.
export const SONGS: { genre: string; target_emotion: string; lyrics: string }[] = [
  {
    genre: 'pop',
    target_emotion: 'inspiring',
    lyrics:
      '[Verse 1]\nI walked alone along the empty road\nThe city lights were fading into grey\nI carried every word you never told\nAnd watched the summer slowly drift away\n\n[Chorus]\nHold on, hold on, the night is almost through\nHold on, hold on, the morning waits for you\n\n[Verse 2]\nThe rain is falling on the window pane\nI count the cars that never stop to stay\nI cry the names I never can explain\nAnd wait for someone who will find the way\n\n[Chorus]\nHold on, hold on, the night is almost through\nHold on, hold on, the morning waits for you',
  },
  {
    genre: 'country',
    target_emotion: 'romantic',
    lyrics:
      '[Verse]\nMy daddy had a dusty pickup truck\nHe drove it down to Tulsa every spring\nHe said a man is only good as luck\nAnd sad old songs the lonely bluebirds sing\n\n[Chorus]\nOh, the road goes on forever\nAnd the river runs so slow\nWe were young and we were clever\nAnd we had nowhere to go',
  },
  {
    genre: 'rock',
    target_emotion: 'rebellious',
    lyrics:
      '[Verse]\nThey told us sit and never raise a hand\nThey built a wall and called it common sense\nWe walk the line they drew across the land\nAnd pay the price of every cold pretense\n\n[Chorus]\nTurn it up and let it burn\nThis is the night the tables turn',
  },
  {
    genre: 'folk',
    target_emotion: 'peaceful',
    lyrics:
      'Verse 1:\nThe kettle sings beside the open door\nThe garden waits for rain to come again\nI sweep the dust across the wooden floor\nAnd write your name upon the window pane\n\nVerse 2:\nThe hills are dark and quiet in the west\nThe sheep are lying down beneath the oak\nI lay my tired bones at last to rest\nAnd watch the chimney breathe its lazy smoke',
  },
  {
    genre: 'hip-hop',
    target_emotion: 'energetic',
    lyrics:
      '[Verse]\nI came up from the bottom with a pen and a dream\nNothing in my pocket but a plan and a scheme\nCold nights on the corner where the sirens scream\nNow I walk into the building and I run the whole team\n\n[Hook]\nWe go up, we go up, never coming down\nWe go up, we go up, taking every town',
  },
  {
    genre: 'r-b',
    target_emotion: 'vulnerable',
    lyrics:
      '[Verse]\nYou call me late at night when the city is asleep\nYou tell me all the secrets that you promised me to keep\nI hold the phone so tightly like a rope above the deep\nAnd every word you whisper is a promise I cannot keep\n\n[Chorus]\nStay a little longer, baby\nStay until the morning light',
  },
  {
    genre: 'indie',
    target_emotion: 'melancholic',
    lyrics:
      '[Verse 1]\nWe painted stars across the bedroom ceiling\nWe danced to records that we could not afford\nI still remember every single feeling\nThe way you laughed and played the same old chord\n\n[Chorus]\nAnd it was summer, summer\nAnd we were never bored',
  },
  {
    genre: 'electronic',
    target_emotion: 'playful',
    lyrics:
      '[Verse]\nNeon in the puddles on the boulevard\nBass is in my chest and it is beating hard\nEverybody moving like a shooting star\nNobody is asking who we really are\n\n[Chorus]\nDance dance, spin me round\nLift my feet up off the ground',
  },
  {
    genre: 'pop',
    target_emotion: 'melancholic',
    lyrics:
      '[Verse]\nI saw you smile across the crowded room\nYou wore the color of a summer sky\nThe air was sweet with jasmine in the bloom\nI never thought that I would say goodbye\n\n[Chorus]\nWe had it all, we had it all\nWe had it all before the fall',
  },
  {
    genre: 'country',
    target_emotion: 'inspiring',
    lyrics:
      '[Verse]\nThe barn is falling down behind the house\nThe fields are dry, the bank is at the gate\nMy mother says we never will get out\nBut I can see the sunrise, I can wait\n\n[Chorus]\nThis old town is all I know\nBut I am ready now to go',
  },
];

/** Section shapes, rhyme schemes and syllables per line, measured independently of the response. */
function shapeOf(lyrics: string) {
  const analysis = analyzeLyrics(lyrics);
  return {
    sections: analysis.sections.map(
      (section) => `${section.kind}:${section.line_count}:${section.rhyme_scheme}`,
    ),
    syllables: analysis.lines.map((line) => line.syllables),
  };
}

/** The enhanced lyric keeps the sections, rhyme schemes and, within 2, each line's syllables. */
export function expectSameTune(original: string, enhanced: string) {
  const before = shapeOf(original);
  const after = shapeOf(enhanced);
  expect(after.sections).toEqual(before.sections);
  after.syllables.forEach((count, index) =>
    expect(Math.abs(count - before.syllables[index])).toBeLessThanOrEqual(2),
  );
}
