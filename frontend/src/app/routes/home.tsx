import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPageLoader } from '../../components/feedback/full-page-loader';
import { AuthEntry } from '../../features/auth/components/auth-entry';
import { PaymentReturn } from '../../features/billing/components/payment-return';
import { LandingPage } from '../../features/landing/components/landing-page';
import { useAuth } from '../../lib/auth/auth-context';

const WorkspacePage = lazy(async () => ({
  default: (await import('../../features/workspace/components/workspace-page')).WorkspacePage,
}));

/**
 * `/`: the workspace for a signed-in user, the landing page for visitors; and for both the auth
 * dialog and the query the extension, Google sign-in, e-mails and payment returns arrive with.
 */
export default function HomeRoute() {
  const { user } = useAuth();
  const { hash } = useLocation();
  return (
    <>
      {user ? (
        <Suspense fallback={<FullPageLoader label="Opening your workspace…" />}>
          <WorkspacePage user={user} />
        </Suspense>
      ) : (
        <LandingPage hash={hash} />
      )}
      <AuthEntry />
      <PaymentReturn />
    </>
  );
}
