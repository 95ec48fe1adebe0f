import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';

/**
 * A POST rewrite sent with an `Idempotency-Key`: claimed before the work starts (the primary key
 * makes two racing requests with the same key one winner), then holding its answer for 24 hours.
 */
@Entity('idempotent_requests')
export class IdempotentRequest {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @PrimaryColumn({ name: 'idempotency_key', type: 'varchar', length: 255 }) key: string;

  /** SHA-256 of the route and its body: the same key with another body is refused (422). */
  @Column({ name: 'request_hash', type: 'char', length: 64 }) requestHash: string;

  /** The first answer, once it is there; null while the first request runs. */
  @Column({ name: 'response_status', type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ name: 'response_body', type: 'jsonb', nullable: true }) responseBody: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
