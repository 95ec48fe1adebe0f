/**
 * The only routes anyone may call without a session. A route missing here answers 401 to an
 * anonymous caller, and the route-guard test fails if the two ever disagree.
 */
export const PUBLIC_ROUTES = [
  'POST /api/auth/register',
  'POST /api/auth/resend-verification',
  'GET /api/auth/verify-email',
  'POST /api/auth/login',
  'POST /api/auth/exchange-code',
  'POST /api/auth/request-password-reset',
  'POST /api/auth/reset-password',
  'GET /api/auth/providers',
  'GET /api/auth/google',
  'GET /api/auth/google/callback',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/plans',
  'GET /api/features',
  'POST /api/payments/webhook',
  'GET /api/legal',
  'GET /api/legal/{document}',
  'GET /api/ai/limits',
  'GET /api/ai/capabilities',
  'GET /api/contact/form',
  'POST /api/contact',
  'GET /api/company',
  'POST /api/demo/rewrite',
];
