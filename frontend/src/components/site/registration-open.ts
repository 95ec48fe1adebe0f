import { useEffect, useState } from 'react';

export const SIGN_UPS_CLOSED = 'Sign-ups are closed';

let registration: Promise<boolean> | null = null;

/**
 * Whether staff have new registrations open (GET /api/features). Read with fetch, once per page
 * load: the landing renders before the app's query client exists. Open when the server does not say.
 */
export function useRegistrationOpen(): boolean {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    let current = true;
    registration ??= fetch('/api/features', { cache: 'no-store' })
      .then((response) => (response.ok ? response.json() : null))
      .then(
        (body: { features?: Record<string, boolean> } | null) =>
          body?.features?.registration !== false,
      )
      .catch(() => true);
    void registration.then((value) => current && setOpen(value));
    return () => {
      current = false;
    };
  }, []);
  return open;
}
