import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { AdminRoute } from '../shared/admin-route.decorator.js';
import { Staff, type StaffActor } from '../shared/staff-actor.decorator.js';
import {
  AdminUserDetailDto,
  AdminUserListDto,
  AdminUserQueryDto,
  UpdateUserDto,
} from './admin-users.dto.js';
import { AdminUsersService } from './admin-users.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @AdminRoute('Users by filter_type and search (e-mail, names), a page at a time', AdminUserListDto)
  list(@Query() query: AdminUserQueryDto): Promise<AdminUserListDto> {
    return this.users.list(query);
  }

  @Get(':id')
  @AdminRoute(
    'One user: plan, usage, history count, sessions, consents, tickets, payments',
    AdminUserDetailDto,
  )
  get(@UuidParam('id', 'user') id: string): Promise<AdminUserDetailDto> {
    return this.users.detail(id);
  }

  @Put(':id')
  @AdminRoute(
    'Activate or deactivate (ends every session at once), toggle Premium or staff access',
    AdminUserDetailDto,
  )
  update(
    @Staff() staff: StaffActor,
    @UuidParam('id', 'user') id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<AdminUserDetailDto> {
    return this.users.update(staff, id, dto);
  }
}
