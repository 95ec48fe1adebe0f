import { Controller, Get, Query } from '@nestjs/common';
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
import { AuditEventDto, AuditLogListDto, AuditLogQueryDto } from './audit-log.dto.js';
import { AuditLogService } from './audit-log.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly audit: AuditLogService) {}

  @Get()
  @ApiOperation({ summary: 'The audit log, newest first, by action, record or staff e-mail' })
  @ApiOkResponse({ type: AuditLogListDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  list(@Query() query: AuditLogQueryDto): Promise<AuditLogListDto> {
    return this.audit.list(query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit event' })
  @ApiOkResponse({ type: AuditEventDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@UuidParam('id', 'audit event') id: string): Promise<AuditEventDto> {
    return this.audit.get(id);
  }
}
