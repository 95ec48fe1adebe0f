import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { HistoryItem } from '../api/history';
import { FORMAT_LABELS, toneLabel } from '../model/enhance-options';
import { formatDateTime } from '../model/format-time';
import { ListCard } from '../components/list-card';

/** Where the rewrite was asked for, when it was not this web app. */
const origin = (item: HistoryItem) =>
  item.api_key
    ? `API key ${item.api_key.name}`
    : item.source === 'extension'
      ? 'Browser extension'
      : null;

interface HistoryCardProps {
  item: HistoryItem;
  onOpen: () => void;
  onDelete: () => void;
  busy: boolean;
}

export function HistoryCard({ item, onOpen, onDelete, busy }: HistoryCardProps) {
  const title = `Enhancement of ${formatDateTime(item.created_at)}`;
  return (
    <ListCard label={title} testId="history-item">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          component="time"
          dateTime={item.created_at}
          variant="body2"
          color="text.secondary"
          sx={{ mr: 'auto' }}
        >
          {formatDateTime(item.created_at)}
        </Typography>
        <Chip
          size="small"
          color="primary"
          label={`${toneLabel(item.settings.emotion_tone)} · ${item.settings.intensity}/10`}
          aria-label={`${toneLabel(item.settings.emotion_tone)}, intensity ${item.settings.intensity} of 10`}
        />
        <Chip size="small" label={FORMAT_LABELS[item.settings.output_format]} />
        {origin(item) && <Chip size="small" variant="outlined" label={origin(item)} />}
        <Chip
          size="small"
          variant="outlined"
          label={`${item.input_quality_score.toFixed(1)} → ${item.quality_score.toFixed(1)}`}
          aria-label={`Quality ${item.input_quality_score.toFixed(1)} to ${item.quality_score.toFixed(1)}`}
        />
      </Box>
      {item.text_kept ? (
        <>
          <Typography
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid="history-output"
          >
            {item.output_preview}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            From: {item.input_preview}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary" data-testid="history-output">
          <Box component="span" sx={{ fontStyle: 'italic' }}>
            Text not kept
          </Box>{' '}
          · {item.input_word_count} → {item.word_count} words (Don&rsquo;t keep my texts)
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Button
          size="small"
          startIcon={<OpenInNewIcon />}
          onClick={onOpen}
          disabled={busy || !item.text_kept}
        >
          Open in workspace
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Delete">
          <span>
            <IconButton aria-label={`Delete ${title}`} onClick={onDelete} disabled={busy}>
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </ListCard>
  );
}
