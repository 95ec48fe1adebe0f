import { achievementsFrom } from './achievements';

const item = (tone: string, words: number, before: number, after: number) => ({
  created_at: '2026-11-20T10:00:00Z',
  settings: { emotion_tone: tone },
  word_count: words,
  quality_score: after,
  input_quality_score: before,
});

describe('achievementsFrom', () => {
  it('should sum the words, average the gain and name the favourite tone', () => {
    const achievements = achievementsFrom(
      [item('balanced', 100, 5, 8), item('balanced', 50, 6, 7), item('calm', 20, 4, 8)],
      500,
    );
    expect(achievements).toEqual([
      { label: 'Enhancements this month', value: '500' },
      { label: 'Words polished recently', value: '170' },
      { label: 'Average quality gain', value: '+2.7 points' },
      { label: 'Favourite tone', value: 'Analytical & Logical' },
    ]);
  });

  it('should never list an average that fell or stood still as an achievement', () => {
    for (const [before, after] of [
      [8.8, 8],
      [7, 7],
    ]) {
      const achievements = achievementsFrom([item('calm', 40, before, after)], 3);
      expect(achievements.map((achievement) => achievement.label)).toEqual([
        'Enhancements this month',
        'Words polished recently',
        'Favourite tone',
      ]);
      expect(achievements.map((achievement) => achievement.value).join(' ')).not.toMatch(/−|-\d/);
    }
  });

  it('should show only the month’s count without history', () => {
    expect(achievementsFrom([], 12)).toEqual([{ label: 'Enhancements this month', value: '12' }]);
  });
});
