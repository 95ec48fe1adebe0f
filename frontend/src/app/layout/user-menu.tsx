import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ManageAccountsOutlinedIcon from '@mui/icons-material/ManageAccountsOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import type { User } from '../../lib/auth/user';
import { usePlans } from '../../lib/plans/get-plans';
import { usageOf, type Usage } from '../../lib/plans/usage';
import { EmailAddress } from '../../components/text/email-address';

/** The console is a separate app: a full page load, not a client route. */
const ADMIN_URL = '/admin';

interface UserMenuProps {
  user: User;
  onAccount: () => void;
  onLogout: () => void;
}

function UsageChip({ usage, compact = false }: { usage: Usage; compact?: boolean }) {
  const premium = usage.kind === 'premium' || usage.kind === 'staff';
  const low = usage.kind === 'free' && usage.percentUsed !== null && usage.percentUsed >= 80;
  return (
    <Tooltip title={usage.long}>
      <Chip
        label={compact ? usage.compact : usage.short}
        aria-label={usage.long}
        size="small"
        data-testid="usage"
        color={premium ? 'secondary' : low ? 'warning' : 'primary'}
        variant={premium ? 'filled' : 'outlined'}
        sx={{ fontWeight: 700, flexShrink: 0 }}
      />
    </Tooltip>
  );
}

/** Signed-in part of the header: e-mail, usage or plan badge, Account, Admin, Logout. */
export function UserMenu({ user, onAccount, onLogout }: UserMenuProps) {
  const { data: plans } = usePlans();
  const usage = usageOf(user, plans);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const initial = (user.first_name?.[0] ?? user.email[0] ?? '?').toUpperCase();
  const closeThen = (action: () => void) => () => {
    setAnchor(null);
    action();
  };

  return (
    <>
      {/* Wide screens: everything in the bar. */}
      <Box
        sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1.5, minWidth: 0 }}
      >
        <Typography
          noWrap
          title={user.email}
          data-testid="user-email"
          sx={{ maxWidth: 240, color: 'text.secondary', fontWeight: 600, fontSize: '0.95rem' }}
        >
          {user.email}
        </Typography>
        <UsageChip usage={usage} />
        <Button onClick={onAccount} color="inherit" sx={{ fontWeight: 700, flexShrink: 0 }}>
          Account
        </Button>
        {user.is_admin && (
          <Button href={ADMIN_URL} color="inherit" sx={{ fontWeight: 700, flexShrink: 0 }}>
            Admin
          </Button>
        )}
        <Button variant="outlined" onClick={onLogout} sx={{ flexShrink: 0 }}>
          Logout
        </Button>
      </Box>

      {/* Phones and tablets: the usage and a menu. */}
      <Box sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', gap: 1 }}>
        <UsageChip usage={usage} compact />
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label="Open the account menu"
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? 'user-menu' : undefined}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: '0.95rem' }}>
            {initial}
          </Avatar>
        </IconButton>
        <Menu
          id="user-menu"
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)' } } }}
        >
          <Box sx={{ px: 2, py: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>
              <EmailAddress email={user.email} />
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: '0.85rem' }}>
              {usage.long}
            </Typography>
          </Box>
          <Divider />
          <MenuItem component={RouterLink} to={paths.docs} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <MenuBookOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Documentation
          </MenuItem>
          <MenuItem component={RouterLink} to={paths.beta} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <ScienceOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Beta Features
          </MenuItem>
          <MenuItem onClick={closeThen(onAccount)}>
            <ListItemIcon>
              <ManageAccountsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Account
          </MenuItem>
          {user.is_admin && (
            <MenuItem component="a" href={ADMIN_URL}>
              <ListItemIcon>
                <AdminPanelSettingsOutlinedIcon fontSize="small" />
              </ListItemIcon>
              Admin
            </MenuItem>
          )}
          <MenuItem onClick={closeThen(onLogout)}>
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Logout
          </MenuItem>
        </Menu>
      </Box>
    </>
  );
}
