import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { NotFoundScreen } from '../components/errors/not-found-screen';
import { FullPageLoader } from '../components/feedback/full-page-loader';
import { AppShell } from './layout/app-shell';
import { RouteError } from './layout/route-error';
import { appRoutes } from './routes';

const router = createBrowserRouter([
  {
    Component: AppShell,
    // The shell itself failed: full-page recovery screen.
    errorElement: <RouteError />,
    HydrateFallback: FullPageLoader,
    children: [
      {
        // A screen failed: recovery screen inside the header and footer.
        errorElement: <RouteError />,
        children: [...appRoutes, { path: '*', Component: NotFoundScreen }],
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
