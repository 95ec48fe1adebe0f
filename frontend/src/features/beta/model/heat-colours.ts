import type { HeatBand } from '../api/catalog';

/** One colour per band, cold to hot; text on them stays readable (WCAG AA with dark text). */
export const BAND_COLOURS: Record<HeatBand['label'], string> = {
  'Very Low': '#dbeafe',
  Low: '#bbf7d0',
  Medium: '#fef08a',
  High: '#fdba74',
  'Very High': '#fca5a5',
};

/** A word's own shade: the same scale, more transparent for weaker words. */
export const wordShade = (intensity: number) =>
  intensity <= 0 ? 'transparent' : `rgba(220, 38, 38, ${(0.15 + intensity * 0.45).toFixed(2)})`;
