import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Logo } from '../../components/brand/logo';
import { authDialogLinks, landingSections, paths } from '../../config/paths';
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
            // Signed in, the bar holds more: its links wait for wider screens.
            sx={{
              display: { xs: 'none', md: user ? 'none' : 'flex', lg: 'flex' },
              gap: 0.5,
              ml: 3,
            }}
          >
            {user ? (
              <>
                <Button component={RouterLink} to={paths.docs} sx={navLinkSx}>
                  Documentation
                </Button>
                <Button component={RouterLink} to={paths.beta} sx={navLinkSx}>
                  Beta Features
                </Button>
              </>
            ) : (
              landingSections.map((section) => (
                <Button
                  key={section.id}
                  component={RouterLink}
                  to={{ pathname: paths.home, hash: section.id }}
                  sx={navLinkSx}
                >
                  {section.label}
                </Button>
              ))
            )}
          </Box>

          <Box sx={{ flex: 1 }} />

          {user ? (
            <UserMenu user={user} onAccount={() => setAccountOpen(true)} onLogout={logout} />
          ) : (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, sm: 1.5 } }}>
              <Button
                component={RouterLink}
                to={authDialogLinks.login}
                preventScrollReset
                color="inherit"
                sx={{ fontWeight: 700, minWidth: 0, px: { xs: 1, sm: 1.5 } }}
              >
                Login
              </Button>
              <Button
                component={RouterLink}
                to={authDialogLinks.register()}
                preventScrollReset
                variant="contained"
                sx={{
                  whiteSpace: 'nowrap',
                  px: { xs: 1.5, sm: 2.5 },
                  fontSize: { xs: '0.875rem', sm: '0.9375rem' },
                }}
              >
                Start Free Trial
              </Button>
            </Box>
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
