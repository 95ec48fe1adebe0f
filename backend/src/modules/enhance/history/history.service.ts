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
SELECT h.id, ${previewSource('h.input')} AS input, ${previewSource('h.output')} AS output,
  h.settings, h.word_count, h.input_word_count, h.quality_score, h.input_quality_score,
  h.model_used, h.source,
  h.created_at, k.id AS api_key_id, k.name AS api_key_name, k.prefix AS api_key_prefix
FROM enhancement_history AS h LEFT JOIN api_keys AS k ON k.id = h.api_key_id
WHERE h.user_id = $1
ORDER BY h.created_at DESC, h.id DESC LIMIT $2 OFFSET $3`;

interface ListRow {
  id: string;
  input: string | null;
  output: string | null;
  settings: StoredSettingsDto;
  word_count: number;
  input_word_count: number;
  quality_score: number;
  input_quality_score: number;
  model_used: string;
  source: HistorySource;
  created_at: Date;
  api_key_id: string | null;
  api_key_name: string | null;
  api_key_prefix: string | null;
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
          inputWordCount: row.input_word_count,
          qualityScore: row.quality_score,
          inputQualityScore: row.input_quality_score,
          modelUsed: row.model_used,
          source: row.source,
          createdAt: row.created_at,
          apiKeyId: row.api_key_id,
          apiKey: row.api_key_id
            ? { id: row.api_key_id, name: row.api_key_name, prefix: row.api_key_prefix }
            : null,
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
    const entry = await this.entries.findOne({
      where: { id, userId },
      relations: { apiKey: true },
    });
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
