import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { EmotionTone, OutputFormat } from '../../ai/ai.types.js';
import { User } from '../../users/entities/user.entity.js';

/**
 * Enhancements per account, UTC day, tone and format, counted in the transaction that charges
 * each one. Analytics read these so their totals cover every enhancement, not only the
 * entries the history still keeps.
 */
@Entity('enhancement_daily_usage')
export class DailyUsage {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @PrimaryColumn({ type: 'date' }) day: string;

  @PrimaryColumn({ name: 'emotion_tone', type: 'varchar', length: 16 }) emotionTone: EmotionTone;

  @PrimaryColumn({ name: 'output_format', type: 'varchar', length: 16 })
  outputFormat: OutputFormat;

  @Column({ type: 'integer', default: 0 }) enhancements: number;

  /** Words of the texts people sent in. */
  @Column({ type: 'integer', default: 0 }) words: number;

  @Column({ name: 'quality_before_sum', type: 'double precision', default: 0 })
  qualityBeforeSum: number;

  @Column({ name: 'quality_after_sum', type: 'double precision', default: 0 })
  qualityAfterSum: number;
}
