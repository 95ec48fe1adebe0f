import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { User } from '../../../lib/auth/user';
import { formatDate } from '../utils/format-date';
import { SignedInDevices } from './signed-in-devices';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gap: { xs: 0.25, sm: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Typography component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function AccountInfoTab({ user }: { user: User }) {
  const name = [user.first_name, user.last_name].filter(Boolean).join(' ');
  return (
    <>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label="First name">{user.first_name || '—'}</Row>
        <Row label="Last name">{user.last_name || '—'}</Row>
        <Row label="Email">{user.email}</Row>
        <Row label="Username">{user.username}</Row>
        <Row label="Member since">{formatDate(user.created_at)}</Row>
        <Row label="Email verified">
          <Chip
            component="span"
            size="small"
            label={user.is_verified ? 'Verified' : 'Not verified'}
            color={user.is_verified ? 'success' : 'warning'}
            variant="outlined"
            sx={{ fontWeight: 700 }}
          />
        </Row>
        {name === '' && (
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: '0.9rem' }}>
            Your name is added when you complete your account setup.
          </Typography>
        )}
      </Box>
      <SignedInDevices />
    </>
  );
}
