import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { Title } from 'react-admin';
import { CompanyDetailsAlert } from './company-details-alert';
import { FailedAlert } from './failed-alert';
import { PrivacySettingsCard } from './privacy-settings-card';
import { useAdminQuery } from './use-admin-query';

export default function SettingsPage() {
  const { data, isError, refetch } = useAdminQuery('settings', (provider, signal) =>
    provider.getSettings(signal),
  );
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <Title title="Settings" />
      {isError && <FailedAlert message="Failed to fetch settings" onRetry={() => void refetch()} />}
      <CompanyDetailsAlert />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Plan limits and prices
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Read-only: set the variable in the environment and restart the app to change a value.
            {data &&
              ` Payments: ${data.payment_mode === 'test' ? 'test mode (no card is charged)' : 'Stripe'}.`}
          </Typography>
          <Table size="small" aria-label="Plan limits and prices">
            <TableHead>
              <TableRow>
                <TableCell>Setting</TableCell>
                <TableCell>Value</TableCell>
                <TableCell>Variable</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data?.settings.map((setting) => (
                <TableRow key={setting.key}>
                  <TableCell>{setting.label}</TableCell>
                  <TableCell>{setting.value}</TableCell>
                  <TableCell>
                    <code>{setting.variable}</code>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <PrivacySettingsCard />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            Feature toggles
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Switch registrations, Google sign-in, each beta tab and DOCX/PDF exports on or off for
            everyone.
          </Typography>
          <Button component={Link} to="/feature-toggles" variant="contained">
            Open feature toggles
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
