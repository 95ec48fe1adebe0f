import { useMutation } from '@tanstack/react-query';
import { api, type ApiSchema } from '../../../lib/api-client';

export type CommandChatRequest = ApiSchema<'CommandChatDto'>;
export type CommandChatContext = ApiSchema<'CommandChatContextDto'>;
export type CommandChatAnswer = ApiSchema<'CommandChatResponseDto'>;
export type WorkspaceCommand = CommandChatAnswer['commands'][number];
export type WorkspacePanel = ApiSchema<'WorkspacePanel'>;
export type UpdateSettingsArguments = ApiSchema<'UpdateSettingsArgumentsDto'>;

/** POST /api/beta/ai-chat: a reply and the commands for the workspace to carry out. */
export const useCommandChat = () =>
  useMutation({
    mutationFn: (body: CommandChatRequest) => api.POST('/api/beta/ai-chat', { body }),
  });
