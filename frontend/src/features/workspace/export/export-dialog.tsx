import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useUpgradePrompt } from '../../../lib/upgrade/upgrade-prompt';
import {
  EXPORT_FORMATS,
  PREMIUM_EXPORT_FORMATS,
  useExportResult,
  type ExportFormat,
} from '../api/export-result';
import type { WorkspaceResult } from '../model/workspace-result';
import { useFeatureEnabled } from '../../../lib/features/get-features';

const FORMAT_INFO: Record<ExportFormat, { label: string; description: string }> = {
  txt: { label: 'Plain text (.txt)', description: 'Opens anywhere' },
  md: { label: 'Markdown (.md)', description: 'For docs, wikis and READMEs' },
  html: { label: 'Web page (.html)', description: 'Ready for a browser or an e-mail tool' },
  docx: { label: 'Word document (.docx)', description: 'With the settings and the score' },
  pdf: { label: 'PDF (.pdf)', description: 'To share or print as it is' },
};

interface ExportDialogProps {
  open: boolean;
  onClose: () => void;
  result: WorkspaceResult;
  premium: boolean;
}

/** Export Options: TXT, Markdown and HTML for everyone; Word and PDF for Premium. */
export function ExportDialog({ open, onClose, result, premium }: ExportDialogProps) {
  const [format, setFormat] = useState<ExportFormat>('txt');
  const exportResult = useExportResult();
  const toast = useToast();
  const { openUpgrade } = useUpgradePrompt();
  const docx = useFeatureEnabled('export_docx');
  const pdf = useFeatureEnabled('export_pdf');
  const offered = EXPORT_FORMATS.filter(
    (choice) => (choice !== 'docx' || docx) && (choice !== 'pdf' || pdf),
  );
  const locked = (choice: ExportFormat) => !premium && PREMIUM_EXPORT_FORMATS.includes(choice);

  const choose = (choice: ExportFormat) => {
    if (locked(choice)) {
      onClose();
      openUpgrade('premium-feature');
      return;
    }
    setFormat(choice);
  };

  const download = () =>
    exportResult.mutate(
      {
        format,
        input: result.input,
        output: result.output,
        settings: result.settings,
        quality_score: result.qualityScore,
      },
      {
        onSuccess: (fileName) => {
          toast.success(`Downloaded ${fileName}`);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 403) {
            onClose();
            openUpgrade('premium-feature');
            return;
          }
          toast.error(errorMessage(error, 'Export failed. Please try again.'));
        },
      },
    );

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="export-title">
      <DialogTitle id="export-title">Export Options</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 1.5 }}>
          Download the result with its original, settings and quality score.
        </Typography>
        <RadioGroup
          aria-label="File format"
          value={format}
          onChange={(event) => choose(event.target.value as ExportFormat)}
        >
          {offered.map((choice) => (
            <FormControlLabel
              key={choice}
              value={choice}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.75 } }}
              label={
                <Box sx={{ py: 0.5 }}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography component="span" sx={{ fontWeight: 600 }}>
                      {FORMAT_INFO[choice].label}
                    </Typography>
                    {PREMIUM_EXPORT_FORMATS.includes(choice) && (
                      <Chip
                        label="Premium"
                        size="small"
                        color="secondary"
                        variant={premium ? 'outlined' : 'filled'}
                      />
                    )}
                  </Box>
                  <Typography variant="body2" color="text.secondary">
                    {FORMAT_INFO[choice].description}
                  </Typography>
                </Box>
              }
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={download}
          disabled={exportResult.isPending}
          startIcon={<DownloadOutlinedIcon />}
        >
          {exportResult.isPending ? 'Preparing…' : `Download .${format}`}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
