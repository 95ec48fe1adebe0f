import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';
import { FailedAlert } from './failed-alert';
import { useAdminQuery } from './use-admin-query';

/** Privacy mode for new accounts, and how many accounts have it on (never their texts). */
export function PrivacySettingsCard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isError, refetch } = useAdminQuery('privacy-settings', (provider, signal) =>
    provider.getPrivacySettings(signal),
  );
  const change = useMutation({
    mutationFn: (keepTexts: boolean) => dataProvider.setNewAccountsKeepTexts(keepTexts),
    onSuccess: (settings) => {
      queryClient.setQueryData(['admin', 'privacy-settings'], settings);
      notify('Privacy default saved', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          Privacy mode
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          With &ldquo;Don&rsquo;t keep my texts&rdquo; on, an account&rsquo;s texts and results are
          never stored, logged or queued; its history keeps only dates, settings, counts and scores.
          Existing accounts keep their own choice.
        </Typography>
        {isError && (
          <FailedAlert
            message="Failed to fetch the privacy settings"
            onRetry={() => void refetch()}
          />
        )}
        <FormControlLabel
          control={
            <Switch
              checked={data?.new_accounts_keep_texts === false}
              // Ignored while saving rather than disabled, which would drop the keyboard's focus.
              disabled={!data}
              onChange={(event) => !change.isPending && change.mutate(!event.target.checked)}
            />
          }
          label="New accounts start with “Don’t keep my texts” on"
        />
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="privacy-mode-accounts">
          {data
            ? `Accounts in privacy mode: ${data.privacy_mode_accounts.toLocaleString('en-US')}`
            : ''}
        </Typography>
      </CardContent>
    </Card>
  );
}
