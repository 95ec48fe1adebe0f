import { Body, Controller, Delete, Get, Patch, Res } from '@nestjs/common';
import {
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../../common/auth/auth-rules.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import { MessageDto } from '../auth/dto/auth.dto.js';
import { AccountService } from './account.service.js';
import { DataExportLimits } from './data-export-limits.js';
import { PrivacyDto, UpdatePrivacyDto } from './dto/privacy.dto.js';
import { PrivacyService } from './privacy/privacy.service.js';

@ApiTags('account')
@Controller('user')
export class AccountController {
  constructor(
    private readonly account: AccountService,
    private readonly exportLimits: DataExportLimits,
    private readonly privacy: PrivacyService,
  ) {}

  @Get('privacy')
  @Authenticated()
  @ApiOperation({
    summary: 'Privacy mode ("Don\'t keep my texts") and where a text travels to be rewritten',
  })
  @ApiOkResponse({ type: PrivacyDto })
  async privacyMode(@CurrentUser() user: AuthenticatedUser): Promise<PrivacyDto> {
    return this.privacy.describe(user.id);
  }

  @Patch('privacy')
  @Authenticated()
  @ApiOperation({
    summary: '"Don\'t keep my texts": turn privacy mode on (keep_texts: false) or off',
    description:
      'In privacy mode no text or result is written to the database, logs, job payloads, analytics or audit events; history entries keep the date, tone, settings, word counts and scores. Chat conversations are not stored and songs are not saved. The text still goes to the configured model provider (`text_goes_to`). `retain: false` on a single request does the same for that request.',
  })
  @ApiOkResponse({ type: PrivacyDto })
  async updatePrivacy(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: UpdatePrivacyDto,
  ): Promise<PrivacyDto> {
    await this.privacy.setKeepTexts(user.id, dto.keep_texts);
    return this.privacy.describe(user.id);
  }

  @Get('export-data')
  @Authenticated()
  @ApiOperation({ summary: 'Download everything Resonate holds about you, as JSON' })
  @ApiProduces('application/json')
  @ApiOkResponse({
    description: 'A dated JSON file: resonate-data-YYYY-MM-DD.json',
    schema: { type: 'object', additionalProperties: true },
  })
  @ApiTooManyRequestsResponse({
    type: ErrorBody,
    description: 'More than 10 exports in an hour, or one is still being prepared (Retry-After)',
  })
  async exportData(
    @CurrentUser() user: AuthenticatedUser,
    @Res() response: Response,
  ): Promise<void> {
    const data = await this.exportLimits.run(user.id, () => this.account.exportData(user.id));
    const date = new Date().toISOString().slice(0, 10);
    response
      .status(200)
      .setHeader('Content-Disposition', `attachment; filename="resonate-data-${date}.json"`)
      .type('application/json')
      .send(JSON.stringify(data, null, 2));
  }

  @Delete('delete-account')
  @Authenticated()
  @ApiOperation({ summary: 'Delete your account and all your data; every session ends' })
  @ApiOkResponse({ type: MessageDto })
  async deleteAccount(@CurrentUser() user: AuthenticatedUser): Promise<MessageDto> {
    await this.account.deleteAccount(user.id);
    return { message: 'Your account and all your data have been deleted.' };
  }
}
