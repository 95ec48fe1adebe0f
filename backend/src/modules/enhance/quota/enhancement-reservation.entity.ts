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

/**
 * One use charged for a streamed rewrite that has not delivered its result yet. Written in the
 * statement that charges the use and removed in the one that records its history entry (or gives
 * the use back), so a charge without its history entry is always here: a process killed
 * mid-stream leaves one behind, which the sweep gives back once it is older than any rewrite.
 */
@Entity('enhancement_reservations')
@Index('enhancement_reservations_created_idx', ['createdAt'])
export class EnhancementReservation {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Column({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The plan counter the use was taken from: 'free', 'pro' or 'none' (Premium and staff). */
  @Column({ type: 'varchar', length: 8 }) counter: 'free' | 'pro' | 'none';

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  /** Renewed by the instance running the rewrite; a stale one means that process is gone. */
  @Column({ name: 'heartbeat_at', type: 'timestamptz', default: () => 'now()' }) heartbeatAt: Date;
}
