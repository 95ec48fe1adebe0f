import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { rowsOf } from '../../billing/shared/sql-rows.js';
import type { ChatMode } from './ai-chat.dto.js';
import { ChatConversation, type StoredChatMessage } from './chat-conversation.entity.js';
import type {
  ConversationDto,
  ConversationListDto,
  ConversationSummaryDto,
} from './conversation.dto.js';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';
/** The newest messages a conversation keeps (older ones drop off). */
export const MAX_STORED_MESSAGES = 200;
const MAX_LISTED = 50;
/** The conversations a person keeps: starting one more drops the least recently used. */
export const MAX_CONVERSATIONS = 100;

const summaryOf = (row: ChatConversation): ConversationSummaryDto => ({
  id: row.id,
  title: row.title,
  chat_mode: row.chatMode,
  message_count: row.messages.length,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The AI Chat's conversations, one person's each: nobody else's is ever found. */
@Injectable()
export class ConversationsService {
  constructor(
    @InjectRepository(ChatConversation) private readonly rows: Repository<ChatConversation>,
  ) {}

  async list(userId: string): Promise<ConversationListDto> {
    const rows = await this.rows.find({
      where: { userId },
      order: { updatedAt: 'DESC' },
      take: MAX_LISTED,
    });
    return { conversations: rows.map(summaryOf) };
  }

  async get(userId: string, id: string): Promise<ConversationDto> {
    const row = await this.find(userId, id);
    return {
      ...summaryOf(row),
      messages: row.messages.map(({ created_at, ...message }) => ({
        ...message,
        timestamp: created_at,
      })),
    };
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = await this.rows.delete({ id, userId });
    if (!result.affected) throw new NotFoundException({ detail: CONVERSATION_NOT_FOUND });
  }

  /** The stored conversation to continue (404 when it is not this person's). */
  async find(userId: string, id: string): Promise<ChatConversation> {
    const row = await this.rows.findOne({ where: { id, userId } });
    if (!row) throw new NotFoundException({ detail: CONVERSATION_NOT_FOUND });
    return row;
  }

  /**
   * Adds an exchange to a conversation, or starts one (titled by its first message, after
   * `titlePrefix`); answers its id. An exchange is appended in one statement on the stored
   * value (never a copy read earlier), so concurrent messages into a conversation all stay.
   */
  async append(
    userId: string,
    existing: ChatConversation | undefined,
    mode: ChatMode,
    messages: StoredChatMessage[],
    titlePrefix = '',
  ): Promise<string> {
    if (existing) {
      const updated = rowsOf(
        await this.rows.query(
          `UPDATE chat_conversations SET chat_mode = $3, updated_at = now(),
             messages = (
               SELECT coalesce(jsonb_agg(kept.message ORDER BY kept.position), '[]'::jsonb)
               FROM (
                 SELECT message, position
                 FROM jsonb_array_elements(messages || $4::jsonb) WITH ORDINALITY AS m(message, position)
                 ORDER BY position DESC LIMIT $5
               ) AS kept
             )
           WHERE id = $1 AND user_id = $2
           RETURNING id`,
          [existing.id, userId, mode, JSON.stringify(messages), MAX_STORED_MESSAGES],
        ),
      );
      if (updated.length === 0) throw new NotFoundException({ detail: CONVERSATION_NOT_FOUND });
      return existing.id;
    }
    const saved = await this.rows.save(
      this.rows.create({
        userId,
        title: `${titlePrefix}${messages[0].content.replace(/\s+/g, ' ').trim()}`.slice(0, 80),
        chatMode: mode,
        messages: messages.slice(-MAX_STORED_MESSAGES),
      }),
    );
    await this.rows.query(
      'DELETE FROM chat_conversations WHERE user_id = $1 AND id NOT IN (SELECT id FROM chat_conversations WHERE user_id = $1 ORDER BY updated_at DESC LIMIT $2)',
      [userId, MAX_CONVERSATIONS],
    );
    return saved.id;
  }
}
