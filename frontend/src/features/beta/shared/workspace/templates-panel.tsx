import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../../components/toast/toast-context';
import { labelOf, type BetaCatalog } from '../../api/catalog';
import { useSaveTemplate, useTemplates, type Template } from '../../api/templates';
import { SAVE_FAILED } from '../../model/template-form';
import { TemplateDialog } from '../../components/template-dialog';

interface TemplatesPanelBodyProps {
  catalog: BetaCatalog;
  selected: string | null;
  onApply: (template: Template) => void;
}

function TemplateRow({
  catalog,
  template,
  applied,
  onApply,
}: {
  catalog: BetaCatalog;
  template: Template;
  applied: boolean;
  onApply: () => void;
}) {
  return (
    <Box
      component="article"
      aria-label={template.name}
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'center',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{template.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {labelOf(catalog.tones, template.emotion_tone)} · {template.intensity} ·{' '}
          {labelOf(catalog.use_cases, template.use_case)}
        </Typography>
      </Box>
      {applied ? (
        <Chip size="small" color="success" label="Applied" />
      ) : (
        <Button
          size="small"
          variant="outlined"
          onClick={onApply}
          aria-label={`Apply ${template.name}`}
        >
          Apply
        </Button>
      )}
    </Box>
  );
}

/** The person's templates and the 20 built-ins, one click to apply; a new one in the modal. */
export function TemplatesPanelBody({ catalog, selected, onApply }: TemplatesPanelBodyProps) {
  const templates = useTemplates();
  const save = useSaveTemplate();
  const toast = useToast();
  const [creating, setCreating] = useState(false);

  if (templates.isPending) return <CircularProgress aria-label="Loading templates" />;
  if (templates.isError) {
    return (
      <Alert severity="error">Your templates could not be loaded. Please reload the page.</Alert>
    );
  }
  const own = templates.data.filter((template) => !template.is_default);
  const builtIn = templates.data.filter((template) => template.is_default);
  const rows = (list: Template[]) =>
    list.map((template) => (
      <TemplateRow
        key={template.id}
        catalog={catalog}
        template={template}
        applied={template.id === selected}
        onApply={() => onApply(template)}
      />
    ));

  return (
    <>
      <Box>
        <Button variant="contained" size="small" onClick={() => setCreating(true)}>
          New template
        </Button>
      </Box>
      <Box sx={{ maxHeight: 420, overflowY: 'auto', overflowX: 'hidden', pr: 0.5 }}>
        <Typography variant="subtitle2" component="h4">
          Your templates ({own.length})
        </Typography>
        {own.length > 0 ? (
          rows(own)
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ py: 1 }}>
            None yet: create one with New template.
          </Typography>
        )}
        <Typography variant="subtitle2" component="h4" sx={{ mt: 2 }}>
          Built-in templates ({builtIn.length})
        </Typography>
        {rows(builtIn)}
      </Box>
      {creating && (
        <TemplateDialog
          catalog={catalog}
          editing={null}
          saving={save.isPending}
          onClose={() => setCreating(false)}
          onSave={(input) =>
            save.mutate(
              { id: null, input },
              {
                onSuccess: (saved) => {
                  setCreating(false);
                  toast.success(`Template "${saved.name}" saved`);
                },
                onError: () => toast.error(SAVE_FAILED),
              },
            )
          }
        />
      )}
    </>
  );
}
