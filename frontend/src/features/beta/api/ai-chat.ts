import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  ApiError,
  isApiErrorBody,
  NETWORK_ERROR_DETAIL,
  type ApiSchema,
} from '../../../lib/api-client';

export type ChatMode = ApiSchema<'ChatMode'>;
export type ChatRequest = ApiSchema<'AiChatDto'>;
export type ChatAnswer = ApiSchema<'AiChatResponseDto'>;

/**
 * POST /api/beta/chat as a stream: `onText` receives the reply written so far; resolves with
 * the full answer (stored in the conversation). A failure after the stream opened rejects with
 * the same ApiError a JSON refusal would.
 */
export async function sendChat(
  request: ChatRequest,
  onText?: (textSoFar: string) => void,
): Promise<ChatAnswer> {
  let textSoFar = '';
  for await (const { event, data } of api.events('/beta/chat', { ...request, stream: true })) {
    const payload = JSON.parse(data) as unknown;
    if (event === 'result') return payload as ChatAnswer;
    if (event === 'error') {
      const status = isApiErrorBody(payload) ? payload.status : 500;
      const detail = isApiErrorBody(payload) ? payload.detail : NETWORK_ERROR_DETAIL;
      throw new ApiError(status, payload, detail);
    }
    if (event === 'delta') {
      textSoFar += (payload as { text: string }).text;
      onText?.(textSoFar);
    }
  }
  throw new ApiError(0, null, NETWORK_ERROR_DETAIL);
}

export const conversationsQuery = queryOptions({
  queryKey: ['beta', 'chat', 'conversations'],
  queryFn: async () => (await api.GET('/api/beta/chat/conversations')).conversations,
});

export const useConversations = () => useQuery(conversationsQuery);

/** GET one conversation in full, to reopen it. */
export const fetchConversation = (id: string) =>
  api.GET('/api/beta/chat/conversations/{id}', { params: { path: { id } } });

export function useDeleteConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.DELETE('/api/beta/chat/conversations/{id}', { params: { path: { id } } }),
    onSuccess: () => client.invalidateQueries({ queryKey: conversationsQuery.queryKey }),
  });
}
