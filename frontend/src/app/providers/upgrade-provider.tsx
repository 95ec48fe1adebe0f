import { useMemo, useState, type ReactNode } from 'react';
import {
  UpgradePromptContext,
  type UpgradePrompt,
  type UpgradeReason,
} from '../../lib/upgrade/upgrade-prompt';

interface UpgradeRequest {
  reason: UpgradeReason;
  plan?: 'pro' | 'premium';
}

/** Owns the upgrade modal so any feature can open it (the billing feature renders it). */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<UpgradeRequest | null>(null);
  const prompt = useMemo<UpgradePrompt>(
    () => ({ openUpgrade: (reason, plan) => setRequest({ reason, plan }) }),
    [],
  );
  // The billing feature mounts its upgrade dialog here: open while `request` is set.
  void request;
  return <UpgradePromptContext.Provider value={prompt}>{children}</UpgradePromptContext.Provider>;
}
