import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { saveJson } from '../lib/save-json';
import type { AdminUser } from '../lib/types';
import type { AdminDataProvider } from '../providers/data-provider';

/** Finds one user by exact e-mail and downloads everything held about them (logged). */
function ExportByEmail() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);

  const run = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.getList<AdminUser>('users', {
        filter: { search: email.trim() },
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'created_at', order: 'DESC' },
      });
      const user = data.find((row) => row.email.toLowerCase() === email.trim().toLowerCase());
      if (!user) {
        notify(`No account has the e-mail ${email.trim()}`, { type: 'warning' });
        return;
      }
      const exported = await dataProvider.exportUserData(user.id);
      saveJson(
        `resonate-data-${user.email}-${new Date().toISOString().slice(0, 10)}.json`,
        exported.data,
      );
      notify('Data exported (recorded in the audit log)', { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void run();
      }}
      sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <TextField
        label="User e-mail"
        type="email"
        size="small"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      <Button type="submit" variant="contained" disabled={busy || email.trim() === ''}>
        {busy ? 'Exporting…' : "Export user's data"}
      </Button>
    </Box>
  );
}

const logLink = (actions: string) =>
  `/audit-log?filter=${encodeURIComponent(JSON.stringify({ action: actions }))}`;

export default function CompliancePage() {
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3 }}>
      <Title title="Compliance" />
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="h6" component="h2">
            Subject access request
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Downloads everything Resonate holds about a person as JSON. Each export is written to
            the audit log.
          </Typography>
          <ExportByEmail />
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="h6" component="h2">
            Records
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <Button component={Link} to="/consents" variant="outlined">
              Consent records
            </Button>
            <Button component={Link} to={logLink('account.data_exported')} variant="outlined">
              Data export requests
            </Button>
            <Button component={Link} to={logLink('account.deleted')} variant="outlined">
              Deletion log
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
