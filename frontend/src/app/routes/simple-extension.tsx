import { Navigate, useLocation } from 'react-router-dom';

/**
 * /simple-extension: where the browser extension sends someone to connect it (docs/extension.md).
 * Redirects to the auth dialog in the mode asked for (login unless modal=register or trial) with
 * source=extension, so the session is posted to the extension once signed in.
 */
export default function SimpleExtensionRoute() {
  const modal = new URLSearchParams(useLocation().search).get('modal');
  const mode = modal === 'register' || modal === 'trial' ? modal : 'login';
  return <Navigate to={{ pathname: '/', search: `?modal=${mode}&source=extension` }} replace />;
}
