export type IntensityBand = 'low' | 'medium' | 'high';

export const INTENSITY_MIN = 1;
export const INTENSITY_MAX = 10;

/** Spec section 4: 1–3 low, 4–6 medium, 7–10 high. */
export function intensityBand(intensity: number): IntensityBand {
  if (intensity <= 3) return 'low';
  if (intensity <= 6) return 'medium';
  return 'high';
}

export const INTENSITY_TIPS: Record<IntensityBand, { label: string; tip: string }> = {
  low: {
    label: 'Low',
    tip: 'A light touch: your wording stays, the tone comes through in a few chosen words.',
  },
  medium: {
    label: 'Medium',
    tip: 'A clear shift in tone: sentences are reworked while your message and facts stay.',
  },
  high: {
    label: 'High',
    tip: 'A bold rewrite: the tone leads every sentence. Check the result before you send it.',
  },
};
