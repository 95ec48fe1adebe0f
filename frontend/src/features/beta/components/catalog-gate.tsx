import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useBetaCatalog, type BetaCatalog } from '../api/catalog';

/** Renders its children once the studio's choices are loaded. */
export function CatalogGate({ children }: { children: (catalog: BetaCatalog) => ReactNode }) {
  const catalog = useBetaCatalog();
  if (catalog.isPending) return <CircularProgress aria-label="Loading" />;
  if (catalog.isError) {
    return (
      <Alert severity="error">
        The beta studio could not load its settings. Please reload the page.
      </Alert>
    );
  }
  return <>{children(catalog.data)}</>;
}
