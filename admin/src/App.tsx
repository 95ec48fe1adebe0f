import { lazy } from 'react';
import { Admin, CustomRoutes, defaultTheme, Resource, type RaThemeOptions } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import apiKeys from './api-keys';
import auditLog from './audit-log';
import consents from './consents';
import { Dashboard } from './dashboard/dashboard';
import featureToggles from './feature-toggles';
import feedback from './feedback';
import { AdminLayout } from './layout/admin-layout';
import { LoginPage } from './login-page';
import subscriptions from './subscriptions';
import tickets from './tickets';
import users from './users';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';

/** A person who asked their system for less motion gets no ripples, fades or slides. */
const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

const theme: RaThemeOptions = {
  ...defaultTheme,
  ...(reducedMotion && { transitions: { create: () => 'none' } }),
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#4338ca' },
    secondary: { main: '#312e81' },
  },
  components: {
    ...defaultTheme.components,
    MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
    // react-admin draws an empty list's message at half opacity: too faint to read (WCAG AA).
    RaEmpty: {
      styleOverrides: {
        root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.7)' } },
      },
    },
  },
};

// Each tab's code loads when it is first opened.
const AnalyticsPage = lazy(() => import('./pages/analytics-page'));
const MonitoringPage = lazy(() => import('./pages/monitoring-page'));
const CompliancePage = lazy(() => import('./pages/compliance-page'));
const SettingsPage = lazy(() => import('./pages/settings-page'));

function ResonateAdmin() {
  return (
    <Admin
      title="Resonate Admin"
      authProvider={authProvider}
      dataProvider={dataProvider}
      dashboard={Dashboard}
      loginPage={LoginPage}
      theme={theme}
      layout={AdminLayout}
      requireAuth
      disableTelemetry
    >
      <Resource name="users" {...users} />
      <Resource name="tickets" {...tickets} />
      <Resource name="subscriptions" {...subscriptions} />
      <Resource name="feature-toggles" {...featureToggles} />
      <Resource name="consents" {...consents} />
      <Resource name="feedback" {...feedback} />
      <Resource name="api-keys" {...apiKeys} />
      <Resource name="audit-log" {...auditLog} />
      <CustomRoutes>
        <Route path="/analytics" element={<AnalyticsPage />} />
        <Route path="/monitoring" element={<MonitoringPage />} />
        <Route path="/compliance" element={<CompliancePage />} />
        <Route path="/settings" element={<SettingsPage />} />
      </CustomRoutes>
    </Admin>
  );
}

// A browser (not hash) router whose basename is /admin: every path inside the console (menu items,
// in-page links, react-admin's own) is written from the console's root and lands under /admin.
const router = createBrowserRouter([{ path: '*', element: <ResonateAdmin /> }], {
  basename: '/admin',
});

export default function App() {
  return <RouterProvider router={router} />;
}
