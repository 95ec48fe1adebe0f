import { lazy } from 'react';
import { Admin, CustomRoutes, defaultTheme, Resource, type RaThemeOptions } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
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

const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#4338ca' },
    secondary: { main: '#312e81' },
  },
  components: {
    ...defaultTheme.components,
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
      basename="/admin"
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

// A browser (not hash) router: the console lives at /admin/... beside the SPA.
const router = createBrowserRouter([
  { path: '/admin/*', element: <ResonateAdmin /> },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);

export default function App() {
  return <RouterProvider router={router} />;
}
