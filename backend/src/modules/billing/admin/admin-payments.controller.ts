import { Body, Controller, Get, Post, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { RefundsService } from '../refunds/refunds.service.js';
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import {
  AdminSubscriptionDto,
  AdminSubscriptionListDto,
  AdminSubscriptionQueryDto,
  RefundRequestDto,
  RefundResultDto,
} from './admin-payments.dto.js';
import { AdminSubscriptionsService } from './admin-subscriptions.service.js';

/** The admin panel's Payments tab. */
@ApiTags('admin')
@Controller('admin/payments')
export class AdminPaymentsController {
  constructor(
    private readonly subscriptions: AdminSubscriptionsService,
    private readonly refunds: RefundsService,
  ) {}

  @Get('subscriptions')
  @Authenticated({ admin: true })
  @ApiOperation({ summary: 'Subscriptions with their user e-mail, a page at a time' })
  @ApiOkResponse({ type: AdminSubscriptionListDto })
  list(@Query() query: AdminSubscriptionQueryDto): Promise<AdminSubscriptionListDto> {
    return this.subscriptions.list(query);
  }

  @Get('subscriptions/:id')
  @Authenticated({ admin: true })
  @ApiOperation({ summary: 'One subscription with its user e-mail' })
  @ApiOkResponse({ type: AdminSubscriptionDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@UuidParam('id', 'subscription') id: string): Promise<AdminSubscriptionDto> {
    return this.subscriptions.get(id);
  }

  @Post('refund')
  @Authenticated({ admin: true })
  @ApiOperation({
    summary: "Refund a subscription's latest payment through the provider; may end the plan",
  })
  @ApiCreatedResponse({ type: RefundResultDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  refund(
    @CurrentUser() staff: AuthenticatedUser,
    @Req() request: Request,
    @Body() dto: RefundRequestDto,
  ): Promise<RefundResultDto> {
    return this.refunds.refund(staff.id, dto, request.ip ?? null);
  }
}
