import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { SupportTicket } from './support-ticket.entity.js';

/** A staff answer in a ticket's thread (the ticket itself holds the user's first message). */
@Entity('support_ticket_replies')
export class TicketReply {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Index('support_ticket_replies_ticket_idx')
  @Column({ name: 'ticket_id', type: 'uuid' })
  ticketId: string;

  @ManyToOne(() => SupportTicket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticket_id' })
  ticket?: SupportTicket;

  /** The staff member who answered (null once their account is gone). */
  @Column({ name: 'staff_user_id', type: 'uuid', nullable: true }) staffUserId: string | null;

  @Column({ type: 'text' }) message: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;
}
