import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { processUpgradeSuccess } from '../api/checkout';
import { PAYMENT_MESSAGES, upgradeRedirectFailed } from '../model/payment-messages';
import { parsePaymentReturn, withoutPaymentKeys } from '../model/return-query';

/** Spec section 4: after a successful upgrade the app goes to `/` one second later. */
const UPGRADE_REDIRECT_MS = 1000;
const PLAN_NAMES = { pro: 'Pro', premium: 'Premium' } as const;

/**
 * Mounted on `/`: the returns from checkout and payment. `upgrade=success` asks the server to
 * check the checkout with the provider; the others refresh the user. The URL is cleaned after.
 */
export function PaymentReturn() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const { user, refreshUser } = useAuth();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!user || handled.current === location.search) return;
    handled.current = location.search;
    const params = new URLSearchParams(location.search);
    const ask = parsePaymentReturn(params);
    if (!ask) return;
    const rest = withoutPaymentKeys(params);
    const clean = () =>
      navigate({ search: rest ? `?${rest}` : '' }, { replace: true, preventScrollReset: true });

    if (ask.kind === 'upgrade') {
      processUpgradeSuccess(ask.plan, ask.sessionId).then(
        (result) => {
          if (!result.ok) {
            toast.error(`Upgrade failed: ${result.message}`);
            clean();
            return;
          }
          toast.success(result.message || PAYMENT_MESSAGES.activated);
          void refreshUser();
          window.setTimeout(() => navigate(paths.home, { replace: true }), UPGRADE_REDIRECT_MS);
        },
        (error: unknown) => {
          toast.error(upgradeRedirectFailed(error));
          clean();
        },
      );
      return;
    }
    clean();
    if (ask.kind === 'checkout-cancelled') {
      toast.info('Checkout cancelled. You have not been charged.');
      return;
    }
    void refreshUser();
    toast.success(
      ask.kind === 'payment-success' && ask.plan
        ? `Welcome to ${PLAN_NAMES[ask.plan]}! Your plan is active.`
        : 'Your subscription is active.',
    );
  }, [user, location.search, navigate, toast, refreshUser]);

  return null;
}
