import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../components/toast/toast-context';
import { useSessions, useSignOutDevice, type SignedInDevice } from '../api/sessions';
import { formatDate } from '../utils/format-date';

const CLIENT_LABELS: Record<SignedInDevice['client'], string> = {
  web: 'Web app',
  extension: 'Browser extension',
};

/** Where the account is signed in, the browser extension included; each can be signed out. */
export function SignedInDevices() {
  const sessions = useSessions();
  const signOut = useSignOutDevice();
  const toast = useToast();
  if (!sessions.data) return null;
  return (
    <Box component="section" aria-labelledby="devices-title" sx={{ mt: 4 }}>
      <Typography id="devices-title" variant="h6" component="h3" sx={{ mb: 1 }}>
        Signed-in devices
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {sessions.data.sessions.map((session) => (
          <Box
            component="li"
            key={session.id}
            data-testid="signed-in-device"
            sx={{
              display: 'flex',
              gap: 2,
              alignItems: 'center',
              flexWrap: 'wrap',
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {CLIENT_LABELS[session.client]} · {session.device}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Signed in {formatDate(session.created_at)}
                {session.ip_address ? ` from ${session.ip_address}` : ''}
              </Typography>
            </Box>
            {session.current ? (
              <Chip size="small" label="This device" color="primary" variant="outlined" />
            ) : (
              <Button
                size="small"
                variant="outlined"
                disabled={signOut.isPending}
                aria-label={`Sign out ${CLIENT_LABELS[session.client]} · ${session.device}`}
                onClick={() =>
                  signOut.mutate(session.id, {
                    onSuccess: () => toast.success('That device has been signed out'),
                    onError: () => toast.error('Could not sign that device out - please try again'),
                  })
                }
              >
                Sign out
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
