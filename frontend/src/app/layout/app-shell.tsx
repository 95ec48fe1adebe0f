import Box from '@mui/material/Box';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { OnboardingGate } from './onboarding-gate';

export function AppShell() {
  return (
    <>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 16,
          top: -60,
          zIndex: 'tooltip',
          px: 2,
          py: 1,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          '&:focus': { top: 12 },
        }}
      >
        Skip to content
      </Box>
      <OnboardingGate />
      <AppHeader />
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <AppFooter />
      <ScrollRestoration />
    </>
  );
}
