import { Body, Controller, Delete, Get, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
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
import { UuidParam } from '../../enhance/shared/uuid-param.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyDto, ApiKeyListDto, CreateApiKeyDto, CreatedApiKeyDto } from './dto/api-keys.dto.js';

/** The owner's own keys: managed from a browser session only (keys cannot mint keys). */
@ApiTags('api-keys')
@Controller('api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Your API keys, and whether your plan may create them' })
  @ApiOkResponse({ type: ApiKeyListDto })
  list(@CurrentUser() user: AuthenticatedUser): Promise<ApiKeyListDto> {
    return this.keys.list(user);
  }

  @Post()
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary: 'Create an API key (Pro, Premium, staff); the answer holds its secret, shown once',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiConflictResponse({ type: ErrorBody, description: 'Too many live keys' })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateApiKeyDto,
  ): Promise<CreatedApiKeyDto> {
    return this.keys.create(user, dto);
  }

  @Delete(':id')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Revoke an API key: it answers 401 from the next request on' })
  @ApiOkResponse({ type: ApiKeyDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  revoke(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'API key') id: string,
  ): Promise<ApiKeyDto> {
    return this.keys.revoke(user.id, id);
  }
}
