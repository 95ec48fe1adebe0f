import { SONG_DEFAULTS } from '../options.js';
import { enhanceSong } from './enhance-song.js';
import type { SongRequest } from './song-request.js';

const STRONG_INSPIRING = `[Verse 1]
I rise to meet the morning light
I climb the hill to find the sky
I hold my hope and hold it tight
I spread my courage wide and high

[Chorus]
We rise, we rise, we fly tonight
We rise, we rise into the light

[Verse 2]
The dawn is breaking, gold and new
I start again, I dream, I soar
I know tomorrow shines for you
I open up a brand new door

[Chorus]
We rise, we rise, we fly tonight
We rise, we rise into the light`;

const request = (lyrics: string, changes: Partial<SongRequest> = {}): SongRequest => ({
  ...SONG_DEFAULTS,
  lyrics,
  song_title: 'We Rise',
  custom_guidance: '',
  chat_context: [],
  feedback_loop: false,
  emotional_feedback: null,
  ...changes,
});

describe('song enhancement review', () => {
  it('should call a well-made lyric that already carries the target emotion iconic and keep it as written', async () => {
    const result = await enhanceSong(request(STRONG_INSPIRING, { target_emotion: 'inspiring' }));
    expect(result.review).toMatchObject({ decision: 'keep_original', classification: 'iconic' });
    expect(result.enhanced_lyrics).toBe(STRONG_INSPIRING);
    expect(result.changes).toEqual([]);
    expect(result.review.feedback).toMatch(/kept as written/);
  });

  it('should enhance the same lyric toward another emotion, and measure the move', async () => {
    const result = await enhanceSong(request(STRONG_INSPIRING, { target_emotion: 'melancholic' }));
    expect(result.review.classification).not.toBe('iconic');
    expect(result.changes.length).toBeGreaterThan(0);
    expect(result.enhanced.emotional_analysis.target_strength).toBeGreaterThan(
      result.original.emotional_analysis.target_strength,
    );
  });

  it('should say plainly that custom guidance needs a connected model when the edits are made offline', async () => {
    const result = await enhanceSong(
      request(STRONG_INSPIRING, {
        target_emotion: 'peaceful',
        custom_guidance: 'Mention the harbour',
      }),
    );
    expect(result.model_used).toBe('built-in songwriting engine');
    expect(result.review.feedback).toMatch(/custom guidance needs a connected model/);
  });
});
