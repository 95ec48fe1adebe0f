import { IsInt, Min } from 'class-validator';
import { EnvNumber } from '../../config/define-config.js';

/** The songwriting chat is free of charge but counted per account. */
export class SongwritingConfig {
  /** Songwriting chat messages (POST /api/beta/songwriting/chat) per minute per account. */
  @EnvNumber('SONGWRITING_CHAT_USER_LIMIT_PER_MINUTE') @IsInt() @Min(1) chatLimitPerMinute = 30;
}
