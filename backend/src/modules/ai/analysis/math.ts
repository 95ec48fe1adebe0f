/** Small numeric helpers shared by the scorers. */

export function clamp01(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return value < 0 ? 0 : value > 1 ? 1 : value;
}

/** 0 at zero, 0.5 at `half`, approaching 1 smoothly; negative or non-finite input gives 0. */
export function saturate(value: number, half: number): number {
  if (!(value > 0) || !Number.isFinite(value)) return 0;
  return 1 - Math.pow(2, -value / half);
}

/** Combines independent pieces of evidence (each 0–1) the way probabilities of "any of them" combine. */
export function anyOf(...parts: number[]): number {
  let none = 1;
  for (const part of parts) none *= 1 - clamp01(part);
  return 1 - none;
}

export function round(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return 0;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Occurrences per 100 words. */
export function per100(count: number, words: number): number {
  return words > 0 ? (100 * count) / words : 0;
}

export function ratio(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}
