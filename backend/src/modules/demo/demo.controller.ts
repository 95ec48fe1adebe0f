import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../common/auth/auth-rules.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { AddressLimiter } from '../../common/throttling/address-limiter.js';
import { DEMO_LIMITS } from './demo-samples.js';
import { DemoService } from './demo.service.js';
import { DemoRewriteDto, DemoRewriteResultDto } from './dto/demo.dto.js';

@ApiTags('demo')
@Controller('demo')
export class DemoController {
  constructor(
    private readonly demo: DemoService,
    private readonly addresses: AddressLimiter,
  ) {}

  @Post('rewrite')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: "The landing page's before/after demo: the built-in engine on a fixed sample",
    description:
      'No account. Only the samples of the catalog (DEMO_SAMPLES), never a text of your own. Limited per client address: 20 a minute and 100 an hour.',
  })
  @ApiOkResponse({ type: DemoRewriteResultDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Unknown sample, tone or intensity' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async rewrite(
    @Body() dto: DemoRewriteDto,
    @Req() request: Request,
  ): Promise<DemoRewriteResultDto> {
    for (const [index, { limit, windowMs }] of DEMO_LIMITS.entries()) {
      await this.addresses.consume(`demo-${index}`, request, limit, windowMs);
    }
    return this.demo.rewrite(dto.sample_id, dto.emotion_tone, dto.intensity);
  }
}
