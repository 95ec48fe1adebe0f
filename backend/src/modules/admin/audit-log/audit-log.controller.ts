import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { AdminRoute } from '../shared/admin-route.decorator.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { AuditEventDto, AuditLogListDto, AuditLogQueryDto } from './audit-log.dto.js';
import { AuditLogService } from './audit-log.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @AdminRoute('The audit log, newest first, by action, record or staff e-mail', AuditLogListDto)
  list(@Query() query: AuditLogQueryDto): Promise<AuditLogListDto> {
    return this.audit.list(query);
  }

  @Get(':id')
  @AdminRoute('One audit event', AuditEventDto)
  get(@UuidParam('id', 'audit event') id: string): Promise<AuditEventDto> {
    return this.audit.get(id);
  }
}
