import Box from '@mui/material/Box';
import { useEffect, useMemo, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { SiteFooter } from '../../components/site/site-footer';
import { SiteHeader } from '../../components/site/site-header';
import {
  SiteNavigationContext,
  type SiteNavigation,
} from '../../components/site/site-navigation-context';
import { useAuth } from '../../lib/auth/auth-context';
import { landingHandOff, releasePageHeight } from '../landing-hand-off';
import { AppHeader } from './app-header';
import { OnboardingGate } from './onboarding-gate';

export function AppShell() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // Handed over by the landing boot: its first location keeps the visitor's scroll position.
  const [handedOverKey] = useState(() => (landingHandOff.happened ? key : null));
  // The router renders the shell once the first screen has loaded: the page is whole again.
  useEffect(releasePageHeight, []);
  // The public pages' links move through the router here (no full page load).
  const navigation = useMemo<SiteNavigation>(
    () => ({
      go: (href) => {
        const url = new URL(href, window.location.href);
        if (url.origin !== window.location.origin) return window.location.assign(href);
        void navigate(`${url.pathname}${url.search}${url.hash}`, {
          // The auth dialog opens over the page where the visitor is.
          preventScrollReset: url.pathname === pathname && url.search !== '',
        });
      },
    }),
    [navigate, pathname],
  );
  return (
    <SiteNavigationContext value={navigation}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <OnboardingGate />
      {user ? <AppHeader /> : <SiteHeader />}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter signedIn={user !== null} />
      {key !== handedOverKey && <ScrollRestoration />}
    </SiteNavigationContext>
  );
}
