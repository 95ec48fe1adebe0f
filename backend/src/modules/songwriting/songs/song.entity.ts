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

/** A song in the workshop, kept per user (spec section 3 "Song"). */
@Entity('songs')
@Index('songs_user_updated_idx', ['userId', 'updatedAt'])
export class Song {
  @PrimaryGeneratedColumn('uuid') id: string;

  @Column({ name: 'user_id', type: 'uuid' }) userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'varchar', length: 200 }) title: string;

  @Column({ type: 'text' }) lyrics: string;

  @Column({ name: 'enhanced_lyrics', type: 'text', nullable: true }) enhancedLyrics: string | null;

  /** genre, writing style, arc, emotion, structure, scheme, tempo, key, custom guidance. */
  @Column({ type: 'jsonb' }) settings: Record<string, string>;

  @Column({ name: 'chat_history', type: 'jsonb', default: () => "'[]'" }) chatHistory: {
    role: string;
    content: string;
  }[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' }) createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' }) updatedAt: Date;
}
