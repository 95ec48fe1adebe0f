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

/** What a person wrote in the beta studio's feedback box, kept for staff to read. */
@Entity('beta_feedback')
@Index('beta_feedback_created_idx', ['createdAt'])
export class BetaFeedback {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Column({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' }) message: string;

  /** The studio tab the person was on, when the page said. */
  @Column({ type: 'varchar', length: 40, nullable: true }) tab: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
