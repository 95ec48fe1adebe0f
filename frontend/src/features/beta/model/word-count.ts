/** Words as a reader counts them: runs of letters or digits. */
export const countWords = (text: string) =>
  text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;

export type Guidance = { kind: 'perfect'; message: string } | { kind: 'outside'; message: string };

/** 'Perfect range' inside the use case's recommended range, a warning outside it. */
export function wordGuidance(
  target: number,
  range: { min_words: number; max_words: number; label: string },
): Guidance {
  if (target >= range.min_words && target <= range.max_words) {
    return { kind: 'perfect', message: 'Perfect range' };
  }
  return {
    kind: 'outside',
    message: `${target} words is ${target < range.min_words ? 'below' : 'above'} the recommended ${range.min_words}-${range.max_words} for ${range.label}`,
  };
}

/** Changing the use case sets the target to the middle of its range, on the slider's steps. */
export function midpointTarget(
  range: { min_words: number; max_words: number },
  rules: { min: number; max: number; step: number },
): number {
  const middle = (range.min_words + range.max_words) / 2;
  const stepped = Math.round(middle / rules.step) * rules.step;
  return Math.min(rules.max, Math.max(rules.min, stepped));
}
