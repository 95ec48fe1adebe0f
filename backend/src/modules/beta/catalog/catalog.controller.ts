import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { BETA_CATALOG } from './catalog.js';
import { BetaCatalogDto } from './catalog.dto.js';

@ApiTags('beta')
@Controller('beta/catalog')
export class CatalogController {
  @Get()
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary:
      'The studio’s choices: tones, formats, use cases with word ranges, languages, platforms',
  })
  @ApiOkResponse({ type: BetaCatalogDto })
  catalog(): BetaCatalogDto {
    return BETA_CATALOG;
  }
}
