import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/auth-rules.js';
import { PublicFeaturesDto } from './dto/feature-toggle.dto.js';
import { FeatureTogglesService } from './feature-toggles.service.js';

@ApiTags('features')
@Controller('features')
export class FeaturesController {
  constructor(private readonly features: FeatureTogglesService) {}

  @Get()
  @Public()
  // A switch must reach the next page load, never a copy the browser kept.
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Which features are on, so the apps can hide the ones that are off' })
  @ApiOkResponse({ type: PublicFeaturesDto })
  async list(): Promise<PublicFeaturesDto> {
    return { features: await this.features.enabledMap() };
  }
}
