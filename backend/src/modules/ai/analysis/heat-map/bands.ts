import type { HeatBand } from '../../ai.types.js';

/** Spec bands; each lower edge belongs to the band above it (0.2 is Low, 0.8 is Very High). */
export function bandFor(intensity: number): HeatBand {
  if (!(intensity >= 0.2)) return 'Very Low';
  if (intensity < 0.4) return 'Low';
  if (intensity < 0.6) return 'Medium';
  if (intensity < 0.8) return 'High';
  return 'Very High';
}
