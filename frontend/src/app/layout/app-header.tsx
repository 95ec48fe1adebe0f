import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Logo } from '../../components/brand/logo';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { UserMenu } from './user-menu';

const AccountDashboard = lazy(async () => ({
  default: (await import('../../features/account/components/account-dashboard')).AccountDashboard,
}));

const navLinkSx = {
  fontWeight: 600,
  color: 'text.secondary',
  '&:hover': { color: 'text.primary' },
} as const;

/** The header of a signed-in person (visitors get the public pages' SiteHeader). */
export function AppHeader() {
  const { user, logout, clearSession } = useAuth();
  const navigate = useNavigate();
  const [accountOpen, setAccountOpen] = useState(false);
  // Mounted on first use, then kept so the dialog can animate closed.
  const [accountMounted, setAccountMounted] = useState(false);
  if (accountOpen && !accountMounted) setAccountMounted(true);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{
        bgcolor: 'rgba(251, 250, 255, 0.86)',
        backdropFilter: 'saturate(180%) blur(12px)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ minHeight: { xs: 64, md: 72 }, gap: { xs: 1, sm: 2 } }}>
          <Link
            component={RouterLink}
            to={paths.home}
            underline="none"
            aria-label="Resonate home"
            sx={{ display: 'inline-flex', borderRadius: 1 }}
          >
            <Logo />
          </Link>

          <Box
            component="nav"
            aria-label="Main"
            // The bar holds more for a signed-in person: its links wait for wider screens.
            sx={{ display: { xs: 'none', lg: 'flex' }, gap: 0.5, ml: 3 }}
          >
            <Button component={RouterLink} to={paths.docs} sx={navLinkSx}>
              Documentation
            </Button>
            <Button component={RouterLink} to={paths.beta} sx={navLinkSx}>
              Beta Features
            </Button>
          </Box>

          <Box sx={{ flex: 1 }} />

          {user && (
            <UserMenu user={user} onAccount={() => setAccountOpen(true)} onLogout={logout} />
          )}
        </Toolbar>
      </Container>
      {user && accountMounted && (
        <Suspense fallback={null}>
          <AccountDashboard
            open={accountOpen}
            user={user}
            onClose={() => setAccountOpen(false)}
            onDeleted={() => {
              setAccountOpen(false);
              clearSession();
              navigate(paths.home);
            }}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
