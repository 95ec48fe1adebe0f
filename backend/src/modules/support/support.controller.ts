import { Body, Controller, Get, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AddressLimiter } from '../../common/throttling/address-limiter.js';
import { Authenticated } from '../../common/auth/auth-rules.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { CreateTicketDto, TicketDto } from './dto/ticket.dto.js';
import { SupportService } from './support.service.js';

@ApiTags('support')
@Controller('support/tickets')
export class SupportController {
  constructor(
    private readonly support: SupportService,
    private readonly addresses: AddressLimiter,
  ) {}

  @Post()
  @Authenticated()
  @ApiOperation({ summary: 'Contact support from the Help Center; staff are notified by e-mail' })
  @ApiCreatedResponse({ type: TicketDto })
  async create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateTicketDto,
    @Req() request: Request,
  ): Promise<TicketDto> {
    // 10 tickets an hour per address, counted once the ticket is valid.
    await this.addresses.consume('support-tickets', request, 10, 3_600_000);
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
