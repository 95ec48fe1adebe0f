import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { RequireFeature } from '../../feature-toggles/require-feature.decorator.js';
import { ChargedBetaRoute } from '../shared/charged-route.js';
import { CommandChatDto } from './command-chat.dto.js';
import { CommandChatResponseDto } from './commands.dto.js';
import { CommandChatService } from './command-chat.service.js';

@ApiTags('beta')
@Controller('beta')
@RequireFeature('beta_enhanced_workspace')
export class CommandChatController {
  constructor(private readonly chat: CommandChatService) {}

  @Post('ai-chat')
  @ChargedBetaRoute(
    "The Enhanced Workspace's command chat: a reply and the commands for the page to carry out",
    'Not charged itself (402 only once the plan’s uses are spent; enhance_content is charged when the page enhances); limited per account (BETA_COMMAND_CHAT_USER_LIMIT_PER_MINUTE). Commands come from the model’s tool calls when a provider is configured, else from the built-in intent parser.',
    CommandChatResponseDto,
  )
  send(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CommandChatDto,
  ): Promise<CommandChatResponseDto> {
    return this.chat.chat(user, dto);
  }
}
