import { Admin, CustomRoutes, defaultTheme, type RaThemeOptions } from 'react-admin';
import { createBrowserRouter, Navigate, Route, RouterProvider } from 'react-router-dom';
import { Dashboard } from './dashboard/dashboard';
import { LoginPage } from './login-page';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';

const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: '#4338ca' },
    secondary: { main: '#312e81' },
  },
};

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
      disableTelemetry
    >
      {/* react-admin renders nothing until it has a resource or a custom route. Until the first
          resource (users/) is mounted, the dashboard is also declared here; drop this then. */}
      <CustomRoutes>
        <Route path="/" element={<Dashboard />} />
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
