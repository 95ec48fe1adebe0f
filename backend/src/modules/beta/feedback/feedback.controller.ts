import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { FeedbackDto, FeedbackReceiptDto } from './feedback.dto.js';
import { FeedbackService } from './feedback.service.js';

@ApiTags('beta')
@Controller('beta/feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Post()
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Send feedback on the beta studio; stored for staff to read' })
  @ApiCreatedResponse({ type: FeedbackReceiptDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  submit(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: FeedbackDto,
  ): Promise<FeedbackReceiptDto> {
    return this.feedback.submit(user.id, dto);
  }
}
