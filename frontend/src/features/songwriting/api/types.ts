import type { ApiSchema } from '../../../lib/api-client';

// The songwriting API's shapes, from the contract (Swagger tag "songwriting").

export type LabelledOption = ApiSchema<'LabelledOptionDto'>;
export type SongFormula = ApiSchema<'SongFormulaDto'>;
export type SongSettings = Required<ApiSchema<'SongSettingsDto'>>;
export type SongwritingOptions = ApiSchema<'SongwritingOptionsDto'>;
export type AnalyzedLine = ApiSchema<'AnalyzedLineDto'>;
export type EmotionalAnalysis = ApiSchema<'EmotionalAnalysisDto'>;
export type LyricAnalysis = ApiSchema<'LyricAnalysisDto'>;
export type LyricalAnalysisResponse = ApiSchema<'LyricalAnalysisResponseDto'>;
export type ChatMessage = ApiSchema<'ChatMessageDto'>;
export type SongEnhancement = ApiSchema<'SongwritingEnhancementResponseDto'>;
export type SavedSong = ApiSchema<'SongDto'>;
