import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { MinTrimmedLength } from '../../enhance/dto/settings.dto.js';

export const FEEDBACK_EMPTY_MESSAGE = 'Please write your feedback before sending it';
export const FEEDBACK_MAX_LENGTH = 5000;

export class FeedbackDto {
  @ApiProperty({ maxLength: FEEDBACK_MAX_LENGTH, example: 'The heat map legend helped a lot.' })
  @MaxLength(FEEDBACK_MAX_LENGTH, {
    message: `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters long`,
  })
  @MinTrimmedLength(1, { message: FEEDBACK_EMPTY_MESSAGE })
  @IsString({ message: FEEDBACK_EMPTY_MESSAGE })
  message: string;

  @ApiPropertyOptional({ example: 'heat-maps', description: 'The studio tab it was sent from' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'The tab must be a short lower-case name' })
  tab?: string;
}

export class FeedbackReceiptDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Thank you - your feedback was sent to the team.' }) message: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}
