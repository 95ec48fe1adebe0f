import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../components/toast/toast-context';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { currentUserQueryKey } from '../../../lib/auth/get-current-user';
import type { User } from '../../../lib/auth/user';
import { useUpgradePrompt } from '../../../lib/upgrade/upgrade-prompt';
import { analyticsKeys } from '../api/analytics';
import { enhanceText, type EnhanceRequest, type EnhanceResponse } from '../api/enhance';
import { historyKeys } from '../api/history';
import {
  enhanceFailure,
  isAboutThePlan,
  SETUP_MESSAGE,
  type EnhanceFailure,
} from '../model/enhance-failure';
import { userAfterEnhance } from '../model/usage-after-enhance';

/** Spec section 9: the user is fetched again 500 ms after an enhancement. */
const USER_REFRESH_DELAY_MS = 500;

/**
 * Runs an enhancement and carries out what the spec asks around it: the usage counter moves at
 * once, the user is refetched, and each refusal leads to its flow (upgrade modal, Pro limit page,
 * onboarding gate, toast).
 */
export function useEnhance(
  onSuccess: (request: EnhanceRequest, answer: EnhanceResponse, draft: string | null) => void,
) {
  const { user, refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { openUpgrade } = useUpgradePrompt();
  const [failure, setFailure] = useState<EnhanceFailure | null>(null);
  /** The plan the user was on when a limit or a Premium feature refused them. */
  const [failedOnTier, setFailedOnTier] = useState<string | null>(null);
  /** The text written so far while a model streams it; null when nothing is streaming. */
  const [streamingText, setStreamingText] = useState<string | null>(null);
  /** The last streamed text: the result may replace a draft that did not pass the checks. */
  const draft = useRef<string | null>(null);
  const refreshTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(refreshTimer.current), []);

  const openOnboardingGate = () => {
    navigate({
      pathname: paths.onboarding,
      search: user ? `?email=${encodeURIComponent(user.email)}` : '',
    });
  };

  const mutation = useMutation({
    mutationFn: (request: EnhanceRequest) =>
      enhanceText(request, (text) => {
        draft.current = text;
        setStreamingText(text);
      }),
    onMutate: () => {
      setFailure(null);
      setStreamingText(null);
      draft.current = null;
    },
    onSettled: () => setStreamingText(null),
    onSuccess: (answer, request) => {
      queryClient.setQueryData<User>(currentUserQueryKey, (current) =>
        current ? userAfterEnhance(current, answer.usage) : current,
      );
      window.clearTimeout(refreshTimer.current);
      refreshTimer.current = window.setTimeout(() => void refreshUser(), USER_REFRESH_DELAY_MS);
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
      void queryClient.invalidateQueries({ queryKey: analyticsKeys.all });
      onSuccess(request, answer, draft.current);
    },
    onError: (error) => {
      const result = enhanceFailure(error, user?.subscription_tier ?? 'free');
      setFailedOnTier(user?.subscription_tier ?? null);
      switch (result.kind) {
        case 'pro-limit':
          setFailure(result);
          if (window.confirm(result.message)) navigate(paths.proToPremiumUpgrade);
          break;
        case 'free-limit':
          setFailure(result);
          openUpgrade('free-limit');
          break;
        case 'setup':
          openOnboardingGate();
          break;
        case 'premium':
          setFailure(result);
          openUpgrade('premium-feature');
          break;
        case 'throttled':
          toast.warning(result.message);
          break;
        default:
          setFailure(result);
      }
    },
  });

  const enhance = (request: EnhanceRequest) => {
    // Spec section 4: enhancing opens the onboarding gate for a user who has not finished it.
    if (user && !user.onboarding_completed) {
      toast.info(SETUP_MESSAGE);
      openOnboardingGate();
      return;
    }
    mutation.mutate(request);
  };

  // After a plan change (paid in the upgrade dialog, say) a refusal about the old plan no longer holds.
  const planChanged = failedOnTier !== null && failedOnTier !== user?.subscription_tier;
  const current = failure && isAboutThePlan(failure) && planChanged ? null : failure;

  return {
    enhance,
    isPending: mutation.isPending,
    streamingText,
    failure: current,
    clearFailure: () => setFailure(null),
  };
}
