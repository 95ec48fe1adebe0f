import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { paths } from '../config/paths';

/** Lazy-loads a route module whose default export is the screen (one chunk per screen). */
const screen =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** The route table of the spec. Each feature replaces its own entry with its screen. */
export const appRoutes: RouteObject[] = [
  { path: paths.home, lazy: screen(() => import('./routes/home')) },
  { path: paths.emailVerified, lazy: screen(() => import('./routes/email-verified')) },
  { path: paths.verifyEmail, lazy: screen(() => import('./routes/verify-email')) },
  { path: paths.onboarding, lazy: screen(() => import('./routes/onboarding')) },
  { path: paths.payment, lazy: screen(() => import('./routes/payment')) },
  {
    path: paths.proToPremiumUpgrade,
    lazy: screen(() => import('./routes/pro-to-premium-upgrade')),
  },
  { path: paths.upgradeSuccess, lazy: screen(() => import('./routes/upgrade-success')) },
  { path: paths.testCheckout, lazy: screen(() => import('./routes/test-checkout')) },
  { path: paths.testBillingPortal, lazy: screen(() => import('./routes/test-billing-portal')) },
  { path: paths.resetPassword, lazy: screen(() => import('./routes/reset-password')) },
  { path: paths.docs, lazy: screen(() => import('./routes/docs')) },
  { path: paths.beta, lazy: screen(() => import('./routes/beta')) },
  { path: paths.simpleExtension, lazy: screen(() => import('./routes/simple-extension')) },
];
