import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/auth-rules.js';
import { AiService } from '../../ai/ai.service.js';
import { AiCapabilitiesDto } from './capabilities.dto.js';

@ApiTags('enhance')
@Controller('ai')
export class CapabilitiesController {
  constructor(private readonly ai: AiService) {}

  // Public like the limits: the landing demo and the sign-up screens say what the product does
  // here, and nothing in it names a model, a server or a setting.
  @Get('capabilities')
  @Public()
  @ApiOperation({
    summary: 'What the running engine can do: languages, lengthening, personas, variants',
    description:
      'The screens disable or label ("Needs a connected model") a control the engine cannot honour. With a model provider configured everything is honoured.',
  })
  @ApiOkResponse({ type: AiCapabilitiesDto })
  capabilities(): AiCapabilitiesDto {
    return this.ai.capabilities();
  }
}
