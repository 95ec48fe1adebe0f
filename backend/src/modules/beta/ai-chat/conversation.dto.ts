import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CHAT_MODES, type ChatMode } from './ai-chat.dto.js';

export class ConversationSummaryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ description: 'The first message, cut to 80 characters' }) title: string;
  @ApiProperty({ enum: CHAT_MODES, enumName: 'ChatMode' }) chat_mode: ChatMode;
  @ApiProperty() message_count: number;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ format: 'date-time' }) updated_at: string;
}

export class ConversationListDto {
  @ApiProperty({ type: [ConversationSummaryDto], description: 'Most recent first, at most 50' })
  conversations: ConversationSummaryDto[];
}

export class ConversationMessageDto {
  @ApiProperty({ enum: ['user', 'assistant'] }) role: 'user' | 'assistant';
  @ApiProperty() content: string;
  @ApiProperty({ format: 'date-time' }) timestamp: string;
  @ApiProperty({ enum: CHAT_MODES, enumName: 'ChatMode' }) chat_mode: ChatMode;

  @ApiPropertyOptional({ type: String, nullable: true }) enhanced_text?: string | null;
  @ApiPropertyOptional({ type: Number, nullable: true }) quality_score?: number | null;
  @ApiPropertyOptional({ type: [String] }) suggestions?: string[];
  @ApiPropertyOptional({ enum: ['builtin', 'provider'] }) engine?: 'builtin' | 'provider';
}

export class ConversationDto extends ConversationSummaryDto {
  @ApiProperty({ type: [ConversationMessageDto], description: 'Oldest first' })
  messages: ConversationMessageDto[];
}
