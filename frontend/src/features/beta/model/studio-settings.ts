/** The settings a template fills in, shared by the studio's tabs. */
export interface StudioSettings {
  emotion_tone: string;
  intensity: number;
  use_case: string;
  output_format: string;
}

export const DEFAULT_STUDIO_SETTINGS: StudioSettings = {
  emotion_tone: 'professional',
  intensity: 5,
  use_case: 'general',
  output_format: 'plain',
};
