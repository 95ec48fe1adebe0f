import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { useAuth } from '../../../lib/auth/auth-context';
import type { ChatMode } from '../api/ai-chat';
import { labelOf, useBetaCatalog } from '../api/catalog';
import type { BetaTabProps } from '../model/beta-tab';
import { ChatComposer, SuggestionChips } from '../shared/chat/chat-composer';
import { ChatMessages } from '../shared/chat/chat-messages';
import { ChatModePicker } from '../shared/chat/chat-mode-picker';
import { CHAT_MODES } from '../shared/chat/chat-model';
import { ConversationList } from './conversation-list';
import { useChatSession } from '../shared/chat/use-chat-session';

/** The AI Chat's own guidance, sent as system_prompt (the server keeps it out of its rules). */
const GUIDANCE = 'Keep answers short and concrete; quote my sentences when you refer to them.';

/**
 * The AI Chat tab: four modes, the conversation with times, Enter to send, suggestions as
 * chips, Clear Chat, and the person's stored conversations to reopen or delete.
 */
export function AiChatTab({ settings }: BetaTabProps) {
  const [mode, setMode] = useState<ChatMode>('enhance');
  const { user } = useAuth();
  const toast = useToast();
  const tier = user?.subscription_tier ?? 'free';
  const extras = useCallback(
    (chatMode: ChatMode) => ({
      chat_mode: chatMode,
      system_prompt: GUIDANCE,
      user_preferences: { enhancement_style: settings.emotion_tone, subscription_tier: tier },
    }),
    [settings.emotion_tone, tier],
  );
  const session = useChatSession(extras);
  const last = session.turns.at(-1);
  const suggestions =
    last?.role === 'assistant' && !last.streaming && !last.failed ? (last.suggestions ?? []) : [];
  const hint = CHAT_MODES.find((entry) => entry.id === mode)!.hint;
  const catalog = useBetaCatalog();
  const tone = catalog.data ? labelOf(catalog.data.tones, settings.emotion_tone) : null;

  const reopen = async (id: string) => {
    try {
      const conversation = await session.open(id);
      setMode(conversation.chat_mode);
    } catch {
      toast.error('Failed to open the conversation');
    }
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 1fr)' },
      }}
    >
      <Paper
        component="section"
        aria-labelledby="ai-chat-title"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, minWidth: 0 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          <Typography id="ai-chat-title" variant="h5" component="h2" sx={{ flex: 1 }}>
            AI Chat
          </Typography>
          <Button
            variant="outlined"
            onClick={session.clear}
            disabled={session.busy || session.turns.length === 0}
          >
            Clear Chat
          </Button>
        </Box>
        <ChatModePicker mode={mode} onChange={setMode} label="Chat mode" />
        <Typography variant="body2" color="text.secondary">
          {hint}
          {tone && mode !== 'feedback' && (
            <> Tone: {tone} (the studio&apos;s tone; name another in your message to change it).</>
          )}
        </Typography>
        <ChatMessages
          turns={session.turns}
          announcement={session.announcement}
          empty="Pick a mode and write your message. Replies are measured by our analysis; when no model is connected the built-in assistant answers and says so."
        />
        <SuggestionChips
          suggestions={suggestions}
          disabled={session.busy}
          onPick={(message) => void session.send(message, mode)}
        />
        <ChatComposer busy={session.busy} onSend={(message) => void session.send(message, mode)} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        <ConversationList
          current={session.conversationId}
          onOpen={(id) => void reopen(id)}
          onDeleted={(id) => {
            if (id === session.conversationId) session.clear();
          }}
        />
      </Paper>
    </Box>
  );
}
