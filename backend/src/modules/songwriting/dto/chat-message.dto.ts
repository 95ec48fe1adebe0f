import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

export const CHAT_ROLES = ['user', 'assistant'] as const;

export class ChatMessageDto {
  @ApiProperty({ enum: CHAT_ROLES, enumName: 'ChatRole' })
  @IsIn(CHAT_ROLES, { message: 'A chat message role is user or assistant' })
  role: (typeof CHAT_ROLES)[number];

  @ApiProperty({ maxLength: 2000 })
  @MaxLength(2000, { message: 'A chat message can be at most 2,000 characters' })
  @IsString({ message: 'A chat message must be text' })
  content: string;
}

/** An optional list of chat messages, at most `max`, each validated. */
export const OptionalChatMessages = (field: string, max: number, description?: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: [ChatMessageDto], maxItems: max, description }),
    IsOptional(),
    ArrayMaxSize(max, { message: `Send at most ${max} chat messages` }),
    ValidateNested({ each: true }),
    Type(() => ChatMessageDto),
    IsArray({ message: `${field} must be a list of messages` }),
  );
