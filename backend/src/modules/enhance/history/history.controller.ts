import { Controller, Delete, Get, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { MessageDto } from '../../auth/dto/auth.dto.js';
import { PageQueryDto } from '../shared/page-query.dto.js';
import { UuidParam } from '../shared/uuid-param.js';
import { ClearedDto, HistoryEntryDto, HistoryListDto } from './history.dto.js';
import { HistoryService } from './history.service.js';

@ApiTags('history')
@Controller('history')
export class HistoryController {
  constructor(private readonly history: HistoryService) {}

  @Get()
  @Authenticated({ onboarded: true, apiKeyScope: 'history:read' })
  @ApiOperation({ summary: 'Your enhancements, newest first, with 100-character previews' })
  @ApiOkResponse({ type: HistoryListDto })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() page: PageQueryDto,
  ): Promise<HistoryListDto> {
    return this.history.list(user.id, page.limit, page.offset);
  }

  @Get(':id')
  @Authenticated({ onboarded: true, apiKeyScope: 'history:read' })
  @ApiOperation({ summary: 'One history entry in full' })
  @ApiOkResponse({ type: HistoryEntryDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not a UUID' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'History entry not found' })
  get(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'history entry') id: string,
  ): Promise<HistoryEntryDto> {
    return this.history.get(user.id, id);
  }

  @Delete(':id')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Delete one history entry' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Not a UUID' })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'History entry not found' })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'history entry') id: string,
  ): Promise<MessageDto> {
    await this.history.remove(user.id, id);
    return { message: 'History entry deleted.' };
  }

  @Delete()
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Clear your whole history' })
  @ApiOkResponse({ type: ClearedDto })
  clear(@CurrentUser() user: AuthenticatedUser): Promise<ClearedDto> {
    return this.history.clear(user.id);
  }
}
