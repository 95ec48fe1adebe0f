import { createContext, useContext } from 'react';

/** Why the upgrade modal opens: the spec's free-limit flow, a Premium-only feature, or a choice. */
export type UpgradeReason = 'free-limit' | 'premium-feature' | 'choose-plan';

export interface UpgradePrompt {
  /** Opens the upgrade modal (plan choice, then the payment form). */
  openUpgrade: (reason: UpgradeReason, plan?: 'pro' | 'premium') => void;
}

export const UpgradePromptContext = createContext<UpgradePrompt | null>(null);

/** Features ask for the upgrade modal through this; the app decides how it is shown. */
export function useUpgradePrompt(): UpgradePrompt {
  const prompt = useContext(UpgradePromptContext);
  if (!prompt) throw new Error('useUpgradePrompt must be used inside UpgradeProvider');
  return prompt;
}
