import { authToken } from '@api/auth-token';

/** Query keys a plain visit may carry (campaign tags); any other key is for the app to handle. */
const VISIT_KEYS = /^(utm_[a-z]+|ref|gclid|fbclid)$/;

/**
 * Whether this page load is a visitor's plain visit of `/`: then the light landing boot draws the
 * page and the app (router, MUI, query library, signed-in screens) is loaded only when needed.
 * A stored token, another path or a query the app acts on (?login, ?modal, ?code, ?token,
 * payment returns…) start the app at once.
 */
export function isLandingVisit(location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (location.pathname !== '/' || authToken.get() !== null) return false;
  return [...new URLSearchParams(location.search).keys()].every((key) => VISIT_KEYS.test(key));
}
