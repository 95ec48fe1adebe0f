import { Body, Controller, Get, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { AdminRoute } from '../shared/admin-route.decorator.js';
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
  @AdminRoute('Tickets by status and priority, a page at a time', AdminTicketListDto)
  list(@Query() query: AdminTicketQueryDto): Promise<AdminTicketListDto> {
    return this.tickets.list(query);
  }

  @Get(':id')
  @AdminRoute('One ticket with its thread', AdminTicketDetailDto)
  get(@UuidParam('id', 'ticket') id: string): Promise<AdminTicketDetailDto> {
    return this.tickets.detail(id);
  }

  @Put(':id')
  @AdminRoute("Change a ticket's status or priority", AdminTicketDetailDto)
  update(
    @Staff() staff: StaffActor,
    @UuidParam('id', 'ticket') id: string,
    @Body() dto: UpdateTicketDto,
  ): Promise<AdminTicketDetailDto> {
    return this.tickets.update(staff, id, dto);
  }

  @Post(':id/replies')
  @AdminRoute(
    'Answer a ticket: saved in its thread and mailed to the user',
    AdminTicketDetailDto,
    201,
  )
  reply(
    @Staff() staff: StaffActor,
    @UuidParam('id', 'ticket') id: string,
    @Body() dto: CreateTicketReplyDto,
  ): Promise<AdminTicketDetailDto> {
    return this.tickets.reply(staff, id, dto);
  }
}
