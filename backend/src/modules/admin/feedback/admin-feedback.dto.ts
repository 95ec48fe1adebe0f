import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, Matches } from 'class-validator';
import { AdminListQueryDto } from '../shared/list-query.dto.js';

export const FEEDBACK_SORTS = ['created_at', 'tab', 'email'] as const;

export class AdminFeedbackQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({ example: 'heat-maps', description: 'Only feedback sent from this tab' })
  @IsOptional()
  @Matches(/^[a-z0-9-]{1,40}$/, { message: 'tab must be a short lower-case name' })
  tab?: string;

  @ApiPropertyOptional({ enum: FEEDBACK_SORTS, default: 'created_at' })
  @IsOptional()
  @IsIn(FEEDBACK_SORTS, { message: `sort must be one of ${FEEDBACK_SORTS.join(', ')}` })
  sort?: (typeof FEEDBACK_SORTS)[number];
}

/** What a person wrote in the beta studio's feedback box, with who wrote it. */
export class AdminFeedbackDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: 'The heat map legend helped a lot.' }) message: string;
  @ApiProperty({ type: String, nullable: true, example: 'heat-maps' }) tab: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class AdminFeedbackListDto {
  @ApiProperty({ type: [AdminFeedbackDto] }) data: AdminFeedbackDto[];
  @ApiProperty() total: number;
}
