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
import { User } from '../../users/entities/user.entity.js';
import type { StoredSettingsDto } from '../dto/settings.dto.js';

/** A saved piece of work (Premium): the original, the enhanced text, its settings and notes. */
@Entity('projects')
@Index('projects_user_created_idx', ['userId', 'createdAt'])
export class Project {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Column({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 120 }) name: string;

  @Column({ type: 'text', default: '' }) notes: string;

  @Column({ type: 'text' }) input: string;

  @Column({ type: 'text' }) output: string;

  @Column({ type: 'jsonb' }) settings: StoredSettingsDto;

  @Column({ name: 'quality_score', type: 'real', nullable: true }) qualityScore: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
