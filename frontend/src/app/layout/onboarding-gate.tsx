import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-context';

/** Screens a user who has not finished onboarding may still see. */
const OPEN_PATHS: string[] = [
  paths.onboarding,
  paths.emailVerified,
  paths.verifyEmail,
  paths.resetPassword,
];

/**
 * Spec section 4: a verified user who has not completed onboarding is sent to onboarding,
 * wherever they go, until it is done.
 */
export function OnboardingGate() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  if (!user || !user.is_verified || user.onboarding_completed) return null;
  if (OPEN_PATHS.includes(pathname)) return null;
  return (
    <Navigate
      to={{ pathname: paths.onboarding, search: `?email=${encodeURIComponent(user.email)}` }}
      replace
    />
  );
}
