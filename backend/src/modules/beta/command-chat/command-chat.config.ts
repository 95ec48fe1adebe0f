import { IsInt, Min } from 'class-validator';
import { EnvNumber } from '../../../config/define-config.js';

/** The command chat is free of charge but counted per account. */
export class CommandChatConfig {
  /** Command-chat messages per minute per account. */
  @EnvNumber('BETA_COMMAND_CHAT_USER_LIMIT_PER_MINUTE') @IsInt() @Min(1) limitPerMinute = 30;
}
