import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { EMOTION_TONES, type EmotionTone } from '../../ai/ai.types.js';
import { DEMO_SAMPLE_IDS, type DemoSampleId } from '../demo-samples.js';

export class DemoRewriteDto {
  @ApiProperty({ enum: DEMO_SAMPLE_IDS, enumName: 'DemoSampleId', example: 'sales-follow-up' })
  @IsIn(DEMO_SAMPLE_IDS, { message: `sample_id must be one of: ${DEMO_SAMPLE_IDS.join(', ')}` })
  sample_id: DemoSampleId;

  @ApiProperty({ enum: EMOTION_TONES, enumName: 'EmotionTone', example: 'persuasive' })
  @IsIn(EMOTION_TONES, { message: `emotion_tone must be one of: ${EMOTION_TONES.join(', ')}` })
  emotion_tone: EmotionTone;

  @ApiPropertyOptional({ minimum: 1, maximum: 10, default: 7 })
  @IsOptional()
  @IsInt({ message: 'intensity must be a whole number from 1 to 10' })
  @Min(1, { message: 'intensity must be a whole number from 1 to 10' })
  @Max(10, { message: 'intensity must be a whole number from 1 to 10' })
  intensity?: number;
}

export class DemoRewriteResultDto {
  @ApiProperty({ enum: DEMO_SAMPLE_IDS, enumName: 'DemoSampleId' }) sample_id: DemoSampleId;
  @ApiProperty({ enum: EMOTION_TONES, enumName: 'EmotionTone' }) emotion_tone: EmotionTone;
  @ApiProperty({ example: 7 }) intensity: number;
  @ApiProperty() original_text: string;
  @ApiProperty() enhanced_text: string;
  @ApiProperty({ example: 7.8, description: 'Out of 10, measured on the output' })
  quality_score: number;
  @ApiProperty({ example: 6.1, description: 'The same measure on the sample as written' })
  input_quality_score: number;
  @ApiProperty({ example: 6.4, description: 'Tone match of the output, 0 to 10' })
  tone_match: number;
  @ApiProperty({ example: 3.1, description: 'Tone match of the sample as written, 0 to 10' })
  input_tone_match: number;
  @ApiProperty({
    type: [String],
    description: 'Names, numbers, dates and links carried through unchanged',
  })
  protected: string[];
  @ApiProperty({ example: 'Changed 3 of 3 sentences.' }) change_note: string;
  @ApiProperty({ example: 'resonate-builtin-1' }) model_used: string;
}
