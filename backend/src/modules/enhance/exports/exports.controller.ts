import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { DOCUMENT_EXPORT_PREMIUM } from '../shared/premium.js';
import { ExportDto } from './exports.dto.js';
import { ExportsService } from './exports.service.js';

@ApiTags('exports')
@Controller('exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  @Post()
  @HttpCode(200)
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary:
      'Download a result with its settings, score and original: txt, md, html for everyone; docx and pdf for Premium',
  })
  @ApiProduces(
    'text/plain',
    'text/markdown',
    'text/html',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/pdf',
  )
  @ApiOkResponse({
    description: 'The file, as an attachment named resonate-<tone>-YYYY-MM-DD.<ext>',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiForbiddenResponse({
    type: ErrorBody,
    description: `${DOCUMENT_EXPORT_PREMIUM} Or: This feature is currently disabled.`,
  })
  @ApiNotFoundResponse({ type: ErrorBody, description: 'History entry not found' })
  @ApiConflictResponse({
    type: ErrorBody,
    description: 'The history entry’s text was not kept (privacy mode): nothing to export',
  })
  async export(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: ExportDto,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.exports.export(user, dto);
    response
      .status(200)
      .setHeader('Content-Type', file.contentType)
      .setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`)
      .setHeader('Cache-Control', 'no-store')
      .send(file.body);
  }
}
