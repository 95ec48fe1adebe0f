import { Body, Controller, Get, Param, Put, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Authenticated } from '../../common/auth/auth-rules.js';
import { CurrentUser } from '../../common/auth/current-user.decorator.js';
import type { AuthenticatedUser } from '../../common/auth/session-authenticator.js';
import { ErrorBody } from '../../common/errors/error-body.js';
import {
  FeatureToggleDto,
  FeatureToggleListDto,
  UpdateFeatureToggleDto,
} from './dto/feature-toggle.dto.js';
import { FeatureTogglesService } from './feature-toggles.service.js';

/** The admin panel's feature switches. */
@ApiTags('admin')
@Authenticated({ admin: true })
@Controller('admin/settings/feature-toggles')
export class AdminFeatureTogglesController {
  constructor(private readonly features: FeatureTogglesService) {}

  @Get()
  @ApiOperation({ summary: 'Every feature toggle' })
  @ApiOkResponse({ type: FeatureToggleListDto })
  async list(): Promise<FeatureToggleListDto> {
    const toggles = await this.features.list();
    return { feature_toggles: toggles, total: toggles.length };
  }

  @Get(':feature_name')
  @ApiOperation({ summary: 'One feature toggle' })
  @ApiOkResponse({ type: FeatureToggleDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(@Param('feature_name') name: string): Promise<FeatureToggleDto> {
    return this.features.get(name);
  }

  @Put()
  @ApiOperation({ summary: 'Switch a feature on or off; every instance follows within a second' })
  @ApiOkResponse({ type: FeatureToggleDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  @ApiNotFoundResponse({ type: ErrorBody })
  update(
    @CurrentUser() staff: AuthenticatedUser,
    @Req() request: Request,
    @Body() dto: UpdateFeatureToggleDto,
  ): Promise<FeatureToggleDto> {
    return this.features.update({ id: staff.id, ipAddress: request.ip }, dto);
  }
}
