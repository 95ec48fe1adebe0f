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
  @ApiOperation({ summary: 'Consent records: which, granted or not, when, under which policy' })
  @ApiOkResponse({ type: ConsentListDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  consents(@Query() query: ConsentQueryDto): Promise<ConsentListDto> {
    return this.compliance.consents(query);
  }

  @Get('consents/:id')
  @ApiOperation({ summary: 'One consent record' })
  @ApiOkResponse({ type: ConsentRowDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  consent(@UuidParam('id', 'consent record') id: string): Promise<ConsentRowDto> {
    return this.compliance.consent(id);
  }

  @Get('users/:id/export')
  @ApiOperation({
    summary: "Export a user's data (a subject access request); logged in the audit log",
  })
  @ApiOkResponse({ type: UserDataExportDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  exportUser(
    @Staff() staff: StaffActor,
    @UuidParam('id', 'user') id: string,
  ): Promise<UserDataExportDto> {
    return this.compliance.exportUser(staff, id);
  }
}
