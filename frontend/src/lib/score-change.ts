export type ScoreTrend = 'up' | 'same' | 'down';

/** The score change as shown: one decimal, and a zero is "no change", never "+0.0". */
export function scoreChange(before: number, after: number): { trend: ScoreTrend; text: string } {
  const change = Math.round((after - before) * 10) / 10;
  if (change === 0) return { trend: 'same', text: 'no change' };
  if (change > 0) return { trend: 'up', text: `+${change.toFixed(1)}` };
  return { trend: 'down', text: `−${Math.abs(change).toFixed(1)}` };
}
