import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/auth-rules.js';
import { LegalService } from './legal.service.js';
import { CompanyDto } from './dto/company.dto.js';

@ApiTags('legal')
@Controller('company')
export class CompanyController {
  constructor(private readonly legal: LegalService) {}

  @Get()
  @Public()
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiOperation({ summary: 'The company behind the service: name, postal address, e-mail' })
  @ApiOkResponse({ type: CompanyDto })
  company(): CompanyDto {
    return this.legal.company();
  }
}
