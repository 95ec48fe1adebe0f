import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { RedirectDto, TestCheckoutDto, TestPayDto, TestPayResultDto } from './test-mode.dto.js';
import { TestModeService } from './test-mode.service.js';

/** Test mode only (404 in Stripe mode): what Stripe's payment form and checkout page do. */
@ApiTags('billing')
@Controller('payments/test-mode')
@ApiNotFoundResponse({ type: ErrorBody, description: 'Stripe mode, or not your payment' })
export class TestModeController {
  constructor(private readonly testMode: TestModeService) {}

  @Post('pay')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Test mode: pay or decline a subscription payment (no card)' })
  @ApiOkResponse({ type: TestPayResultDto })
  pay(@CurrentUser() user: AuthenticatedUser, @Body() dto: TestPayDto): Promise<TestPayResultDto> {
    return this.testMode.pay(user.id, dto.payment_intent_id, dto.outcome);
  }

  @Get('checkout/:session_id')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Test mode: a checkout session, for the test checkout page' })
  @ApiParam({ name: 'session_id' })
  @ApiOkResponse({ type: TestCheckoutDto })
  checkout(
    @CurrentUser() user: AuthenticatedUser,
    @Param('session_id') sessionId: string,
  ): Promise<TestCheckoutDto> {
    return this.testMode.checkout(user.id, sessionId);
  }

  @Post('checkout/:session_id/complete')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Test mode: pay the checkout session' })
  @ApiParam({ name: 'session_id' })
  @ApiOkResponse({ type: RedirectDto })
  complete(
    @CurrentUser() user: AuthenticatedUser,
    @Param('session_id') sessionId: string,
  ): Promise<RedirectDto> {
    return this.testMode.complete(user.id, sessionId);
  }

  @Post('checkout/:session_id/cancel')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Test mode: leave the checkout without paying' })
  @ApiParam({ name: 'session_id' })
  @ApiOkResponse({ type: RedirectDto })
  cancel(
    @CurrentUser() user: AuthenticatedUser,
    @Param('session_id') sessionId: string,
  ): Promise<RedirectDto> {
    return this.testMode.cancel(user.id, sessionId);
  }
}
