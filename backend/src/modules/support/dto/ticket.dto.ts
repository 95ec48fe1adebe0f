import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { NormalizeText, Trim } from '../../../common/validation/transforms.js';
import { HasVisibleText, NoHiddenCharacters } from '../../../common/validation/visible-text.js';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type SupportTicket,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from '../entities/support-ticket.entity.js';

export class CreateTicketDto {
  @ApiProperty({ example: 'Export to PDF fails' })
  @NormalizeText()
  @IsString({ message: 'Please enter a subject' })
  @HasVisibleText('Please enter a subject')
  @MaxLength(200, { message: 'The subject must be at most 200 characters long' })
  @NoHiddenCharacters('The subject must not contain invisible or direction-changing characters')
  subject: string;

  @ApiProperty({ example: 'When I export…' })
  @Trim()
  @IsString({ message: 'Please describe how we can help' })
  @IsNotEmpty({ message: 'Please describe how we can help' })
  @MaxLength(5000, { message: 'The message must be at most 5,000 characters long' })
  message: string;

  @ApiPropertyOptional({ enum: TICKET_CATEGORIES, enumName: 'TicketCategory', default: 'general' })
  @IsOptional()
  @IsIn(TICKET_CATEGORIES, { message: `category must be one of ${TICKET_CATEGORIES.join(', ')}` })
  category?: TicketCategory;
}

export class TicketDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @ApiProperty({ enum: TICKET_STATUSES, enumName: 'TicketStatus' }) status: TicketStatus;
  @ApiProperty({ enum: TICKET_PRIORITIES, enumName: 'TicketPriority' }) priority: TicketPriority;
  @ApiProperty({ enum: TICKET_CATEGORIES, enumName: 'TicketCategory' }) category: TicketCategory;
  @ApiProperty() user_email: string;
  @ApiProperty() created_at: string;
}

export function toTicketDto(ticket: SupportTicket): TicketDto {
  return {
    id: ticket.id,
    subject: ticket.subject,
    message: ticket.message,
    status: ticket.status,
    priority: ticket.priority,
    category: ticket.category,
    user_email: ticket.userEmail,
    created_at: ticket.createdAt.toISOString(),
  };
}
