import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../../../common/auth/auth-rules.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { WebhooksService } from './webhooks.service.js';

class WebhookReceivedDto {
  @ApiProperty({ example: true }) received: true;
}

@ApiTags('billing')
@Controller('payments/webhook')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Stripe events (signed with STRIPE_WEBHOOK_SECRET); each is applied once',
  })
  @ApiHeader({ name: 'stripe-signature', required: true })
  @ApiBody({
    description: 'The raw Stripe event, verified byte for byte',
    schema: { type: 'object' },
  })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Bad signature or not in Stripe mode' })
  receive(
    @Req() request: Request,
    @Headers('stripe-signature') signature?: string,
  ): Promise<{ received: true }> {
    return this.webhooks.receive(request.body, signature);
  }
}
