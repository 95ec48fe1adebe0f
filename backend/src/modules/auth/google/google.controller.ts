import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Public } from '../../../common/auth/auth-rules.js';
import {
  GoogleCallbackGuard,
  GoogleEnabledGuard,
  GoogleStartGuard,
  type GoogleCallbackRequest,
} from './google-auth.guards.js';
import { SUBSCRIPTION_TIERS } from '../../users/entities/user.entity.js';
import { RequireFeature } from '../../feature-toggles/require-feature.decorator.js';
import { GoogleSignInService } from './google-sign-in.service.js';

@ApiTags('auth')
@RequireFeature('google_sign_in')
@Controller('auth/google')
export class GoogleController {
  constructor(private readonly signIn: GoogleSignInService) {}

  @Get()
  @Public()
  @UseGuards(GoogleEnabledGuard, GoogleStartGuard)
  @ApiOperation({
    summary: 'Continue with Google (browser navigation); tier is the plan chosen at sign-up',
  })
  @ApiQuery({
    name: 'tier',
    required: false,
    enum: SUBSCRIPTION_TIERS,
    enumName: 'SubscriptionTier',
  })
  @ApiFoundResponse({
    description:
      "Redirect to Google's consent screen, or back to /?login=true&auth_error=… when Google is not configured",
  })
  start(): void {
    // The guard redirects to Google.
  }

  @Get('callback')
  @Public()
  @UseGuards(GoogleEnabledGuard, GoogleCallbackGuard)
  @ApiOperation({
    summary:
      "Google's redirect back: hands the SPA a one-time sign-in code (/?code=…) it exchanges for a session",
  })
  @ApiFoundResponse({ description: 'Redirect to the SPA' })
  async callback(@Req() request: Request & GoogleCallbackRequest, @Res() response: Response) {
    const tier = request.googleTier;
    const fail = (message: string) =>
      response.redirect(302, `/?login=true&auth_error=${encodeURIComponent(message)}`);
    if (!tier || !request.user)
      return fail('Google sign-in was cancelled or could not be completed. Please try again.');
    const result = await this.signIn.signIn(request.user, tier);
    if ('error' in result) return fail(result.error);
    return response.redirect(302, `/?code=${encodeURIComponent(result.code)}`);
  }
}
