import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  type ValidationOptions,
} from 'class-validator';
import {
  EMOTION_TONES,
  OUTPUT_FORMATS,
  PERSONA_PROFILES,
  USE_CASES,
  type EmotionTone,
  type OutputFormat,
  type PersonaProfile,
  type UseCase,
} from '../../ai/ai.types.js';
import { HasVisibleText } from '../../../common/validation/visible-text.js';

export const INTENSITY_MESSAGE = 'Intensity must be a whole number from 1 to 10';
export const TARGET_WORDS_MIN = 25;
export const TARGET_WORDS_MAX = 1000;
export const TARGET_WORDS_MESSAGE = `The target word count must be a whole number from ${TARGET_WORDS_MIN} to ${TARGET_WORDS_MAX}`;
export const MAX_LOCKED_TERMS = 20;
export const MAX_LOCKED_TERM_LENGTH = 60;

const choose = (what: string, values: readonly string[]) =>
  `Please choose ${what}: ${values.join(', ')}`;

/** A string whose trimmed length is at least `min` (the spec counts characters after trimming). */
export const MinTrimmedLength = (min: number, options: ValidationOptions) =>
  ValidateBy(
    {
      name: 'minTrimmedLength',
      validator: { validate: (value) => typeof value === 'string' && value.trim().length >= min },
    },
    options,
  );

/** The enhancement settings as every screen shows and stores them; decorators check bottom-up. */
export class EnhanceSettingsDto {
  @ApiPropertyOptional({ enum: EMOTION_TONES, enumName: 'EmotionTone', default: 'empathetic' })
  @IsOptional()
  @IsIn(EMOTION_TONES, { message: choose('a tone', EMOTION_TONES) })
  emotion_tone?: EmotionTone;

  @ApiPropertyOptional({ enum: PERSONA_PROFILES, enumName: 'PersonaProfile', default: 'adaptive' })
  @IsOptional()
  @IsIn(PERSONA_PROFILES, { message: choose('a persona profile', PERSONA_PROFILES) })
  persona_profile?: PersonaProfile;

  @ApiPropertyOptional({ enum: OUTPUT_FORMATS, enumName: 'OutputFormat', default: 'plain' })
  @IsOptional()
  @IsIn(OUTPUT_FORMATS, { message: choose('an output format', OUTPUT_FORMATS) })
  output_format?: OutputFormat;

  @ApiPropertyOptional({ minimum: 1, maximum: 10, default: 5 })
  @IsOptional()
  @Max(10, { message: INTENSITY_MESSAGE })
  @Min(1, { message: INTENSITY_MESSAGE })
  @IsInt({ message: INTENSITY_MESSAGE })
  intensity?: number;

  @ApiPropertyOptional({ enum: USE_CASES, enumName: 'UseCase', nullable: true })
  @IsOptional()
  @IsIn(USE_CASES, { message: choose('a use case', USE_CASES) })
  use_case?: UseCase | null;

  @ApiPropertyOptional({
    type: Number,
    minimum: TARGET_WORDS_MIN,
    maximum: TARGET_WORDS_MAX,
    nullable: true,
  })
  @IsOptional()
  @Max(TARGET_WORDS_MAX, { message: TARGET_WORDS_MESSAGE })
  @Min(TARGET_WORDS_MIN, { message: TARGET_WORDS_MESSAGE })
  @IsInt({ message: TARGET_WORDS_MESSAGE })
  target_word_count?: number | null;

  @ApiPropertyOptional({
    type: [String],
    maxItems: MAX_LOCKED_TERMS,
    description: `Words kept exactly as written (at most ${MAX_LOCKED_TERMS}, each up to ${MAX_LOCKED_TERM_LENGTH} characters)`,
  })
  @IsOptional()
  @HasVisibleText('Locked terms must not be empty', { each: true })
  @MaxLength(MAX_LOCKED_TERM_LENGTH, {
    each: true,
    message: `Each locked term must be at most ${MAX_LOCKED_TERM_LENGTH} characters long`,
  })
  @IsString({ each: true, message: 'Locked terms must be a list of words or short phrases' })
  @ArrayMaxSize(MAX_LOCKED_TERMS, {
    message: `Please lock at most ${MAX_LOCKED_TERMS} terms`,
  })
  @IsArray({ message: 'Locked terms must be a list of words or short phrases' })
  locked_terms?: string[];
}

/** Settings with every default applied: what history, projects and exports store. */
export class StoredSettingsDto {
  @ApiProperty({ enum: EMOTION_TONES, enumName: 'EmotionTone' }) emotion_tone: EmotionTone;
  @ApiProperty({ enum: PERSONA_PROFILES, enumName: 'PersonaProfile' })
  persona_profile: PersonaProfile;
  @ApiProperty({ enum: OUTPUT_FORMATS, enumName: 'OutputFormat' }) output_format: OutputFormat;
  @ApiProperty({ minimum: 1, maximum: 10 }) intensity: number;
  @ApiProperty({ enum: USE_CASES, enumName: 'UseCase', nullable: true }) use_case: UseCase | null;
  @ApiProperty({ type: Number, nullable: true }) target_word_count: number | null;
  @ApiProperty({ type: [String] }) locked_terms: string[];
}

/** Spec defaults: tone empathetic, persona adaptive, format plain, intensity 5. */
export const DEFAULT_SETTINGS: Readonly<StoredSettingsDto> = {
  emotion_tone: 'empathetic',
  persona_profile: 'adaptive',
  output_format: 'plain',
  intensity: 5,
  use_case: null,
  target_word_count: null,
  locked_terms: [],
};

export function withDefaults(settings: EnhanceSettingsDto = {}): StoredSettingsDto {
  return {
    emotion_tone: settings.emotion_tone ?? DEFAULT_SETTINGS.emotion_tone,
    persona_profile: settings.persona_profile ?? DEFAULT_SETTINGS.persona_profile,
    output_format: settings.output_format ?? DEFAULT_SETTINGS.output_format,
    intensity: settings.intensity ?? DEFAULT_SETTINGS.intensity,
    use_case: settings.use_case ?? null,
    target_word_count: settings.target_word_count ?? null,
    locked_terms: settings.locked_terms ?? [],
  };
}
