import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';

export const PROJECT_NAME_MAX = 120;
export const PROJECT_NOTES_MAX = 5000;

export interface ProjectDetails {
  name: string;
  notes: string;
}

interface ProjectDetailsDialogProps {
  title: string;
  submitLabel: string;
  initial: ProjectDetails;
  pending: boolean;
  error: string | null;
  onSubmit: (details: ProjectDetails) => void;
  onClose: () => void;
  /** Said above the fields, e.g. what saving keeps in privacy mode. */
  notice?: ReactNode;
}

/** Name and notes of a project: used to save one and to edit one. Mount it to open it. */
export function ProjectDetailsDialog({
  title,
  submitLabel,
  initial,
  pending,
  error,
  onSubmit,
  onClose,
  notice,
}: ProjectDetailsDialogProps) {
  const [name, setName] = useState(initial.name);
  const [notes, setNotes] = useState(initial.notes);
  const [nameError, setNameError] = useState<string | null>(null);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="project-dialog-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim() === '') {
            setNameError('Please enter a project name');
            return;
          }
          onSubmit({ name: name.trim(), notes });
        }}
      >
        <DialogTitle id="project-dialog-title">{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {notice}
          <TextField
            label="Project name"
            value={name}
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            error={nameError !== null}
            helperText={nameError}
            slotProps={{ htmlInput: { maxLength: PROJECT_NAME_MAX } }}
          />
          <TextField
            label="Notes"
            value={notes}
            multiline
            minRows={3}
            maxRows={10}
            onChange={(event) => setNotes(event.target.value)}
            helperText={error ?? `${notes.length}/${PROJECT_NOTES_MAX}`}
            error={error !== null}
            slotProps={{ htmlInput: { maxLength: PROJECT_NOTES_MAX } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
