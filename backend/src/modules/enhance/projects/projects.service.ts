import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AiConfig } from '../../ai/ai.config.js';
import { withDefaults } from '../dto/settings.dto.js';
import {
  toProjectDto,
  toProjectItemDto,
  type CreateProjectDto,
  type ProjectDto,
  type ProjectListDto,
  type UpdateProjectDto,
} from './projects.dto.js';
import { Project } from './project.entity.js';

export const PROJECT_NOT_FOUND = 'Project not found';

const DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Project Nov 22, 2026", as the old product named saved work. */
export const defaultProjectName = (now = new Date()) => `Project ${DATE.format(now)}`;

@Injectable()
export class ProjectsService {
  constructor(
    @InjectRepository(Project) private readonly projects: Repository<Project>,
    private readonly ai: AiConfig,
  ) {}

  async create(userId: string, dto: CreateProjectDto): Promise<ProjectDto> {
    this.checkLength('original text', dto.input);
    this.checkLength('enhanced text', dto.output);
    const project = await this.projects.save(
      this.projects.create({
        userId,
        name: dto.name ?? defaultProjectName(),
        notes: dto.notes ?? '',
        input: dto.input,
        output: dto.output,
        settings: withDefaults(dto.settings),
        qualityScore: dto.quality_score ?? null,
      }),
    );
    return toProjectDto(project);
  }

  async list(userId: string, limit = 100, offset = 0): Promise<ProjectListDto> {
    const [projects, total] = await this.projects.findAndCount({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items: projects.map(toProjectItemDto), total };
  }

  async get(userId: string, id: string): Promise<ProjectDto> {
    return toProjectDto(await this.find(userId, id));
  }

  async update(userId: string, id: string, dto: UpdateProjectDto): Promise<ProjectDto> {
    const project = await this.find(userId, id);
    if (dto.name !== undefined && dto.name !== null) project.name = dto.name;
    if (dto.notes !== undefined && dto.notes !== null) project.notes = dto.notes;
    return toProjectDto(await this.projects.save(project));
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = await this.projects.delete({ id, userId });
    if (!result.affected) throw new NotFoundException({ detail: PROJECT_NOT_FOUND });
  }

  private async find(userId: string, id: string): Promise<Project> {
    const project = await this.projects.findOne({ where: { id, userId } });
    if (!project) throw new NotFoundException({ detail: PROJECT_NOT_FOUND });
    return project;
  }

  /** Saved texts may be up to twice the rewrite limit (an enhanced text can grow). */
  private checkLength(what: string, text: string): void {
    const limit = this.ai.maxInputChars * 2;
    if (text.length > limit) {
      throw new BadRequestException({
        detail: `The ${what} must be at most ${limit.toLocaleString('en-US')} characters long.`,
      });
    }
  }
}
