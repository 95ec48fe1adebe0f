import type { ApiSchema } from '../../../lib/api-client';

/** The settings a template fills in, shared by the studio's tabs. */
export type StudioSettings = Pick<
  ApiSchema<'TemplateDto'>,
  'emotion_tone' | 'intensity' | 'use_case' | 'output_format'
>;

export const DEFAULT_STUDIO_SETTINGS: StudioSettings = {
  emotion_tone: 'professional',
  intensity: 5,
  use_case: 'general',
  output_format: 'plain',
};
