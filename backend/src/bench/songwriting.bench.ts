import { analyzeLyrics } from '../modules/songwriting/analysis/analyze-lyrics.js';
import { enhanceSong } from '../modules/songwriting/enhancement/enhance-song.js';
import { SONG_DEFAULTS } from '../modules/songwriting/options.js';
import { measure, measureAsync } from './timing.js';

// Stanzas in verse, chorus and bridge shapes; 60 sung lines once assembled (labels not counted).
const VERSES = [
  'I walked alone along the empty road\nThe city lights were fading into grey\nI carried every word you never told\nAnd watched the summer slowly drift away',
  'The rain is falling on the window pane\nI count the cars that never stop to stay\nI whisper all the names I cannot explain\nAnd wait for someone who will find the way',
  'My father had a silver pickup truck\nHe drove it down to Tulsa every spring\nHe said a man is only good as luck\nAnd sad old songs the lonely bluebirds sing',
  'We painted stars across the bedroom ceiling\nWe danced to records that we could not afford\nI still remember every single feeling\nThe way you laughed and played the same old chord',
];
const CHORUS =
  'Hold on, hold on, the night is almost through\nHold on, hold on, the morning waits for you\nWe had it all, we had it all\nWe had it all before the fall';
const BRIDGE =
  'And if the walls come down tonight\nI will not run, I will not hide\nThe kettle sings, the garden waits\nThe river turns beneath the gates';

/** A 60-line song: nine verses, a chorus after every second one, a bridge and a last chorus. */
export function sixtyLineSong(): string {
  const parts: string[] = [];
  for (let index = 0; index < 9; index += 1) {
    parts.push(`[Verse ${index + 1}]\n${VERSES[index % VERSES.length]}`);
    if (index % 2 === 1) parts.push(`[Chorus]\n${CHORUS}`);
  }
  parts.push(`[Bridge]\n${BRIDGE}`, `[Chorus]\n${CHORUS}`);
  return parts.join('\n\n');
}

/** Times the lyric analysis and the built-in enhancement of a 60-line song. */
export async function benchSongwriting(print: (line: string) => void): Promise<void> {
  const song = sixtyLineSong();
  const started = performance.now();
  const first = analyzeLyrics(song);
  const cold = performance.now() - started;
  print(`songwriting analysis: ${first.line_count} lines, ${first.sections.length} sections`);
  print(`songwriting analysis, first call (dictionary and caches cold): ${cold.toFixed(1)} ms`);
  const warm = measure(() => analyzeLyrics(song));
  print(
    `songwriting analysis, 60 lines: median ${warm.median.toFixed(2)} ms, fastest ${warm.fastest.toFixed(2)} ms (${warm.runs} runs)`,
  );
  const request = {
    ...SONG_DEFAULTS,
    lyrics: song,
    song_title: 'Hold On',
    target_emotion: 'melancholic' as const,
    custom_guidance: '',
    chat_context: [],
    feedback_loop: false,
    emotional_feedback: null,
  };
  const enhancement = await measureAsync(() => enhanceSong(request));
  print(
    `songwriting enhancement (built-in engine), 60 lines: median ${enhancement.median.toFixed(2)} ms, fastest ${enhancement.fastest.toFixed(2)} ms (${enhancement.runs} runs)`,
  );
}
