import { UsageDto } from '../../enhance/dto/enhance.dto.js';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { EMOTION_TONES, type EmotionTone } from '../../ai/ai.types.js';
import { MinTrimmedLength } from '../../enhance/dto/settings.dto.js';
import { ChatMessageDto, OptionalChatMessages } from '../../songwriting/dto/chat-message.dto.js';
import { CHAT_MESSAGE_REQUIRED, MAX_CHAT_MESSAGE } from '../command-chat/command-chat.dto.js';
import { RetainProperty } from '../../../common/privacy/retain.decorator.js';

/** Spec section 3: the AI Chat's four modes. */
export const CHAT_MODES = ['enhance', 'advice', 'feedback', 'brainstorm'] as const;
export type ChatMode = (typeof CHAT_MODES)[number];
/** Spec section 9: the chat context is the last 5 messages. */
export const CHAT_CONTEXT_MESSAGES = 5;
const MODE_MESSAGE = `Please choose a chat mode: ${CHAT_MODES.join(', ')}`;
const PLANS = ['free', 'pro', 'premium'] as const;

export class ChatPreferencesDto {
  @ApiPropertyOptional({
    enum: EMOTION_TONES,
    enumName: 'EmotionTone',
    description: 'The tone to enhance toward, and to give advice for (professional when left out)',
  })
  @IsOptional()
  @IsIn(EMOTION_TONES, { message: `Please choose a tone: ${EMOTION_TONES.join(', ')}` })
  enhancement_style?: EmotionTone;

  @ApiPropertyOptional({
    enum: PLANS,
    description: 'Sent by the page (spec section 6); the server reads the plan from the account',
  })
  @IsOptional()
  @IsIn(PLANS, { message: `subscription_tier must be one of ${PLANS.join(', ')}` })
  subscription_tier?: (typeof PLANS)[number];
}

/**
 * POST /api/beta/chat (spec section 7): the AI Chat tab sends message, chat_mode,
 * system_prompt, conversation_context and user_preferences; the Enterprise workspace sends
 * message, mode, context and current_text.
 */
export class AiChatDto {
  @ApiProperty({ maxLength: MAX_CHAT_MESSAGE, example: 'How can I make this more persuasive?' })
  @MaxLength(MAX_CHAT_MESSAGE, {
    message: `Your message can be at most ${MAX_CHAT_MESSAGE} characters long`,
  })
  @MinTrimmedLength(1, { message: CHAT_MESSAGE_REQUIRED })
  @IsString({ message: CHAT_MESSAGE_REQUIRED })
  message: string;

  @ApiPropertyOptional({ enum: CHAT_MODES, enumName: 'ChatMode', default: 'enhance' })
  @IsOptional()
  @IsIn(CHAT_MODES, { message: MODE_MESSAGE })
  chat_mode?: ChatMode;

  @ApiPropertyOptional({
    enum: CHAT_MODES,
    enumName: 'ChatMode',
    description: 'The Enterprise workspace’s name for chat_mode (chat_mode wins when both come)',
  })
  @IsOptional()
  @IsIn(CHAT_MODES, { message: MODE_MESSAGE })
  mode?: ChatMode;

  @ApiPropertyOptional({
    maxLength: 1000,
    description:
      'The page’s guidance for the assistant. It is treated as the person’s wishes: it travels inside tags in the user message, never in the system message, and cannot change the rules.',
  })
  @IsOptional()
  @MaxLength(1000, { message: 'system_prompt can be at most 1000 characters long' })
  @IsString({ message: 'system_prompt must be text' })
  system_prompt?: string;

  @OptionalChatMessages('conversation_context', 50, 'Only the last 5 are used')
  conversation_context?: ChatMessageDto[];

  @ApiPropertyOptional({ type: ChatPreferencesDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => ChatPreferencesDto)
  @IsObject({ message: 'user_preferences must be an object' })
  user_preferences?: ChatPreferencesDto;

  @ApiPropertyOptional({
    maxLength: 200,
    example: 'enterprise_workspace',
    description: 'Where the chat happens (the Enterprise workspace sends its step); data only',
  })
  @IsOptional()
  @MaxLength(200, { message: 'context can be at most 200 characters long' })
  @IsString({ message: 'context must be text' })
  context?: string;

  @ApiPropertyOptional({
    description: 'The text the chat is about; at most AI_MAX_INPUT_CHARS (413)',
  })
  @IsOptional()
  @IsString({ message: 'current_text must be text' })
  current_text?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'Continue this stored conversation (a new one is started when left out)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'conversation_id must be a conversation id' })
  conversation_id?: string;

  @ApiPropertyOptional({
    description:
      'Answer as Server-Sent Events (`Accept: text/event-stream` does the same): `delta` {text}…, then `result` (this route’s JSON answer) or `error` {detail, status}',
  })
  @IsOptional()
  @IsBoolean({ message: 'stream must be true or false' })
  stream?: boolean;

  @RetainProperty() retain?: boolean;
}

export class ChatMetadataDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    description:
      'Measured quality (0-10) of a rewrite, by the app’s analysis; null when the reply is not a rewrite',
  })
  quality_score: number | null;

  @ApiProperty({ type: Number, nullable: true, description: 'The same measure on the text before' })
  input_quality_score: number | null;

  @ApiProperty({ description: 'Seconds' }) processing_time: number;
  @ApiProperty({ enum: CHAT_MODES, enumName: 'ChatMode' }) chat_mode: ChatMode;
  @ApiProperty({ enum: ['builtin', 'provider'] }) engine: 'builtin' | 'provider';
  @ApiProperty({ example: 'resonate-builtin-1' }) model_used: string;

  @ApiProperty({ type: [String], description: 'Fallbacks and checks, in words' })
  notes: string[];
}

export class AiChatResponseDto {
  @ApiProperty() response: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'In enhance mode, the rewritten text alone (to copy or apply)',
  })
  enhanced_text: string | null;

  @ApiProperty({ type: ChatMetadataDto }) metadata: ChatMetadataDto;

  @ApiProperty({ type: [String], description: 'Next messages to send, one click each' })
  suggestions: string[];

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The stored conversation this exchange joined; null in privacy mode (nothing is stored)',
  })
  conversation_id: string | null;

  @ApiProperty({
    description:
      'One use of the plan was spent: a rewrite (enhance mode, Refine) that changed the text. Advice, feedback and brainstorm answers, and a rewrite that changed nothing, are free',
  })
  charged: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Set when a rewrite changed nothing: "Nothing changed, so this did not use your plan." with the reason',
  })
  charge_note: string | null;

  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The history entry stored with a charged rewrite',
  })
  history_id: string | null;

  @ApiProperty({
    type: UsageDto,
    nullable: true,
    description: 'Where the account stands after a rewrite; null for answers that are not one',
  })
  usage: UsageDto | null;
}
