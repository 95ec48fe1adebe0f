import { scoreChange } from '../../../lib/score-change';
import type { HistorySummaryItem } from '../api/achievements';

const TONE_NAMES: Record<string, string> = { balanced: 'Analytical & Logical' };
const toneName = (tone: string) => TONE_NAMES[tone] ?? tone.charAt(0).toUpperCase() + tone.slice(1);

export interface Achievement {
  label: string;
  value: string;
}

/** What a person has done with Resonate, from their own history (newest 100 entries). */
export function achievementsFrom(
  items: HistorySummaryItem[],
  usedThisMonth: number,
): Achievement[] {
  const achievements: Achievement[] = [
    { label: 'Enhancements this month', value: String(usedThisMonth) },
  ];
  if (items.length === 0) return achievements;
  const words = items.reduce((sum, item) => sum + item.word_count, 0);
  const gain =
    items.reduce((sum, item) => sum + (item.quality_score - item.input_quality_score), 0) /
    items.length;
  const tones = new Map<string, number>();
  for (const item of items) {
    tones.set(item.settings.emotion_tone, (tones.get(item.settings.emotion_tone) ?? 0) + 1);
  }
  const [favourite] = [...tones].sort((a, b) => b[1] - a[1])[0];
  achievements.push({ label: 'Words polished recently', value: words.toLocaleString('en-US') });
  // Only a gain is an achievement: an average that fell or stood still is not listed here.
  const change = scoreChange(0, gain);
  if (change.trend === 'up')
    achievements.push({ label: 'Average quality gain', value: `${change.text} points` });
  achievements.push({ label: 'Favourite tone', value: toneName(favourite) });
  return achievements;
}
