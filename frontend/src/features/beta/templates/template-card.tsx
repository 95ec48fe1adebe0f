import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { labelOf, type BetaCatalog } from '../api/catalog';
import type { Template } from '../api/templates';

interface TemplateCardProps {
  catalog: BetaCatalog;
  template: Template;
  onApply: () => void;
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

export function TemplateCard({
  catalog,
  template,
  onApply,
  onEdit,
  onDuplicate,
  onDelete,
}: TemplateCardProps) {
  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1, alignContent: 'start' }}
      aria-label={template.name}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography
          variant="subtitle1"
          component="h3"
          sx={{ fontWeight: 700, wordBreak: 'break-word' }}
        >
          {template.name}
        </Typography>
        {template.is_default && <Chip size="small" label="Built-in" />}
      </Box>
      {template.description && (
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
          {template.description}
        </Typography>
      )}
      <Typography variant="body2">
        {labelOf(catalog.tones, template.emotion_tone)} · intensity {template.intensity} ·{' '}
        {labelOf(catalog.use_cases, template.use_case)} ·{' '}
        {labelOf(catalog.output_formats, template.output_format)}
      </Typography>
      {template.tags.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {template.tags.map((tag) => (
            <Chip key={tag} size="small" variant="outlined" label={tag} />
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button size="small" variant="contained" onClick={onApply}>
          Apply
        </Button>
        {!template.is_default && (
          <Button size="small" onClick={onEdit}>
            Edit
          </Button>
        )}
        <Button size="small" onClick={onDuplicate}>
          Duplicate
        </Button>
        {!template.is_default && (
          <Button size="small" color="error" onClick={onDelete}>
            Delete
          </Button>
        )}
      </Box>
    </Paper>
  );
}
