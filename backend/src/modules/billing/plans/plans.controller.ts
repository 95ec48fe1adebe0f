import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/auth-rules.js';
import { PlanCatalogueDto } from './plan.dto.js';
import { PlansService } from './plans.service.js';

@ApiTags('billing')
@Controller('plans')
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @Get()
  @Public()
  @ApiOperation({
    summary: 'The plan catalogue: prices, quotas and features of Free, Pro and Premium',
  })
  @ApiOkResponse({ type: PlanCatalogueDto })
  catalogue(): PlanCatalogueDto {
    return this.plans.catalogue();
  }
}
