import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { useToast } from '../../../components/toast/toast-context';
import { legalLinks } from '../../../config/legal';
import { useDeleteAccount } from '../api/delete-account';
import { useExportData } from '../api/export-data';
import { PrivacyModeCard } from './privacy-mode-card';
import { PRIVACY_MESSAGES } from '../content/privacy-messages';

/** Export everything we hold (GDPR access) or delete the account (erasure). */
export function PrivacyTab({ onDeleted }: { onDeleted: () => void }) {
  const toast = useToast();
  const exportData = useExportData();
  const deleteAccount = useDeleteAccount();

  const download = () =>
    exportData.mutate(undefined, {
      onSuccess: () => toast.success(PRIVACY_MESSAGES.exported),
      onError: () => toast.error(PRIVACY_MESSAGES.exportFailed),
    });

  const remove = () => {
    if (!window.confirm(PRIVACY_MESSAGES.confirmDelete)) return;
    deleteAccount.mutate(undefined, {
      onSuccess: () => {
        toast.success(PRIVACY_MESSAGES.deleted);
        onDeleted();
      },
      onError: () => toast.error(PRIVACY_MESSAGES.deleteFailed),
    });
  };

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <PrivacyModeCard />

      <Paper
        elevation={0}
        sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: '18px', border: 1, borderColor: 'divider' }}
      >
        <Typography variant="h4" component="h3">
          Download your data
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          Get a JSON file with everything Resonate holds about you, from your profile and consents
          to your work and your support tickets.
        </Typography>
        <Button
          variant="contained"
          onClick={download}
          disabled={exportData.isPending}
          startIcon={<DownloadOutlinedIcon />}
        >
          {exportData.isPending ? 'Preparing your file…' : 'Download my data'}
        </Button>
      </Paper>

      <Paper
        elevation={0}
        sx={{
          p: { xs: 2.5, sm: 3 },
          borderRadius: '18px',
          border: 1,
          borderColor: 'rgba(185, 28, 28, 0.35)',
          bgcolor: 'rgba(185, 28, 28, 0.03)',
        }}
      >
        <Typography variant="h4" component="h3" sx={{ color: 'error.main' }}>
          Delete your account
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
          Your account and all your data are permanently removed, and you are signed out on every
          device. This cannot be undone. Download your data first if you want to keep it.
        </Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={remove}
          disabled={deleteAccount.isPending}
          startIcon={<DeleteForeverOutlinedIcon />}
        >
          {deleteAccount.isPending ? 'Deleting…' : 'Delete my account'}
        </Button>
      </Paper>

      <Box>
        <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
          Our policies
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5 }}>
          {legalLinks.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.label} (opens in a new tab)`}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
