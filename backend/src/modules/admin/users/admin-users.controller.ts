import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
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
  @ApiOperation({ summary: 'Users by filter_type and search (e-mail, names), a page at a time' })
  @ApiOkResponse({ type: AdminUserListDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  list(@Query() query: AdminUserQueryDto): Promise<AdminUserListDto> {
    return this.users.list(query);
  }

  @Get(':id')
  @ApiOperation({
    summary: 'One user: plan, usage, history count, sessions, consents, tickets, payments',
  })
  @ApiOkResponse({ type: AdminUserDetailDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@UuidParam('id', 'user') id: string): Promise<AdminUserDetailDto> {
    return this.users.detail(id);
  }

  @Put(':id')
  @ApiOperation({
    summary: 'Activate or deactivate (ends every session at once), toggle Premium or staff access',
  })
  @ApiOkResponse({ type: AdminUserDetailDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  update(
    @Staff() staff: StaffActor,
    @UuidParam('id', 'user') id: string,
    @Body() dto: UpdateUserDto,
  ): Promise<AdminUserDetailDto> {
    return this.users.update(staff, id, dto);
  }
}
