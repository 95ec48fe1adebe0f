import {
  BadRequestException,
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Post,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import { Authenticated, Public } from '../../common/auth/auth-rules.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import { IDEMPOTENT_NOT_KEPT, keepsTexts } from '../../common/privacy/keeps-texts.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { RequireFeature } from '../feature-toggles/require-feature.decorator.js';
import { EnhanceDto, EnhanceResponseDto } from './dto/enhance.dto.js';
import { TextLimitsDto } from './dto/text-limits.dto.js';
import { streamEnhancement } from './enhance-stream.js';
import { EnhanceService } from './enhance.service.js';
import { CLIENT_HEADER, historySourceOf } from './history/history-source.js';
import { IDEMPOTENCY_HEADER, IdempotencyService } from './idempotency/idempotency.service.js';
import { IdempotencyKeyDocs } from './idempotency/idempotent-route.js';

export const IDEMPOTENT_STREAM =
  'Idempotency-Key works with answers that are not streamed: leave out `stream` or the header.';

@ApiTags('enhance')
@Controller('ai')
export class EnhanceController {
  constructor(
    private readonly enhancer: EnhanceService,
    private readonly idempotency: IdempotencyService,
  ) {}

  @Get('limits')
  @Public()
  @ApiOperation({ summary: 'The shortest and the longest text an enhancement accepts' })
  @ApiOkResponse({ type: TextLimitsDto })
  limits(): TextLimitsDto {
    return this.enhancer.limits();
  }

  @Post('enhance')
  // Limited per account instead (ENHANCE_USER_LIMIT_PER_MINUTE, UserRateLimiter): a per-IP count
  // on top would cost every enhancement one more Redis round trip and protect nothing more.
  @SkipThrottle()
  @HttpCode(200)
  @Authenticated({ onboarded: true, apiKeyScope: 'rewrite' })
  // The beta Enhanced Form calls this route; its switch turns off the form's requests.
  @RequireFeature('beta_enhanced_form', {
    when: (request) =>
      (request.body as { enhancement_type?: unknown } | undefined)?.enhancement_type ===
      'beta_enhanced',
  })
  @ApiOperation({
    summary: 'Rewrite a text in a tone; charges one use of the plan and stores it in the history',
    description:
      'Free: 10 in total; Pro: 500 per billing month; Premium and staff: unlimited (fair-use limit per minute). A result that changed nothing (identical to the text, or different only in case, punctuation or whitespace) is not charged: `charged: false` and `charge_note` say so, with no history entry. 403 for `enhancement_type: beta_enhanced` while the Enhanced Form is switched off. With `stream: true` the answer is Server-Sent Events: `delta` {text}…, then `result` (this same body) or `error` {detail, status}.',
  })
  @ApiHeader({
    name: 'X-Resonate-Client',
    required: false,
    description: '`extension` from the browser extension: its history entry says so (`source`)',
  })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiOkResponse({ type: EnhanceResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBody,
    description: 'Invalid input, or a language needs a model provider',
  })
  @ApiResponse({ status: 402, type: ErrorBody, description: 'The plan’s quota is spent' })
  @ApiPayloadTooLargeResponse({
    type: ErrorBody,
    description: 'Text longer than AI_MAX_INPUT_CHARS',
  })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Fair-use limit per account' })
  @IdempotencyKeyDocs()
  async enhance(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: EnhanceDto,
    @Headers(CLIENT_HEADER) client: string | undefined,
    @Headers(IDEMPOTENCY_HEADER) idempotencyKey: string | undefined,
    @Res() response: Response,
  ): Promise<void> {
    const source = historySourceOf(client);
    if (dto.stream) {
      if (idempotencyKey !== undefined)
        throw new BadRequestException({ detail: IDEMPOTENT_STREAM });
      return streamEnhancement(this.enhancer, user, dto, response, source);
    }
    if (idempotencyKey === undefined) {
      response.status(200).json(await this.enhancer.enhance(user, dto, source));
      return;
    }
    // The answer it would keep for a retry carries the texts.
    if (!keepsTexts(user)) throw new BadRequestException({ detail: IDEMPOTENT_NOT_KEPT });
    const answer = await this.idempotency.once(
      user.id,
      idempotencyKey,
      'POST /api/ai/enhance',
      dto,
      () => this.enhancer.enhance(user, dto, source),
    );
    if (answer.replayed) response.setHeader('Idempotent-Replayed', 'true');
    response.status(answer.status).json(answer.body);
  }
}
