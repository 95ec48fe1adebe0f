import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useAdminQuery } from './use-admin-query';

/**
 * Until the operator names itself (COMPANY_NAME, COMPANY_ADDRESS, COMPANY_EMAIL), the legal
 * documents say its details are missing: staff see which variables to set, on the dashboard and
 * in Settings.
 */
export function CompanyDetailsAlert() {
  const { data } = useAdminQuery('settings', (provider, signal) => provider.getSettings(signal));
  const missing = data?.company_details_missing ?? [];
  if (missing.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      <AlertTitle>Your company details are not filled in</AlertTitle>
      The Privacy Policy, Terms and other legal documents tell customers that the operator has not
      named itself yet. Set {missing.join(', ')} in the environment and restart the app.
    </Alert>
  );
}
