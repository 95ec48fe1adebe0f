import type { ToastApi } from '../toast/toast-context';

/** The toast after an enhancement: its quality when it used the plan, else that nothing changed. */
export function toastEnhanced(toast: ToastApi, quality: number, chargeNote: string | null) {
  if (chargeNote) toast.info('Nothing changed, so this did not use your plan');
  else toast.success(enhancedLine(quality, chargeNote));
}

/** The same in one line, for a chat's record of what it did. */
export const enhancedLine = (quality: number, chargeNote: string | null) =>
  chargeNote
    ? 'Nothing changed, so this did not use your plan'
    : `Enhanced: quality ${quality.toFixed(1)} / 10`;
