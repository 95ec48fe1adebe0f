import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

export const CONSENT_TYPES = [
  'gdpr',
  'data_retention',
  'marketing',
  'analytics',
  'terms',
  'privacy',
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** One decision on one consent: which, granted or not, when, under which policy version. */
@Entity('consent_records')
export class ConsentRecord {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Index('consent_records_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'consent_type', type: 'varchar', length: 32 }) consentType: ConsentType;

  @Column({ type: 'boolean' }) granted: boolean;

  @Column({ name: 'policy_version', type: 'varchar', length: 32 }) policyVersion: string;

  @Column({ type: 'varchar', length: 32 }) source: string;

  @CreateDateColumn({ name: 'recorded_at', type: 'timestamptz' }) recordedAt: Date;
}
