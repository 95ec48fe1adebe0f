import { Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { AdminRoute } from '../shared/admin-route.decorator.js';
import { Staff, type StaffActor } from '../shared/staff-actor.decorator.js';
import { AdminApiKeyDto, AdminApiKeyListDto, AdminApiKeyQueryDto } from './admin-api-keys.dto.js';
import { AdminApiKeysService } from './admin-api-keys.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/api-keys')
export class AdminApiKeysController {
  constructor(private readonly keys: AdminApiKeysService) {}

  @Get()
  @AdminRoute(
    'API keys by owner, status or words (name, prefix, e-mail); never secrets',
    AdminApiKeyListDto,
  )
  list(@Query() query: AdminApiKeyQueryDto): Promise<AdminApiKeyListDto> {
    return this.keys.list(query);
  }

  @Get(':id')
  @AdminRoute('One API key', AdminApiKeyDto)
  get(@UuidParam('id', 'API key') id: string): Promise<AdminApiKeyDto> {
    return this.keys.get(id);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @AdminRoute(
    'Revoke an API key (audited); it answers 401 from the next request on',
    AdminApiKeyDto,
  )
  revoke(
    @Staff() staff: StaffActor,
    @UuidParam('id', 'API key') id: string,
  ): Promise<AdminApiKeyDto> {
    return this.keys.revoke(staff, id);
  }
}
