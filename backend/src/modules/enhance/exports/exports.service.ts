import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../../../common/auth/session-authenticator.js';
import { AiConfig } from '../../ai/ai.config.js';
import { FeatureTogglesService } from '../../feature-toggles/feature-toggles.service.js';
import { withDefaults } from '../dto/settings.dto.js';
import { HistoryService } from '../history/history.service.js';
import { DOCUMENT_EXPORT_PREMIUM, requirePremium } from '../shared/premium.js';
import type { ExportContent } from './export-content.js';
import { PREMIUM_EXPORT_FORMATS, type ExportDto, type ExportFormat } from './exports.dto.js';
import { renderHtmlDocument, renderMd, renderTxt } from './render/render-text.js';

export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

const FILES: Record<
  ExportFormat,
  { contentType: string; render: (content: ExportContent) => string | Promise<Buffer> }
> = {
  txt: { contentType: 'text/plain; charset=utf-8', render: renderTxt },
  md: { contentType: 'text/markdown; charset=utf-8', render: renderMd },
  html: { contentType: 'text/html; charset=utf-8', render: renderHtmlDocument },
  // Word and PDF load their libraries (about a second of module loading together) on the first
  // such export, not at every start.
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    render: async (content) => (await import('./render/render-docx.js')).renderDocx(content),
  },
  pdf: {
    contentType: 'application/pdf',
    render: async (content) => (await import('./render/render-pdf.js')).renderPdf(content),
  },
};

/** An entry made in privacy mode has only its scores: there is no text to put in a file. */
export const EXPORT_TEXT_NOT_KEPT =
  'The text of this history entry was not kept ("Don\'t keep my texts"), so there is nothing to export.';

/** Downloads of a result: TXT, Markdown and HTML for everyone; Word and PDF for Premium. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly history: HistoryService,
    private readonly ai: AiConfig,
    private readonly features: FeatureTogglesService,
  ) {}

  async export(user: AuthenticatedUser, dto: ExportDto): Promise<ExportFile> {
    if (PREMIUM_EXPORT_FORMATS.includes(dto.format)) {
      await this.features.assertEnabled(dto.format === 'docx' ? 'export_docx' : 'export_pdf');
      requirePremium(user, DOCUMENT_EXPORT_PREMIUM);
    }
    const content = await this.content(user, dto);
    const file = FILES[dto.format];
    const rendered = await file.render(content);
    const date = new Date().toISOString().slice(0, 10);
    return {
      body: typeof rendered === 'string' ? Buffer.from(rendered, 'utf8') : rendered,
      contentType: file.contentType,
      fileName: `resonate-${content.settings.emotion_tone}-${date}.${dto.format}`,
    };
  }

  private async content(user: AuthenticatedUser, dto: ExportDto): Promise<ExportContent> {
    const inline = [dto.input, dto.output, dto.settings, dto.quality_score].some(
      (value) => value !== undefined && value !== null,
    );
    if (dto.history_id) {
      if (inline) {
        throw new BadRequestException({
          detail: 'Send either a history_id or the texts to export, not both.',
        });
      }
      const entry = await this.history.find(user.id, dto.history_id);
      if (entry.output === null) throw new ConflictException({ detail: EXPORT_TEXT_NOT_KEPT });
      return {
        input: entry.input,
        output: entry.output,
        settings: entry.settings,
        qualityScore: entry.qualityScore,
        createdAt: entry.createdAt,
      };
    }
    if (typeof dto.output !== 'string' || dto.output.trim() === '') {
      throw new BadRequestException({ detail: 'Please include the enhanced text to export.' });
    }
    const limit = this.ai.maxInputChars * 2;
    for (const [what, text] of [
      ['enhanced text', dto.output],
      ['original text', dto.input ?? ''],
    ] as const) {
      if (text.length > limit) {
        throw new BadRequestException({
          detail: `The ${what} must be at most ${limit.toLocaleString('en-US')} characters long.`,
        });
      }
    }
    return {
      input: dto.input?.trim() ? dto.input : null,
      output: dto.output,
      settings: withDefaults(dto.settings),
      qualityScore: dto.quality_score ?? null,
      createdAt: new Date(),
    };
  }
}
