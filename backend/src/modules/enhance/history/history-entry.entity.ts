import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { QualityBreakdown } from '../../ai/ai.types.js';
import { ApiKey } from '../../auth/api-keys/api-key.entity.js';
import { User } from '../../users/entities/user.entity.js';
import type { StoredSettingsDto } from '../dto/settings.dto.js';
import type { HistorySource } from './history-source.js';

/** One enhancement as the person saw it; each account keeps its newest HISTORY_LIMIT entries. */
@Entity('enhancement_history')
@Index('enhancement_history_user_created_idx', ['userId', 'createdAt'])
export class HistoryEntry {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Column({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** Null when the text was not kept (privacy mode, or `retain: false`); so is output. */
  @Column({ type: 'text', nullable: true }) input: string | null;

  @Column({ type: 'text', nullable: true }) output: string | null;

  @Column({ type: 'jsonb' }) settings: StoredSettingsDto;

  @Column({ name: 'word_count', type: 'integer' }) wordCount: number;

  @Column({ name: 'input_word_count', type: 'integer' }) inputWordCount: number;

  @Column({ name: 'quality_score', type: 'real' }) qualityScore: number;

  @Column({ name: 'quality_breakdown', type: 'jsonb' }) qualityBreakdown: QualityBreakdown;

  @Column({ name: 'input_quality_score', type: 'real' }) inputQualityScore: number;

  @Column({ name: 'model_used', type: 'text' }) modelUsed: string;

  /** The API key the rewrite was asked with; null for the workspace (or a key since deleted). */
  @Column({ name: 'api_key_id', type: 'uuid', nullable: true }) apiKeyId: string | null;

  @ManyToOne(() => ApiKey, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'api_key_id' })
  apiKey?: ApiKey | null;

  /** Seconds. */
  @Column({ name: 'processing_time', type: 'real' }) processingTime: number;

  /** Where it was asked for (the extension sends X-Resonate-Client: extension). */
  @Column({ type: 'varchar', length: 16, default: 'web' }) source: HistorySource;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
