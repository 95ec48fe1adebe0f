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

export const TICKET_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_CATEGORIES = [
  'general',
  'billing',
  'technical',
  'account',
  'feedback',
] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

@Entity('support_tickets')
export class SupportTicket {
  @PrimaryGeneratedColumn('uuid') id: string;

  /** Null for a message sent with the public contact form. */
  @Index('support_tickets_user_id_idx')
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Index('support_tickets_user_email_idx')
  @Column({ name: 'user_email', type: 'varchar', length: 254 })
  userEmail: string;

  /** The name a visitor gave on the contact form (signed-in users have theirs on the account). */
  @Column({ name: 'contact_name', type: 'varchar', length: 100, nullable: true })
  contactName: string | null;

  @Column({ type: 'varchar', length: 200 }) subject: string;

  @Column({ type: 'text' }) message: string;

  @Column({ type: 'varchar', length: 16, default: 'open' }) status: TicketStatus;

  @Column({ type: 'varchar', length: 16, default: 'medium' }) priority: TicketPriority;

  @Column({ type: 'varchar', length: 16, default: 'general' }) category: TicketCategory;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
