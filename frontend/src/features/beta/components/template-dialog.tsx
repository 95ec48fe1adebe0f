import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { BetaCatalog } from '../api/catalog';
import type { Template, TemplateInput } from '../api/templates';
import { StudioSettingsFields } from './settings-fields';
import type { StudioSettings } from '../model/studio-settings';
import { NAME_REQUIRED, parseTags } from '../model/template-form';

interface TemplateDialogProps {
  catalog: BetaCatalog;
  /** The template being edited; null for a new one. */
  editing: Template | null;
  saving: boolean;
  onSave: (input: TemplateInput) => void;
  onClose: () => void;
}

/** Name, description, tone (default balanced), intensity, use case, format and tags. */
export function TemplateDialog({ catalog, editing, saving, onSave, onClose }: TemplateDialogProps) {
  const [name, setName] = useState(editing?.name ?? '');
  const [description, setDescription] = useState(editing?.description ?? '');
  const [tags, setTags] = useState(editing?.tags.join(', ') ?? '');
  const [settings, setSettings] = useState<StudioSettings>(
    editing ?? {
      emotion_tone: 'balanced',
      intensity: 5,
      use_case: 'general',
      output_format: 'plain',
    },
  );
  const [nameError, setNameError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(NAME_REQUIRED);
      return;
    }
    onSave({
      name: name.trim(),
      description: description.trim(),
      tags: parseTags(tags),
      emotion_tone: settings.emotion_tone,
      intensity: settings.intensity,
      use_case: settings.use_case,
      output_format: settings.output_format,
    });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="template-dialog-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="template-dialog-title">
          {editing ? 'Edit template' : 'New template'}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label="Name"
            required
            autoFocus
            value={name}
            error={nameError !== null}
            helperText={nameError ?? ' '}
            onChange={(event) => {
              setName(event.target.value);
              setNameError(null);
            }}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <TextField
            label="Description"
            multiline
            minRows={2}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <StudioSettingsFields
            catalog={catalog}
            settings={settings}
            onChange={(change) => setSettings((current) => ({ ...current, ...change }))}
          />
          <TextField
            label="Tags"
            value={tags}
            onChange={(event) => setTags(event.target.value)}
            helperText={`Separate with commas, e.g. ${catalog.template_tags.slice(0, 3).join(', ')}`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            Save template
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
