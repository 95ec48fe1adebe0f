import { Body, Controller, Delete, Get, Patch, Post, Query } from '@nestjs/common';
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
import { MessageDto } from '../../auth/dto/auth.dto.js';
import { PageQueryDto } from '../shared/page-query.dto.js';
import { PremiumOnly, PROJECTS_PREMIUM } from '../shared/premium.js';
import { UuidParam } from '../shared/uuid-param.js';
import { CreateProjectDto, ProjectDto, ProjectListDto, UpdateProjectDto } from './projects.dto.js';
import { ProjectsService } from './projects.service.js';

@ApiTags('projects')
@Controller('projects')
export class ProjectsController {
  constructor(private readonly projects: ProjectsService) {}

  @Post()
  @Authenticated({ onboarded: true })
  @PremiumOnly(PROJECTS_PREMIUM)
  @ApiOperation({ summary: 'Save a piece of work (Premium)' })
  @ApiCreatedResponse({ type: ProjectDto })
  @ApiBadRequestResponse({ type: ErrorBody })
  create(
    @CurrentUser() user: AuthenticatedUser,
    @Body() dto: CreateProjectDto,
  ): Promise<ProjectDto> {
    return this.projects.create(user.id, dto);
  }

  @Get()
  @Authenticated({ onboarded: true })
  @PremiumOnly(PROJECTS_PREMIUM)
  @ApiOperation({ summary: 'Your projects, newest first, with 150-character previews (Premium)' })
  @ApiOkResponse({ type: ProjectListDto })
  list(
    @CurrentUser() user: AuthenticatedUser,
    @Query() page: PageQueryDto,
  ): Promise<ProjectListDto> {
    return this.projects.list(user.id, page.limit, page.offset);
  }

  @Get(':id')
  @Authenticated({ onboarded: true })
  @PremiumOnly(PROJECTS_PREMIUM)
  @ApiOperation({ summary: 'One project in full (Premium)' })
  @ApiOkResponse({ type: ProjectDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  get(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'project') id: string,
  ): Promise<ProjectDto> {
    return this.projects.get(user.id, id);
  }

  @Patch(':id')
  @Authenticated({ onboarded: true })
  @PremiumOnly(PROJECTS_PREMIUM)
  @ApiOperation({ summary: 'Rename a project or change its notes (Premium)' })
  @ApiOkResponse({ type: ProjectDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  update(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'project') id: string,
    @Body() dto: UpdateProjectDto,
  ): Promise<ProjectDto> {
    return this.projects.update(user.id, id, dto);
  }

  @Delete(':id')
  @Authenticated({ onboarded: true })
  @PremiumOnly(PROJECTS_PREMIUM)
  @ApiOperation({ summary: 'Delete a project (Premium)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiNotFoundResponse({ type: ErrorBody })
  async remove(
    @CurrentUser() user: AuthenticatedUser,
    @UuidParam('id', 'project') id: string,
  ): Promise<MessageDto> {
    await this.projects.remove(user.id, id);
    return { message: 'Project deleted.' };
  }
}
