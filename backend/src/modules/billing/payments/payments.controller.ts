import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPaymentRequiredResponse,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import {
  CheckoutSessionCreatedDto,
  CreateCheckoutSessionDto,
  ProcessUpgradeDto,
  UpgradeResultDto,
} from '../checkout/checkout.dto.js';
import { CheckoutService } from '../checkout/checkout.service.js';
import { PortalService } from '../portal/portal.service.js';
import { CurrentSubscriptionDto, SubscriptionDto } from '../subscriptions/subscription.dto.js';
import { SubscriptionsService } from '../subscriptions/subscriptions.service.js';
import {
  ConfirmedPaymentDto,
  ConfirmPaymentDto,
  CreatedSubscriptionDto,
  CreateSubscriptionDto,
} from './payments.dto.js';

class PortalDto {
  @ApiProperty() portal_url: string;
}

class CanceledSubscriptionDto {
  @ApiProperty({ type: SubscriptionDto }) subscription: SubscriptionDto;
}

/** The SPA's payment calls (docs/payments.md); every one for signed-in, onboarded users. */
@ApiTags('billing')
@Controller('payments')
@ApiBadRequestResponse({ type: ErrorBody })
export class PaymentsController {
  constructor(
    private readonly subscriptions: SubscriptionsService,
    private readonly checkout: CheckoutService,
    private readonly portal: PortalService,
  ) {}

  @Get('subscription')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: "The user's newest subscription, or null" })
  @ApiOkResponse({ type: CurrentSubscriptionDto })
  async subscription(@CurrentUser() user: AuthenticatedUser): Promise<CurrentSubscriptionDto> {
    return { subscription: await this.subscriptions.current(user.id) };
  }

  @Post('create-subscription')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Start a subscription; its first payment is confirmed in the browser' })
  @ApiCreatedResponse({ type: CreatedSubscriptionDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'The plan (or a higher one) is held' })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateSubscriptionDto,
  ): Promise<CreatedSubscriptionDto> {
    return this.subscriptions.create(user, dto.plan_type);
  }

  @Post('confirm-payment')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Upgrade once the provider says the payment succeeded (idempotent)' })
  @ApiOkResponse({ type: ConfirmedPaymentDto })
  @ApiPaymentRequiredResponse({
    type: ErrorBody,
    description: 'Not succeeded; detail names the status',
  })
  @ApiNotFoundResponse({ type: ErrorBody })
  confirm(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ConfirmPaymentDto,
  ): Promise<ConfirmedPaymentDto> {
    return this.subscriptions.confirm(user, dto.payment_intent_id);
  }

  @Post('create-checkout-session')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: "Open the provider's checkout page for a plan" })
  @ApiCreatedResponse({ type: CheckoutSessionCreatedDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'The plan (or a higher one) is held' })
  createCheckout(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateCheckoutSessionDto,
  ): Promise<CheckoutSessionCreatedDto> {
    return this.checkout.create(user, dto);
  }

  @Post('process-upgrade-success')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'After checkout: upgrade when the provider says the session is paid' })
  @ApiOkResponse({ type: UpgradeResultDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  processUpgrade(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ProcessUpgradeDto,
  ): Promise<UpgradeResultDto> {
    return this.checkout.processReturn(user, dto.plan_type, dto.session_id);
  }

  @Post('create-billing-portal-session')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: "The provider's billing portal (Pro and Premium)" })
  @ApiOkResponse({ type: PortalDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'Free users' })
  openPortal(@CurrentUser() user: AuthenticatedUser): Promise<PortalDto> {
    return this.portal.open(user);
  }

  @Post('cancel-subscription')
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Cancel at the end of the paid period (the plan stays until then)' })
  @ApiOkResponse({ type: CanceledSubscriptionDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async cancel(@CurrentUser() user: AuthenticatedUser): Promise<CanceledSubscriptionDto> {
    return { subscription: await this.subscriptions.cancel(user.id) };
  }
}
