import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { Staff, type StaffActor } from '../shared/staff-actor.decorator.js';
import {
  AdminTicketDetailDto,
  AdminTicketListDto,
  AdminTicketQueryDto,
  CreateTicketReplyDto,
  UpdateTicketDto,
} from './admin-tickets.dto.js';
import { AdminTicketsService } from './admin-tickets.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/support/tickets')
export class AdminTicketsController {
  constructor(private readonly tickets: AdminTicketsService) {}

  @Get()
  @ApiOperation({ summary: 'Tickets by status and priority, a page at a time' })
  @ApiOkResponse({ type: AdminTicketListDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  list(@Query() query: AdminTicketQueryDto): Promise<AdminTicketListDto> {
    return this.tickets.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One ticket with its thread' })
  @ApiOkResponse({ type: AdminTicketDetailDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@UuidParam('id', 'ticket') id: string): Promise<AdminTicketDetailDto> {
    return this.tickets.detail(id);
  }

  @Put(':id')
  @ApiOperation({ summary: "Change a ticket's status or priority" })
  @ApiOkResponse({ type: AdminTicketDetailDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  update(
    @Staff() staff: StaffActor,
    @UuidParam('id', 'ticket') id: string,
    @Body() dto: UpdateTicketDto,
  ): Promise<AdminTicketDetailDto> {
    return this.tickets.update(staff, id, dto);
  }

  @Post(':id/replies')
  @ApiOperation({ summary: 'Answer a ticket: saved in its thread and mailed to the user' })
  @ApiCreatedResponse({ type: AdminTicketDetailDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  reply(
    @Staff() staff: StaffActor,
    @UuidParam('id', 'ticket') id: string,
    @Body() dto: CreateTicketReplyDto,
  ): Promise<AdminTicketDetailDto> {
    return this.tickets.reply(staff, id, dto);
  }
}
