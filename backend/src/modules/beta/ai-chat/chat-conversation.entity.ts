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
import type { ChatMode } from './ai-chat.dto.js';

/** One message as stored: who wrote it, when, in which mode, and what came with a reply. */
export interface StoredChatMessage {
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
  chat_mode: ChatMode;
  /** Assistant replies: the rewrite alone (enhance mode), the measured score, the suggestions. */
  enhanced_text?: string | null;
  quality_score?: number | null;
  suggestions?: string[];
  engine?: 'builtin' | 'provider';
}

/** A person's AI Chat conversation: kept on the server, listed, reopened and deleted by them. */
@Entity('chat_conversations')
@Index('chat_conversations_user_updated_idx', ['userId', 'updatedAt'])
export class ChatConversation {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Column({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  /** The first message, cut to 80 characters. */
  @Column({ type: 'varchar', length: 80 }) title: string;

  /** The mode of the last message. */
  @Column({ name: 'chat_mode', type: 'varchar', length: 16 }) chatMode: ChatMode;

  @Column({ type: 'jsonb', default: () => "'[]'" }) messages: StoredChatMessage[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
