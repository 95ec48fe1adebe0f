import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import type { User } from '../../../lib/auth/user';
import { AccountInfoTab } from './account-info-tab';
import { ApiKeysTab } from './api-keys-tab';
import { HelpCenterTab } from './help-center-tab';
import { PrivacyTab } from './privacy-tab';
import { SubscriptionTab } from './subscription-tab';

const TABS = [
  { id: 'info', label: 'Account Info' },
  { id: 'billing', label: 'Subscription & Billing' },
  { id: 'privacy', label: 'Privacy & GDPR' },
  { id: 'help', label: 'Help Center' },
  { id: 'api-keys', label: 'API keys' },
] as const;

type TabId = (typeof TABS)[number]['id'];

interface AccountDashboardProps {
  open: boolean;
  user: User;
  onClose: () => void;
  /** After the account was deleted: the session is gone, leave the screen. */
  onDeleted: () => void;
}

/** The account dashboard modal: the spec's four tabs (section 2) and the API keys. */
export function AccountDashboard({ open, user, onClose, onDeleted }: AccountDashboardProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [tab, setTab] = useState<TabId>('info');

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="account-dialog-title"
      slotProps={{ paper: { sx: { borderRadius: phone ? 0 : '24px', minHeight: { sm: 560 } } } }}
    >
      <Box
        sx={{
          px: { xs: 2.5, sm: 4 },
          pt: { xs: 2.5, sm: 3 },
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id="account-dialog-title" variant="h3" component="h2">
              Your account
            </Typography>
            <Typography
              color="text.secondary"
              noWrap
              title={user.email}
              sx={{ fontSize: '0.9rem' }}
            >
              {user.email}
            </Typography>
          </Box>
          <IconButton onClick={onClose} aria-label="Close" sx={{ mt: -0.5, mr: -1 }}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Tabs
          value={tab}
          onChange={(_event, next: TabId) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Account sections"
          sx={{ mt: 1.5, mx: { xs: -1, sm: 0 } }}
        >
          {TABS.map((entry) => (
            <Tab
              key={entry.id}
              value={entry.id}
              label={entry.label}
              id={`account-tab-${entry.id}`}
              aria-controls={`account-panel-${entry.id}`}
              sx={{ fontWeight: 700, px: { xs: 1.5, sm: 2 } }}
            />
          ))}
        </Tabs>
      </Box>
      <DialogContent sx={{ px: { xs: 2.5, sm: 4 }, py: 3 }}>
        <Box role="tabpanel" id={`account-panel-${tab}`} aria-labelledby={`account-tab-${tab}`}>
          {tab === 'info' && <AccountInfoTab user={user} />}
          {tab === 'billing' && <SubscriptionTab user={user} onNavigate={onClose} />}
          {tab === 'privacy' && <PrivacyTab onDeleted={onDeleted} />}
          {tab === 'api-keys' && <ApiKeysTab onSeePlans={() => setTab('billing')} />}
          {tab === 'help' && <HelpCenterTab />}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
