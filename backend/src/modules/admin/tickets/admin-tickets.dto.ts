import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { Trim } from '../../../common/validation/transforms.js';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '../../support/entities/support-ticket.entity.js';
import { AdminListQueryDto } from '../shared/list-query.dto.js';

/** The list's filter values: a status, or every ticket still waiting on staff. */
export const TICKET_STATUS_FILTERS = ['unresolved', ...TICKET_STATUSES] as const;

export const TICKET_SORTS = ['created_at', 'updated_at', 'status', 'priority', 'subject'] as const;

const statusRule = IsIn(TICKET_STATUSES, {
  message: `status must be one of ${TICKET_STATUSES.join(', ')}`,
});
const priorityRule = IsIn(TICKET_PRIORITIES, {
  message: `priority must be one of ${TICKET_PRIORITIES.join(', ')}`,
});

export class AdminTicketQueryDto extends AdminListQueryDto {
  @ApiPropertyOptional({
    enum: TICKET_STATUS_FILTERS,
    description: 'A status, or unresolved for open and in_progress together',
  })
  @IsOptional()
  @IsIn(TICKET_STATUS_FILTERS, {
    message: `status must be one of ${TICKET_STATUS_FILTERS.join(', ')}`,
  })
  status?: (typeof TICKET_STATUS_FILTERS)[number];

  @ApiPropertyOptional({ enum: TICKET_PRIORITIES })
  @IsOptional()
  @priorityRule
  priority?: TicketPriority;

  @ApiPropertyOptional({ enum: TICKET_SORTS, default: 'created_at' })
  @IsOptional()
  @IsIn(TICKET_SORTS, { message: `sort must be one of ${TICKET_SORTS.join(', ')}` })
  sort?: (typeof TICKET_SORTS)[number];
}

export class AdminTicketDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() subject: string;
  @ApiProperty({ enum: TICKET_STATUSES }) status: TicketStatus;
  @ApiProperty({ enum: TICKET_PRIORITIES }) priority: TicketPriority;
  @ApiProperty({ enum: TICKET_CATEGORIES }) category: TicketCategory;
  @ApiProperty() user_email: string;
  @ApiProperty({ format: 'uuid' }) user_id: string;
  @ApiProperty() reply_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class AdminTicketListDto {
  @ApiProperty({ type: [AdminTicketDto] }) data: AdminTicketDto[];
  @ApiProperty() total: number;
}

export class TicketReplyDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: String, nullable: true }) staff_email: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class AdminTicketDetailDto extends AdminTicketDto {
  @ApiProperty({ description: "The user's message" }) message: string;
  @ApiProperty({ type: [TicketReplyDto], description: 'Staff answers, oldest first' })
  replies: TicketReplyDto[];
}

export class UpdateTicketDto {
  @ApiPropertyOptional({ enum: TICKET_STATUSES })
  @IsOptional()
  @statusRule
  status?: TicketStatus;

  @ApiPropertyOptional({ enum: TICKET_PRIORITIES })
  @IsOptional()
  @priorityRule
  priority?: TicketPriority;
}

export class CreateTicketReplyDto {
  @ApiProperty({ example: 'Thanks for writing in. We have fixed…' })
  @Trim()
  @IsString({ message: 'Please write a reply' })
  @IsNotEmpty({ message: 'Please write a reply' })
  @MaxLength(10000, { message: 'The reply must be at most 10,000 characters long' })
  message: string;

  @ApiPropertyOptional({
    enum: TICKET_STATUSES,
    description: 'The status after the reply (default: in_progress for an open ticket)',
  })
  @IsOptional()
  @statusRule
  status?: TicketStatus;
}
