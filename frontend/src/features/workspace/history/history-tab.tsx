import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import HistoryIcon from '@mui/icons-material/History';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { errorMessage } from '../../../lib/error-message';
import {
  getHistoryEntry,
  useClearHistory,
  useDeleteHistoryEntry,
  useHistoryList,
} from '../api/history';
import { ListEmpty, ListError, ListLoading } from '../components/list-states';
import { resultFromHistory, type WorkspaceResult } from '../model/workspace-result';
import { HistoryCard } from './history-card';

export const CLEAR_HISTORY_CONFIRM =
  'Clear your whole history? Every saved enhancement is deleted and this cannot be undone.';

/** The enhancements kept for the account, newest first (the server keeps the newest 100). */
export function HistoryTab({ onOpen }: { onOpen: (result: WorkspaceResult) => void }) {
  const history = useHistoryList();
  const deleteEntry = useDeleteHistoryEntry();
  const clearHistory = useClearHistory();
  const toast = useToast();
  const [opening, setOpening] = useState<string | null>(null);

  const open = async (id: string) => {
    setOpening(id);
    try {
      onOpen(resultFromHistory(await getHistoryEntry(id)));
    } catch (error) {
      toast.error(errorMessage(error, 'Could not open this entry. Please try again.'));
    } finally {
      setOpening(null);
    }
  };

  const remove = (id: string) =>
    deleteEntry.mutate(id, {
      onSuccess: () => toast.success('History entry deleted.'),
      onError: (error) => toast.error(errorMessage(error, 'Could not delete the entry.')),
    });

  const clear = () => {
    if (!window.confirm(CLEAR_HISTORY_CONFIRM)) return;
    clearHistory.mutate(undefined, {
      onSuccess: () => toast.success('Your history has been cleared.'),
      onError: (error) => toast.error(errorMessage(error, 'Could not clear the history.')),
    });
  };

  if (history.isPending) return <ListLoading label="Loading your history" />;
  if (history.isError) {
    return (
      <ListError
        error={history.error}
        fallback="Could not load your history."
        onRetry={() => void history.refetch()}
      />
    );
  }
  const { items, total } = history.data;
  if (items.length === 0) {
    return (
      <ListEmpty icon={<HistoryIcon />} title="No history yet">
        Every text you enhance is kept here, with its settings and score, so you can open it again.
      </ListEmpty>
    );
  }

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ mr: 'auto' }}>
          {total === 1 ? '1 enhancement' : `${total} enhancements`} · the newest 100 are kept
        </Typography>
        <Button
          color="error"
          startIcon={<DeleteSweepOutlinedIcon />}
          onClick={clear}
          disabled={clearHistory.isPending}
        >
          Clear all
        </Button>
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
        {items.map((item) => (
          <HistoryCard
            key={item.id}
            item={item}
            onOpen={() => void open(item.id)}
            onDelete={() => remove(item.id)}
            busy={
              opening === item.id || (deleteEntry.isPending && deleteEntry.variables === item.id)
            }
          />
        ))}
      </Box>
    </Box>
  );
}
