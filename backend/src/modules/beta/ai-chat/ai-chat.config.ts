import { IsInt, Min } from 'class-validator';
import { EnvNumber } from '../../../config/define-config.js';

/** The AI Chat is free of charge but counted per account. */
export class AiChatConfig {
  /** AI Chat messages (POST /api/beta/chat) per minute per account. */
  @EnvNumber('BETA_CHAT_USER_LIMIT_PER_MINUTE') @IsInt() @Min(1) limitPerMinute = 30;
}
