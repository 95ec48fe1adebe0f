import { AuthEntry } from '../../features/auth/components/auth-entry';
import { LandingPage } from '../../features/landing/components/landing-page';

/**
 * `/`: the landing page, plus the auth dialog and the query the extension, Google sign-in and
 * e-mails arrive with. The signed-in workspace replaces the landing for users in later work.
 */
export default function HomeRoute() {
  return (
    <>
      <LandingPage />
      <AuthEntry />
    </>
  );
}
