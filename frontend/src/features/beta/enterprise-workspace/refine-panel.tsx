import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { ChatComposer, SuggestionChips } from '../shared/chat/chat-composer';
import { ChatMessages } from '../shared/chat/chat-messages';
import { ChatModePicker } from '../shared/chat/chat-mode-picker';
import { useChatSession } from '../shared/chat/use-chat-session';
import type { ChatAnswer, ChatMode } from '../api/ai-chat';
import type { WorkspaceDocument } from '../shared/workspace/use-workspace-document';

/**
 * Refine: a chat about the workspace's current text (the result, else the input), through
 * POST /api/beta/chat with mode, context and current_text. A rewrite it writes can become the
 * result in one click.
 */
export function RefinePanel({ doc, onRefined }: { doc: WorkspaceDocument; onRefined: () => void }) {
  const [mode, setMode] = useState<ChatMode>('enhance');
  const toast = useToast();
  const currentText = doc.outcome?.text ?? doc.text;
  const extras = useCallback(
    (chatMode: ChatMode) => ({
      mode: chatMode,
      context: 'enterprise_workspace: refine',
      current_text: currentText,
    }),
    [currentText],
  );
  const onAnswer = useCallback((_answer: ChatAnswer) => onRefined(), [onRefined]);
  const session = useChatSession(extras, onAnswer);
  const last = session.turns.at(-1);
  const reply = last?.role === 'assistant' && !last.streaming && !last.failed ? last : undefined;
  const hasText = currentText.trim().length > 0;

  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        Chat about {doc.outcome ? 'the result' : 'your text'}: ask for a change, advice or feedback.
        A rewrite can replace the result.
      </Typography>
      <ChatModePicker mode={mode} onChange={setMode} label="Refine mode" />
      <ChatMessages
        turns={session.turns}
        announcement={session.announcement}
        empty={
          hasText
            ? "Try 'Make it more confident' or 'How can I make it clearer?'"
            : 'Write or paste your text in the Enhance tab first.'
        }
      />
      {reply?.enhancedText && (
        <Box>
          <Button
            variant="contained"
            onClick={() => {
              doc.adoptRevision(
                reply.enhancedText!,
                reply.quality ?? null,
                reply.modelUsed ?? 'built-in assistant',
                reply.engine !== 'provider',
              );
              toast.success('The refined version is now the result');
            }}
          >
            Use this version as the result
          </Button>
        </Box>
      )}
      <SuggestionChips
        suggestions={reply?.suggestions ?? []}
        disabled={session.busy}
        onPick={(message) => void session.send(message, mode)}
      />
      <ChatComposer
        label="Refine message"
        busy={session.busy || !hasText}
        onSend={(message) => void session.send(message, mode)}
      />
      <Box>
        <Button
          size="small"
          onClick={session.clear}
          disabled={session.busy || session.turns.length === 0}
        >
          Clear Chat
        </Button>
      </Box>
    </Box>
  );
}
