import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useToast } from '../../../components/toast/toast-context';
import { useConversations, useDeleteConversation } from '../api/ai-chat';
import { CHAT_MODES } from '../shared/chat/chat-model';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** The person's stored conversations: open one to continue it, or delete it. */
export function ConversationList({
  current,
  onOpen,
  onDeleted,
}: {
  current: string | null;
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const conversations = useConversations();
  const remove = useDeleteConversation();
  const toast = useToast();
  const items = conversations.data ?? [];

  return (
    <Box component="nav" aria-labelledby="ai-chat-conversations-title" sx={{ minWidth: 0 }}>
      <Typography
        id="ai-chat-conversations-title"
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700 }}
      >
        Your conversations
      </Typography>
      {conversations.isError && (
        <Typography variant="body2" color="error">
          Your conversations could not be loaded.
        </Typography>
      )}
      {conversations.isSuccess && items.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Conversations you start are kept here to reopen later.
        </Typography>
      )}
      <List dense disablePadding>
        {items.map((conversation) => (
          <ListItem
            key={conversation.id}
            disableGutters
            data-testid="ai-chat-conversation"
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Delete the conversation "${conversation.title}"`}
                disabled={remove.isPending}
                onClick={async () => {
                  try {
                    await remove.mutateAsync(conversation.id);
                    onDeleted(conversation.id);
                    toast.success('Conversation deleted');
                  } catch {
                    toast.error('Failed to delete the conversation');
                  }
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            }
            sx={{ pr: 5 }}
          >
            <Button
              onClick={() => onOpen(conversation.id)}
              aria-current={conversation.id === current ? 'true' : undefined}
              sx={{
                justifyContent: 'flex-start',
                textAlign: 'left',
                textTransform: 'none',
                width: '100%',
                minWidth: 0,
                display: 'block',
                fontWeight: conversation.id === current ? 700 : 400,
              }}
            >
              <Box
                component="span"
                sx={{
                  display: 'block',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                }}
              >
                {conversation.title}
              </Box>
              <Box
                component="span"
                sx={{ display: 'block', typography: 'caption', color: 'text.secondary' }}
              >
                {CHAT_MODES.find((mode) => mode.id === conversation.chat_mode)?.label} ·{' '}
                {conversation.message_count} messages · {dateOf(conversation.updated_at)}
              </Box>
            </Button>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
