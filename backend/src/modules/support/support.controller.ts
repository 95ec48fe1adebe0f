import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Authenticated } from '../../common/auth/auth-rules.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { CreateTicketDto, TicketDto } from './dto/ticket.dto.js';
import { SupportService } from './support.service.js';

@ApiTags('support')
@Controller('support/tickets')
export class SupportController {
  constructor(private readonly support: SupportService) {}

  @Post()
  @Authenticated()
  @Throttle({ default: { limit: 10, ttl: 3_600_000 } })
  @ApiOperation({ summary: 'Contact support from the Help Center; staff are notified by e-mail' })
  @ApiCreatedResponse({ type: TicketDto })
  create(@CurrentUser() user: AuthenticatedUser, @Body() dto: CreateTicketDto): Promise<TicketDto> {
    return this.support.create(user, dto);
  }

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'Your tickets, newest first' })
  @ApiOkResponse({ type: [TicketDto] })
  mine(@CurrentUser() user: AuthenticatedUser): Promise<TicketDto[]> {
    return this.support.mine(user.id);
  }
}
