import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import type { PaidPlan } from '../../lib/billing/subscription';
import {
  UpgradePromptContext,
  type UpgradePrompt,
  type UpgradeReason,
} from '../../lib/upgrade/upgrade-prompt';

const UpgradeDialog = lazy(async () => ({
  default: (await import('../../features/billing/components/upgrade-dialog')).UpgradeDialog,
}));

interface UpgradeRequest {
  reason: UpgradeReason;
  plan?: PaidPlan;
  /** A fresh dialog each time it opens. */
  key: number;
}

/** Owns the upgrade modal so any feature can open it; the billing feature draws it. */
export function UpgradeProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<UpgradeRequest | null>(null);
  const prompt = useMemo<UpgradePrompt>(
    () => ({
      openUpgrade: (reason, plan) =>
        setRequest((current) => ({ reason, plan, key: (current?.key ?? 0) + 1 })),
    }),
    [],
  );
  return (
    <UpgradePromptContext.Provider value={prompt}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <UpgradeDialog
            key={request.key}
            reason={request.reason}
            plan={request.plan}
            onClose={() => setRequest(null)}
          />
        </Suspense>
      )}
    </UpgradePromptContext.Provider>
  );
}
