import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { StoredSettingsDto } from '../dto/settings.dto.js';
import { previewSource } from '../shared/preview.js';
import {
  toHistoryEntryDto,
  toHistoryItemDto,
  type ClearedDto,
  type HistoryEntryDto,
  type HistoryListDto,
} from './history.dto.js';
import { HistoryEntry } from './history-entry.entity.js';
import type { HistorySource } from './history-source.js';

export const HISTORY_NOT_FOUND = 'History entry not found';

const LIST = `
SELECT id, ${previewSource('input')} AS input, ${previewSource('output')} AS output, settings,
  word_count, quality_score, input_quality_score, model_used, source, created_at
FROM enhancement_history WHERE user_id = $1
ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3`;

interface ListRow {
  id: string;
  input: string;
  output: string;
  settings: StoredSettingsDto;
  word_count: number;
  quality_score: number;
  input_quality_score: number;
  model_used: string;
  source: HistorySource;
  created_at: Date;
}

@Injectable()
export class HistoryService {
  constructor(@InjectRepository(HistoryEntry) private readonly entries: Repository<HistoryEntry>) {}

  async list(userId: string, limit = 100, offset = 0): Promise<HistoryListDto> {
    const [rows, total] = await Promise.all([
      this.entries.query(LIST, [userId, limit, offset]) as Promise<ListRow[]>,
      this.entries.count({ where: { userId } }),
    ]);
    const items = rows.map((row) =>
      toHistoryItemDto(
        Object.assign(new HistoryEntry(), {
          id: row.id,
          input: row.input,
          output: row.output,
          settings: row.settings,
          wordCount: row.word_count,
          qualityScore: row.quality_score,
          inputQualityScore: row.input_quality_score,
          modelUsed: row.model_used,
          source: row.source,
          createdAt: row.created_at,
        }),
      ),
    );
    return { items, total };
  }

  async get(userId: string, id: string): Promise<HistoryEntryDto> {
    return toHistoryEntryDto(await this.find(userId, id));
  }

  /** One of the account's own entries; another account's id answers as if it did not exist. */
  async find(userId: string, id: string): Promise<HistoryEntry> {
    const entry = await this.entries.findOne({ where: { id, userId } });
    if (!entry) throw new NotFoundException({ detail: HISTORY_NOT_FOUND });
    return entry;
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = await this.entries.delete({ id, userId });
    if (!result.affected) throw new NotFoundException({ detail: HISTORY_NOT_FOUND });
  }

  async clear(userId: string): Promise<ClearedDto> {
    const result = await this.entries.delete({ userId });
    const deleted = result.affected ?? 0;
    return {
      message: `Your history is cleared (${deleted} ${deleted === 1 ? 'entry' : 'entries'} deleted).`,
      deleted,
    };
  }
}
