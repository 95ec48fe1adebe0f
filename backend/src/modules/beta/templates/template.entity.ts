import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { EmotionTone, OutputFormat, UseCase } from '../../ai/ai.types.js';
import { User } from '../../users/entities/user.entity.js';

/** A person's own enhancement template (the built-ins live in code, not here). */
@Entity('templates')
@Index('templates_user_created_idx', ['userId', 'createdAt'])
export class Template {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Column({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100 }) name: string;

  @Column({ type: 'text', default: '' }) description: string;

  @Column({ name: 'emotion_tone', type: 'varchar', length: 16 }) emotionTone: EmotionTone;

  @Column({ type: 'smallint' }) intensity: number;

  @Column({ name: 'use_case', type: 'varchar', length: 32 }) useCase: UseCase;

  @Column({ name: 'output_format', type: 'varchar', length: 16 }) outputFormat: OutputFormat;

  @Column({ type: 'jsonb', default: () => "'[]'" }) tags: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
