import { lazy, Suspense } from 'react';

// react-admin and MUI load in their own chunks, after the small entry.
const App = lazy(() => import('./App'));

export function AppLoader() {
  return (
    <Suspense fallback={<div className="boot">Loading the admin console…</div>}>
      <App />
    </Suspense>
  );
}
