import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiBadRequestResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { Authenticated, Public } from '../../common/auth/auth-rules.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { requestMeta } from '../../common/http/request-meta.js';
import { UserDto } from '../users/dto/user.dto.js';
import { UsersService } from '../users/users.service.js';
import { AttemptLimiter } from './attempt-limiter.js';
import {
  HOUR,
  LoginRouteLimit,
  MAILS_PER_ACCOUNT_AND_ADDRESS,
  mailingLimitPerHour,
} from './auth-rate-limits.js';
import { AddressLimiter } from '../../common/throttling/address-limiter.js';
import { AuthService } from './auth.service.js';
import { AuthConfig } from './auth.config.js';
import { RequireFeature } from '../feature-toggles/require-feature.decorator.js';
import {
  EmailDto,
  IssuedSignInCodeDto,
  LoginDto,
  LoginResponseDto,
  MessageDto,
  ProvidersDto,
  RegisterDto,
  RegisterResponseDto,
  ResetPasswordDto,
  SignInCodeDto,
} from './dto/auth.dto.js';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    private readonly limiter: AttemptLimiter,
    private readonly config: AuthConfig,
    private readonly addresses: AddressLimiter,
  ) {}

  /** One request of the per-address allowance of the mailing routes (called once validated). */
  private countForAddress(request: Request, scope = 'auth-mailing'): Promise<void> {
    return this.addresses.consume(scope, request, mailingLimitPerHour(), HOUR);
  }

  /**
   * Mails for one e-mail address, counted per address AND caller, as sign-in is: a stranger's
   * requests for Alice's address use up the stranger's allowance, never Alice's own.
   */
  private countForAccount(scope: string, email: string, request: Request): Promise<void> {
    return this.limiter.consume(
      scope,
      `${email}\n${request.ip ?? ''}`,
      MAILS_PER_ACCOUNT_AND_ADDRESS,
      HOUR,
    );
  }

  @Post('register')
  @Public()
  @RequireFeature('registration')
  @ApiOperation({ summary: 'Create an unverified account and mail the verification link' })
  @ApiCreatedResponse({ type: RegisterResponseDto })
  @ApiConflictResponse({ type: ErrorBody, description: 'The e-mail already has an account' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  async register(@Body() dto: RegisterDto, @Req() request: Request): Promise<RegisterResponseDto> {
    await this.countForAddress(request);
    await this.countForAccount('register', dto.email, request);
    return this.auth.register(dto);
  }

  @Post('resend-verification')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Mail a new verification link (same answer whether or not the account exists)',
  })
  @ApiOkResponse({ type: MessageDto })
  async resendVerification(@Body() dto: EmailDto, @Req() request: Request): Promise<MessageDto> {
    await this.countForAddress(request);
    await this.countForAccount('resend-verification', dto.email, request);
    return this.auth.resendVerification(dto.email);
  }

  @Get('verify-email')
  @Public()
  @ApiOperation({
    summary:
      'The mailed link: verifies and lands on /email-verified?code=…, a one-time sign-in code the page exchanges',
  })
  @ApiQuery({ name: 'token', required: true })
  @ApiFoundResponse({
    description: 'Redirect to /email-verified?email=…&code=…, or ?status=invalid',
  })
  async verifyEmail(
    @Query('token') token: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    const result =
      typeof token === 'string' && token.length <= 200 ? await this.auth.verifyEmail(token) : null;
    if (!result) {
      // Only wrong links count: a limit against guessing, not against an office verifying.
      await this.countForAddress(request, 'wrong-verification-links');
      return response.redirect(302, '/email-verified?status=invalid');
    }
    const query = new URLSearchParams({ email: result.email, code: result.code });
    return response.redirect(302, `/email-verified?${query.toString()}`);
  }

  @Post('exchange-code')
  @Public()
  @HttpCode(200)
  @LoginRouteLimit()
  @ApiOperation({
    summary:
      'Exchange the one-time code of a sign-in redirect (e-mail verification, Google) for a session',
  })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiBadRequestResponse({ type: ErrorBody, description: 'Unknown, used or expired code' })
  @ApiTooManyRequestsResponse({ type: ErrorBody })
  exchangeCode(@Body() dto: SignInCodeDto, @Req() request: Request): Promise<LoginResponseDto> {
    return this.auth.exchangeSignInCode(dto.code, requestMeta(request));
  }

  @Post('sign-in-code')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({
    summary:
      'A one-time sign-in code for your own account, valid 2 minutes: the browser extension opens /?code=…&source=extension with it (docs/extension.md)',
  })
  @ApiOkResponse({ type: IssuedSignInCodeDto })
  issueSignInCode(@CurrentUser() user: AuthenticatedUser): Promise<IssuedSignInCodeDto> {
    return this.auth.issueSignInCode(user.id);
  }

  @Post('login')
  @Public()
  @HttpCode(200)
  @LoginRouteLimit()
  @ApiOperation({ summary: 'Sign in with e-mail and password' })
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiUnauthorizedResponse({ type: ErrorBody, description: 'Wrong e-mail or password' })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description: 'E-mail not verified, or account deactivated',
  })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'Too many attempts for this account from this address',
  })
  login(@Body() dto: LoginDto, @Req() request: Request): Promise<LoginResponseDto> {
    return this.auth.login(dto.email, dto.password, requestMeta(request));
  }

  @Post('logout')
  @HttpCode(200)
  @Authenticated()
  @ApiOperation({ summary: 'End this session; its token stops working at once' })
  @ApiOkResponse({ type: MessageDto })
  logout(@CurrentUser() user: AuthenticatedUser): Promise<MessageDto> {
    return this.auth.logout(user.session_id);
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user' })
  @ApiOkResponse({ type: UserDto })
  me(@CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    return this.users.view(user.id);
  }

  @Get('user')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user (used by the staff console)' })
  @ApiOkResponse({ type: UserDto })
  user(@CurrentUser() user: AuthenticatedUser): Promise<UserDto> {
    return this.users.view(user.id);
  }

  @Post('request-password-reset')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a reset link (same answer whether or not the account exists)' })
  @ApiOkResponse({ type: MessageDto })
  async requestPasswordReset(@Body() dto: EmailDto, @Req() request: Request): Promise<MessageDto> {
    await this.countForAddress(request);
    await this.countForAccount('password-reset', dto.email, request);
    return this.auth.requestPasswordReset(dto.email);
  }

  @Post('reset-password')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with a mailed token; ends every session' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  async resetPassword(@Body() dto: ResetPasswordDto, @Req() request: Request): Promise<MessageDto> {
    await this.countForAddress(request);
    return this.auth.resetPassword(dto.token, dto.new_password);
  }

  @Get('providers')
  @Public()
  @ApiOperation({ summary: 'Which sign-in providers this server offers' })
  @ApiOkResponse({ type: ProvidersDto })
  providers(): ProvidersDto {
    return { google: this.config.googleEnabled };
  }
}
