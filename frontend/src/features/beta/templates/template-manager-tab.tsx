import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import type { BetaCatalog } from '../api/catalog';
import {
  useDeleteTemplate,
  useDuplicateTemplate,
  useSaveTemplate,
  useTemplates,
  type Template,
} from '../api/templates';
import { CatalogGate } from '../components/catalog-gate';
import type { BetaTabProps } from '../model/beta-tab';
import { SAVE_FAILED } from '../model/template-form';
import { TemplateCard } from './template-card';
import { TemplateDialog } from '../components/template-dialog';

export const DELETE_FAILED = 'Failed to delete template';
export const DELETE_CONFIRM = 'Are you sure you want to delete this template?';

function TemplateManager({
  catalog,
  onSettingsChange,
  openTab,
}: BetaTabProps & { catalog: BetaCatalog }) {
  const templates = useTemplates();
  const save = useSaveTemplate();
  const duplicate = useDuplicateTemplate();
  const remove = useDeleteTemplate();
  const toast = useToast();
  // undefined: closed; null: a new template; else the one being edited.
  const [editing, setEditing] = useState<Template | null | undefined>(undefined);

  const apply = (template: Template) => {
    const { emotion_tone, intensity, use_case, output_format } = template;
    onSettingsChange({ emotion_tone, intensity, use_case, output_format });
    toast.success(`Template "${template.name}" applied`);
    openTab('enhanced-form');
  };

  const confirmDelete = (template: Template) => {
    if (!window.confirm(DELETE_CONFIRM)) return;
    remove.mutate(template.id, {
      onSuccess: () => toast.success('Template deleted'),
      onError: () => toast.error(DELETE_FAILED),
    });
  };

  const copy = (template: Template) =>
    duplicate.mutate(template.id, {
      onSuccess: (copied) => toast.success(`Saved "${copied.name}"`),
      onError: () => toast.error(SAVE_FAILED),
    });

  if (templates.isPending) return <CircularProgress aria-label="Loading templates" />;
  if (templates.isError)
    return (
      <Alert severity="error">Your templates could not be loaded. Please reload the page.</Alert>
    );
  const own = templates.data.filter((template) => !template.is_default);
  const builtIn = templates.data.filter((template) => template.is_default);
  const cards = (list: Template[]) => (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {list.map((template) => (
        <TemplateCard
          key={template.id}
          catalog={catalog}
          template={template}
          onApply={() => apply(template)}
          onEdit={() => setEditing(template)}
          onDuplicate={() => copy(template)}
          onDelete={() => confirmDelete(template)}
        />
      ))}
    </Box>
  );

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Typography variant="h5" component="h2">
          Template Manager
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)}>
          New template
        </Button>
      </Box>
      <Typography variant="h6" component="h3">
        Your templates ({own.length})
      </Typography>
      {own.length > 0 ? (
        cards(own)
      ) : (
        <Typography color="text.secondary">
          You have no templates yet. Create one, or duplicate a built-in below.
        </Typography>
      )}
      <Typography variant="h6" component="h3">
        Built-in templates ({builtIn.length})
      </Typography>
      {cards(builtIn)}
      {editing !== undefined && (
        <TemplateDialog
          catalog={catalog}
          editing={editing}
          saving={save.isPending}
          onClose={() => setEditing(undefined)}
          onSave={(input) =>
            save.mutate(
              { id: editing?.id ?? null, input },
              {
                onSuccess: (saved) => {
                  setEditing(undefined);
                  toast.success(`Template "${saved.name}" saved`);
                },
                onError: () => toast.error(SAVE_FAILED),
              },
            )
          }
        />
      )}
    </Box>
  );
}

/** Templates on the server: the person's own and the 20 built-ins. */
export function TemplateManagerTab(props: BetaTabProps) {
  return <CatalogGate>{(catalog) => <TemplateManager catalog={catalog} {...props} />}</CatalogGate>;
}
