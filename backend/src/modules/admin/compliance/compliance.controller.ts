import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { AdminRoute } from '../shared/admin-route.decorator.js';
import { Staff, type StaffActor } from '../shared/staff-actor.decorator.js';
import {
  ConsentListDto,
  ConsentQueryDto,
  ConsentRowDto,
  UserDataExportDto,
} from './compliance.dto.js';
import { ComplianceService } from './compliance.service.js';

@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/compliance')
export class ComplianceController {
  constructor(private readonly compliance: ComplianceService) {}

  @Get('consents')
  @AdminRoute('Consent records: which, granted or not, when, under which policy', ConsentListDto)
  consents(@Query() query: ConsentQueryDto): Promise<ConsentListDto> {
    return this.compliance.consents(query);
  }

  @Get('consents/:id')
  @AdminRoute('One consent record', ConsentRowDto)
  consent(@UuidParam('id', 'consent record') id: string): Promise<ConsentRowDto> {
    return this.compliance.consent(id);
  }

  @Get('users/:id/export')
  @AdminRoute(
    "Export a user's data (a subject access request); logged in the audit log",
    UserDataExportDto,
  )
  exportUser(
    @Staff() staff: StaffActor,
    @UuidParam('id', 'user') id: string,
  ): Promise<UserDataExportDto> {
    return this.compliance.exportUser(staff, id);
  }
}
