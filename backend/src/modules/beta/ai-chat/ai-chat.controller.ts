import { Body, Controller, Delete, Get, Headers, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { RequireFeature } from '../../feature-toggles/require-feature.decorator.js';
import { isRefine } from './chat-subject.js';
import { ChargedBetaRoute } from '../shared/charged-route.js';
import { streamChat } from './ai-chat-stream.js';
import { AiChatDto, AiChatResponseDto } from './ai-chat.dto.js';
import { AiChatService } from './ai-chat.service.js';
import { ConversationDto, ConversationListDto } from './conversation.dto.js';
import { ConversationsService } from './conversations.service.js';

@ApiTags('beta')
@Controller('beta/chat')
export class AiChatController {
  constructor(
    private readonly chat: AiChatService,
    private readonly conversations: ConversationsService,
  ) {}

  @Post()
  @RequireFeature('beta_enterprise_workspace', { when: (request) => isRefine(request.body) })
  @RequireFeature('beta_ai_chat', { when: (request) => !isRefine(request.body) })
  @ChargedBetaRoute(
    'The AI Chat in four modes (enhance, advice, feedback, brainstorm); also the Enterprise workspace’s Refine',
    'A rewrite (enhance mode, Refine) charges one use of the plan like POST /api/ai/enhance (same reservation, history and 402; not when it changed nothing: `charged`, `charge_note`); advice, feedback and brainstorm answers are free (402 only once the plan’s uses are spent); limited per account (BETA_CHAT_USER_LIMIT_PER_MINUTE). A model provider answers when configured, else the built-in assistant. Only the last 5 messages of conversation_context are used. With `stream: true` or `Accept: text/event-stream` the answer is Server-Sent Events: `delta` {text}…, then `result` (this same body) or `error` {detail, status}. The exchange is stored in the person’s conversation (conversation_id). 403 while the AI Chat (or, for a request with mode/current_text, the Enterprise Workspace) is switched off.',
    AiChatResponseDto,
  )
  @ApiProduces('application/json', 'text/event-stream')
  @ApiForbiddenResponse({ type: ErrorBody, description: 'The feature is switched off' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'conversation_id is not one of yours' })
  async send(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: AiChatDto,
    @Headers('accept') accept: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const prepared = await this.chat.prepare(user, dto);
    if (dto.stream || /text\/event-stream/i.test(accept ?? '')) {
      return streamChat(this.chat, prepared, response);
    }
    response.status(200).json(await this.chat.answer(prepared));
  }

  @Get('conversations')
  @RequireFeature('beta_ai_chat')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Your AI Chat conversations, most recent first (at most 50)' })
  @ApiOkResponse({ type: ConversationListDto })
  list(@CurrentUser() user: AuthenticatedUser): Promise<ConversationListDto> {
    return this.conversations.list(user.id);
  }

  @Get('conversations/:id')
  @RequireFeature('beta_ai_chat')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'One conversation with its messages, to reopen it' })
  @ApiOkResponse({ type: ConversationDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not a conversation id' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not one of your conversations' })
  get(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'conversation') id: string,
  ): Promise<ConversationDto> {
    return this.conversations.get(user.id, id);
  }

  @Delete('conversations/:id')
  @RequireFeature('beta_ai_chat')
  @HttpCode(204)
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Delete one of your conversations' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not a conversation id' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'Not one of your conversations' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'conversation') id: string,
  ): Promise<void> {
    await this.conversations.remove(user.id, id);
  }
}
