import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { ProjectItem } from '../api/projects';
import { toneLabel } from '../model/enhance-options';
import { formatDateTime } from '../model/format-time';
import { ListCard } from '../components/list-card';

interface ProjectCardProps {
  project: ProjectItem;
  busy: boolean;
  onOpen: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

export function ProjectCard({ project, busy, onOpen, onEdit, onDelete }: ProjectCardProps) {
  return (
    <ListCard label={project.name} testId="project-item">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h3" sx={{ mr: 'auto', overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        <Chip size="small" color="primary" label={toneLabel(project.settings.emotion_tone)} />
        {project.quality_score !== null && (
          <Chip
            size="small"
            variant="outlined"
            label={`Quality ${project.quality_score.toFixed(1)}`}
          />
        )}
      </Box>
      <Typography variant="body2" color="text.secondary">
        Saved <time dateTime={project.updated_at}>{formatDateTime(project.updated_at)}</time>
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{project.output_preview}</Typography>
      {project.notes_preview && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontStyle: 'italic', overflowWrap: 'anywhere' }}
        >
          Notes: {project.notes_preview}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<OpenInNewIcon />} onClick={onOpen} disabled={busy}>
          Open in workspace
        </Button>
        <Button size="small" startIcon={<EditOutlinedIcon />} onClick={onEdit} disabled={busy}>
          Rename or edit notes
        </Button>
        <Box sx={{ flex: 1 }} />
        <Tooltip title="Delete">
          <span>
            <IconButton aria-label={`Delete ${project.name}`} onClick={onDelete} disabled={busy}>
              <DeleteOutlineIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </ListCard>
  );
}
