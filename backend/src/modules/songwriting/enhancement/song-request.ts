import type {
  EmotionalArc,
  Genre,
  RhymeScheme,
  SongStructure,
  TargetEmotion,
  Tempo,
  WritingStyle,
} from '../options.js';

/** A songwriting enhancement with every default filled in. */
export interface SongRequest {
  lyrics: string;
  song_title: string;
  genre: Genre;
  writing_style: WritingStyle;
  emotional_arc: EmotionalArc;
  target_emotion: TargetEmotion;
  song_structure: SongStructure;
  rhyme_scheme: RhymeScheme;
  tempo: Tempo;
  key: string;
  custom_guidance: string;
  chat_context: { role: 'user' | 'assistant'; content: string }[];
  feedback_loop: boolean;
  emotional_feedback: Record<string, unknown> | null;
}
