import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import {
  conversationsQuery,
  fetchConversation,
  sendChat,
  type ChatAnswer,
  type ChatMode,
  type ChatRequest,
} from '../../api/ai-chat';
import { chatFailure, contextOf, type ChatTurn } from './chat-model';

/** What a page adds to each message: the AI Chat's preferences, or the Enterprise text. */
export type ChatExtras = (mode: ChatMode) => Omit<ChatRequest, 'message'>;

/**
 * One conversation on screen: sends a message with the last 5 as context, shows the reply as it
 * streams, keeps the server's conversation id so the next message continues it.
 */
export function useChatSession(extras: ChatExtras, onAnswer?: (answer: ChatAnswer) => void) {
  const [turns, setTurns] = useState<ChatTurn[]>([]);
  const [busy, setBusy] = useState(false);
  const [conversationId, setConversationId] = useState<string | null>(null);
  /** The last finished reply, for the screen-reader announcement. */
  const [announcement, setAnnouncement] = useState('');
  const busyRef = useRef(false);
  const nextId = useRef(1);
  const turnsRef = useRef<ChatTurn[]>([]);
  const toast = useToast();
  const queryClient = useQueryClient();

  const update = useCallback((next: ChatTurn[]) => {
    turnsRef.current = next;
    setTurns(next);
  }, []);
  const patch = useCallback(
    (id: number, change: Partial<ChatTurn>) =>
      update(turnsRef.current.map((turn) => (turn.id === id ? { ...turn, ...change } : turn))),
    [update],
  );

  const send = useCallback(
    async (raw: string, mode: ChatMode) => {
      const message = raw.trim();
      if (!message || busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      const context = contextOf(turnsRef.current);
      const now = () => new Date();
      const userTurn: ChatTurn = {
        id: nextId.current++,
        role: 'user',
        content: message,
        time: now(),
        mode,
      };
      const reply: ChatTurn = {
        id: nextId.current++,
        role: 'assistant',
        content: '',
        time: now(),
        mode,
        streaming: true,
      };
      update([...turnsRef.current, userTurn, reply]);
      setAnnouncement('');
      try {
        const answer = await sendChat(
          {
            message,
            conversation_context: context,
            ...(conversationId ? { conversation_id: conversationId } : {}),
            ...extras(mode),
          },
          (text) => patch(reply.id, { content: text }),
        );
        patch(reply.id, {
          content: answer.response,
          streaming: false,
          time: now(),
          engine: answer.metadata.engine,
          modelUsed: answer.metadata.model_used,
          enhancedText: answer.enhanced_text,
          quality: answer.metadata.quality_score,
          chargeNote: answer.charged === false ? answer.charge_note : null,
          suggestions: answer.suggestions,
        });
        setConversationId(answer.conversation_id);
        setAnnouncement(`Assistant replied: ${answer.response}`);
        onAnswer?.(answer);
        void queryClient.invalidateQueries({ queryKey: conversationsQuery.queryKey });
      } catch (error) {
        const failure = chatFailure(error);
        patch(reply.id, { content: failure.reply, streaming: false, failed: true, time: now() });
        setAnnouncement(failure.reply);
        toast.error(failure.toast);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [conversationId, extras, onAnswer, patch, queryClient, toast, update],
  );

  /** Clear Chat: an empty screen and a new conversation (the old one stays in the list). */
  const clear = useCallback(() => {
    update([]);
    setConversationId(null);
    setAnnouncement('Chat cleared');
  }, [update]);

  /** Reopens a stored conversation: its messages on screen, the next message continues it. */
  const open = useCallback(
    async (id: string) => {
      const conversation = await fetchConversation(id);
      update(
        conversation.messages.map((message) => ({
          id: nextId.current++,
          role: message.role,
          content: message.content,
          time: new Date(message.timestamp),
          mode: message.chat_mode,
          engine: message.engine,
          enhancedText: message.enhanced_text,
          quality: message.quality_score,
          suggestions: message.suggestions,
        })),
      );
      setConversationId(conversation.id);
      setAnnouncement(`Opened the conversation "${conversation.title}"`);
      return conversation;
    },
    [update],
  );

  return { turns, busy, send, clear, open, conversationId, announcement };
}
