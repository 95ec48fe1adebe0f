/**
 * The only routes anyone may call without a session. A route missing here answers 401 to an
 * anonymous caller, and the route-guard test fails if the two ever disagree.
 */
export const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/plans',
];
