import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeleteSong, useSongList } from '../api/songs';

/** The user's saved songs: open one, or delete it (after a confirmation). */
export function SavedSongs({
  onOpen,
  onDeleted,
}: {
  onOpen: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  const songs = useSongList();
  const remove = useDeleteSong();
  const items = songs.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
      <Typography variant="h6" component="h3" gutterBottom>
        Your songs
      </Typography>
      {songs.isPending ? (
        <Typography color="text.secondary">Loading your songs…</Typography>
      ) : songs.isError ? (
        <Typography color="error">Your songs could not be loaded.</Typography>
      ) : items.length === 0 ? (
        <Typography color="text.secondary">
          No saved songs yet. Save one to find it here.
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Saved songs">
          {items.map((song) => (
            <ListItem
              key={song.id}
              disablePadding
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  aria-label={`Delete ${song.title}`}
                  onClick={() => {
                    if (window.confirm(`Delete "${song.title}"?`))
                      remove.mutate(song.id, { onSuccess: () => onDeleted(song.id) });
                  }}
                >
                  Delete
                </Button>
              }
            >
              <ListItemButton onClick={() => onOpen(song.id)} sx={{ pr: 10 }}>
                <ListItemText primary={song.title} secondary={song.first_line} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
