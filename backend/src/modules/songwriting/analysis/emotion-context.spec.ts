import { analyzeLyrics } from './analyze-lyrics.js';

// A song about someone who left, in the words of the tester: quiet, still, home, warm.
const LEFT = `[Verse 1]
You packed your things in late July
The kitchen light is on all night
Your coffee cup is by the sink
The house is quiet now you're gone

[Chorus]
I still sleep on my side of the bed
Your coat still hangs beside the door
The rooms are warm and calm and still
But you don't live here anymore`;

const CALM = `[Verse 1]
The river moves so slow and calm
I breathe the quiet morning air
The meadow sleeps in gentle light
And I am resting, easy, home`;

describe('the emotion of a song, read in context (issue 32)', () => {
  it('reads a song about someone who left as melancholic, not peaceful', () => {
    const { emotional_analysis: reading } = analyzeLyrics(LEFT);
    const melancholic = reading.emotions.find((e) => e.name === 'melancholic')?.strength ?? 0;
    const peaceful = reading.emotions.find((e) => e.name === 'peaceful')?.strength ?? 0;
    expect(reading.dominant_emotion).toBe('melancholic');
    expect(melancholic).toBeGreaterThan(0.3);
    expect(peaceful).toBe(0);
  });

  it('still reads a calm song as peaceful', () => {
    const { emotional_analysis: reading } = analyzeLyrics(CALM);
    expect(reading.dominant_emotion).toBe('peaceful');
    expect(reading.emotions.find((e) => e.name === 'melancholic')?.strength ?? 0).toBe(0);
  });

  it('does not count a negated feeling ("no peace") as that feeling', () => {
    const { emotional_analysis: reading } = analyzeLyrics(
      'There is no peace in this town\nI cannot breathe when you are near\nNo calm, no rest, no easy sleep\nJust the sound of my own fear',
    );
    expect(reading.dominant_emotion).not.toBe('peaceful');
  });
});
