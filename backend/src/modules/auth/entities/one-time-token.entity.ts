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

/** `sign_in`: a code the SPA exchanges for a session, so no bearer token travels in a URL. */
export type OneTimeTokenPurpose = 'verify_email' | 'reset_password' | 'sign_in';

/** A mailed link's token or a sign-in code; only its SHA-256 is stored, and it works once. */
@Entity('one_time_tokens')
export class OneTimeToken {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Index('one_time_tokens_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 20 }) purpose: OneTimeTokenPurpose;

  @Index('one_time_tokens_hash_unique', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true }) usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
