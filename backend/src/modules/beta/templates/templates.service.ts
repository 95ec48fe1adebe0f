import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { lockAccount } from '../../../database/account-lock.js';
import { BUILT_IN_TEMPLATES, builtInTemplate, type BuiltInTemplate } from './built-in-templates.js';
import type { TemplateDto, TemplateInputDto, TemplateListDto } from './template.dto.js';
import { Template } from './template.entity.js';

export const TEMPLATE_NOT_FOUND = 'Template not found';
export const BUILT_IN_READ_ONLY =
  'Built-in templates cannot be changed - duplicate it to make your own copy';
export const MAX_TEMPLATES_PER_USER = 200;

const toDto = (template: Template): TemplateDto => ({
  id: template.id,
  name: template.name,
  description: template.description,
  emotion_tone: template.emotionTone,
  intensity: template.intensity,
  use_case: template.useCase,
  output_format: template.outputFormat,
  tags: template.tags,
  is_default: false,
  category: null,
  created_at: template.createdAt.toISOString(),
  updated_at: template.updatedAt.toISOString(),
});

const builtInDto = (template: BuiltInTemplate): TemplateDto => ({
  ...template,
  is_default: true,
  created_at: null,
  updated_at: null,
});

const cleanTags = (tags: string[] = []) => [
  ...new Set(tags.map((tag) => tag.trim()).filter(Boolean)),
];

/** Fields of a stored template from what the modal sent, with the spec's defaults. */
const fieldsOf = (dto: TemplateInputDto) => ({
  name: dto.name.trim(),
  description: (dto.description ?? '').trim(),
  emotionTone: dto.emotion_tone ?? 'balanced',
  intensity: dto.intensity ?? 5,
  useCase: dto.use_case ?? 'general',
  outputFormat: dto.output_format ?? 'plain',
  tags: cleanTags(dto.tags),
});

@Injectable()
export class TemplatesService {
  constructor(@InjectRepository(Template) private readonly templates: Repository<Template>) {}

  async list(userId: string): Promise<TemplateListDto> {
    const own = await this.templates.find({
      where: { userId },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    return { templates: [...own.map(toDto), ...BUILT_IN_TEMPLATES.map(builtInDto)] };
  }

  async create(userId: string, dto: TemplateInputDto): Promise<TemplateDto> {
    return this.templates.manager.transaction(async (manager) => {
      await this.checkRoom(manager, userId);
      return toDto(await manager.save(manager.create(Template, { userId, ...fieldsOf(dto) })));
    });
  }

  async update(userId: string, id: string, dto: TemplateInputDto): Promise<TemplateDto> {
    const template = await this.own(userId, id);
    Object.assign(template, fieldsOf(dto));
    return toDto(await this.templates.save(template));
  }

  async remove(userId: string, id: string): Promise<{ message: string }> {
    const template = await this.own(userId, id);
    await this.templates.delete({ id: template.id, userId });
    return { message: 'Template deleted' };
  }

  /** A copy of a built-in or of one's own template, named "… (copy)". */
  async duplicate(userId: string, id: string): Promise<TemplateDto> {
    const builtIn = builtInTemplate(id);
    const source: TemplateInputDto = builtIn ?? toDto(await this.own(userId, id));
    return this.create(userId, { ...source, name: `${source.name} (copy)`.slice(0, 100) });
  }

  private async own(userId: string, id: string): Promise<Template> {
    if (builtInTemplate(id)) throw new ForbiddenException({ detail: BUILT_IN_READ_ONLY });
    const template = id.startsWith('builtin-')
      ? null
      : await this.templates.findOne({ where: { id, userId } });
    if (!template) throw new NotFoundException({ detail: TEMPLATE_NOT_FOUND });
    return template;
  }

  /** Counted under the account's lock, in the transaction that stores the new one. */
  private async checkRoom(manager: EntityManager, userId: string): Promise<void> {
    await lockAccount(manager, userId);
    const count = await manager.count(Template, { where: { userId } });
    if (count >= MAX_TEMPLATES_PER_USER) {
      throw new ForbiddenException({
        detail: `You can keep at most ${MAX_TEMPLATES_PER_USER} templates - delete one first`,
      });
    }
  }
}
