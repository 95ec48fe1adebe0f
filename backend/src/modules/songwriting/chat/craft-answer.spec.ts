import { builtinAssistant } from './song-assistant.js';

const SONG = `[Verse 1]
You packed your things in late July
The kitchen light is on all night
Your coffee cup is by the sink
The house is quiet now you're gone

[Chorus]
I keep the porch light burning for a car that never turns
Every road I know still leads me back to you
I keep the porch light burning
And the morning comes too soon

[Verse 2]
I hear the radio next door
A song we used to know by heart
I set two plates out of habit
And eat in silence in the dark`;

describe('the creative chat answers questions about this song (issue 32)', () => {
  it('answers "How can I make the chorus more memorable?" from this chorus', () => {
    const answer = builtinAssistant(
      'How can I make the chorus more memorable?',
      SONG,
      'melancholic',
    );
    expect(answer.response).toMatch(/^About your Chorus/);
    expect(answer.response).toContain('Title placement: "I keep the porch light burning');
    expect(answer.response).toMatch(
      /Line length: the Chorus averages [\d.]+ syllables a line against [\d.]+ in the verses/,
    );
    expect(answer.response).toMatch(/Rhyme: "(?:soon|you)"/);
    expect(answer.rhymes).toBeNull();
  });

  it('answers a question about the verse from its meter and rhymes', () => {
    const answer = builtinAssistant('Does my second verse work?', SONG, 'melancholic');
    expect(answer.response).toMatch(/^About your Verse 2/);
    expect(answer.response).toMatch(/rhyme scheme [A-Z]+/);
  });

  it('still lists rhymes when asked for rhymes', () => {
    const answer = builtinAssistant('rhymes for night', SONG);
    expect(answer.response).toMatch(/^"night" \(1 syllable\)\. Perfect rhymes: /);
  });
});
