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

export const SESSION_CLIENTS = ['web', 'extension'] as const;
export type SessionClient = (typeof SESSION_CLIENTS)[number];

/** A signed-in device: every bearer token names one, so ending the row ends the token. */
@Entity('sessions')
export class Session {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Index('sessions_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true }) revokedAt: Date | null;

  @Column({ name: 'user_agent', type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;

  @Column({ name: 'ip_address', type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  /** Which front end holds the token: the web app or the browser extension. */
  @Column({ type: 'varchar', length: 16, default: 'web' }) client: SessionClient;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
