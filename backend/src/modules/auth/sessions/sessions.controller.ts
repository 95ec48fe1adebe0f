import {
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Post,
  Req,
} from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { requestMeta } from '../../../common/http/request-meta.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { MessageDto } from '../dto/auth.dto.js';
import { ExtensionSessionDto, SessionListDto, toSessionDto } from './sessions.dto.js';
import { SessionsService } from './sessions.service.js';

export const SESSION_NOT_FOUND = 'Session not found';

/** The person's signed-in devices: the web app's and the browser extension's sessions. */
@ApiTags('auth')
@Controller('auth/sessions')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Your signed-in devices (web app and browser extension), newest first' })
  @ApiOkResponse({ type: SessionListDto })
  async list(@CurrentUser() user: AuthenticatedUser): Promise<SessionListDto> {
    const live = await this.sessions.listLive(user.id);
    return { sessions: live.map((session) => toSessionDto(session, user.session_id)) };
  }

  @Post('extension')
  @Authenticated()
  @ApiOperation({
    summary:
      'A session of its own for the browser extension, which the page posts to it after sign-in (docs/extension.md): revoking it signs out the extension only',
  })
  @ApiCreatedResponse({ type: ExtensionSessionDto })
  async extension(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: Request,
  ): Promise<ExtensionSessionDto> {
    const token = await this.sessions.create(user, {
      ...requestMeta(request),
      client: 'extension',
    });
    return { access_token: token, token_type: 'bearer' };
  }

  @Delete(':id')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'Sign out one of your devices; its token stops working at once' })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorBody, description: SESSION_NOT_FOUND })
  async revoke(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'session') id: string,
  ): Promise<MessageDto> {
    if (!(await this.sessions.revokeOwn(user.id, id)))
      throw new NotFoundException({ detail: SESSION_NOT_FOUND });
    return { message: 'That device has been signed out.' };
  }
}
