import { ApiProperty } from '@nestjs/swagger';
import {
  CAPABILITY_ENGINES,
  REWRITE_SETTINGS,
  type AiCapabilities,
  type CapabilityEngine,
  type RewriteSetting,
} from '../../ai/ai.capabilities.js';
import {
  LANGUAGES,
  PERSONA_PROFILES,
  type Language,
  type PersonaProfile,
} from '../../ai/ai.types.js';

/** What the running engine can do; a screen disables or labels what it cannot honour. */
export class AiCapabilitiesDto implements AiCapabilities {
  @ApiProperty({
    enum: CAPABILITY_ENGINES,
    enumName: 'CapabilityEngine',
    description:
      'builtin: the offline rules; local: a model on this server; provider: a model provider',
  })
  engine: CapabilityEngine;

  @ApiProperty({
    example: 'Light edits: this installation rewrites offline',
    description: 'The engine in customer words (no model name or configuration)',
  })
  label: string;

  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', isArray: true, example: ['en'] })
  output_languages: Language[];

  @ApiProperty({ enum: LANGUAGES, enumName: 'Language', isArray: true, example: ['en'] })
  input_languages: Language[];

  @ApiProperty({
    description: 'Whether a word target above the text’s length is met; false: it only shortens',
  })
  can_lengthen: boolean;

  @ApiProperty({
    enum: PERSONA_PROFILES,
    enumName: 'PersonaProfile',
    isArray: true,
    description: 'Personas that change the text; the others give the adaptive result',
  })
  personas: PersonaProfile[];

  @ApiProperty({ example: 10, description: 'The highest intensity that changes anything more' })
  max_intensity: number;

  @ApiProperty({ description: 'Whether a second try can give a different version' })
  variants: boolean;

  @ApiProperty({
    enum: REWRITE_SETTINGS,
    enumName: 'RewriteSetting',
    isArray: true,
    description: 'Settings honoured fully; the fields above say what is honoured in part',
  })
  honours: RewriteSetting[];
}
