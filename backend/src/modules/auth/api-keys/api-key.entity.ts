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

export const API_KEY_SCOPES = ['rewrite', 'analyze', 'history:read'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** A personal API key: a session of its own kind, looked up by its public prefix, checked by hash. */
@Entity('api_keys')
export class ApiKey {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Index('api_keys_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 100 }) name: string;

  /** The public part shown in lists and the console (`rsn_live_` + 8 characters). */
  @Index('api_keys_prefix_unique', { unique: true })
  @Column({ type: 'varchar', length: 32 })
  prefix: string;

  /** SHA-256 (hex) of the whole secret; the secret itself is never stored. */
  @Column({ name: 'secret_hash', type: 'char', length: 64 }) secretHash: string;

  @Column({ type: 'text', array: true }) scopes: ApiKeyScope[];

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true }) expiresAt: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;

  /** Who revoked it: the owner, staff, or null while it is live. */
  @Column({ name: 'revoked_by', type: 'varchar', length: 20, nullable: true })
  revokedBy: 'owner' | 'staff' | null;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true }) lastUsedAt: Date | null;

  @Column({ name: 'last_used_ip', type: 'varchar', length: 64, nullable: true })
  lastUsedIp: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
