import { Body, Controller, Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Authenticated } from '../../../common/auth/auth-rules.js';
import { CurrentUser } from '../../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../../common/errors/error-body.js';
import { MessageDto } from '../../auth/dto/auth.dto.js';
import { TemplateIdParam } from './template-id.param.js';
import { TemplateDto, TemplateInputDto, TemplateListDto } from './template.dto.js';
import { TemplatesService } from './templates.service.js';
import { RequireFeature } from '../../feature-toggles/require-feature.decorator.js';

@ApiTags('beta')
@Controller('beta/templates')
@RequireFeature('beta_templates')
export class TemplatesController {
  constructor(private readonly templates: TemplatesService) {}

  @Get()
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Your templates and the 20 built-ins' })
  @ApiOkResponse({ type: TemplateListDto })
  list(@CurrentUser() user: AuthenticatedUser): Promise<TemplateListDto> {
    return this.templates.list(user.id);
  }

  @Post()
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Save a new template' })
  @ApiCreatedResponse({ type: TemplateDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: TemplateInputDto,
  ): Promise<TemplateDto> {
    return this.templates.create(user.id, dto);
  }

  @Put(':id')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Replace one of your templates (built-ins cannot be changed)' })
  @ApiOkResponse({ type: TemplateDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'A built-in template' })
  @ApiNotFoundResponse({ type: ErrorBody })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @TemplateIdParam() id: string,
    @Body() dto: TemplateInputDto,
  ): Promise<TemplateDto> {
    return this.templates.update(user.id, id, dto);
  }

  @Delete(':id')
  @Authenticated({ onboarded: true })
  @ApiOperation({ summary: 'Delete one of your templates' })
  @ApiOkResponse({ type: MessageDto })
  @ApiForbiddenResponse({ type: ErrorBody, description: 'A built-in template' })
  @ApiNotFoundResponse({ type: ErrorBody })
  remove(
    @CurrentUser() user: AuthenticatedUser,
    @TemplateIdParam() id: string,
  ): Promise<MessageDto> {
    return this.templates.remove(user.id, id);
  }

  @Post(':id/duplicate')
  @HttpCode(201)
  @Authenticated({ onboarded: true })
  @ApiOperation({
    summary: 'Copy a built-in or one of your templates into a new template of yours',
  })
  @ApiCreatedResponse({ type: TemplateDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  duplicate(
    @CurrentUser() user: AuthenticatedUser,
    @TemplateIdParam() id: string,
  ): Promise<TemplateDto> {
    return this.templates.duplicate(user.id, id);
  }
}
