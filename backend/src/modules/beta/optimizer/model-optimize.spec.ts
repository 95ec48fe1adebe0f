import { allowedHashtags, platformFailures, stockLinesIn } from './model-optimize.js';
import { platformById } from './platforms.js';

const TEXT =
  'Our remote team rituals start every Monday with a ten-minute check-in. Read the guide at https://example.com/rituals #remotework';

describe('the optimizer’s checks of a model’s post', () => {
  const x = platformById('twitter')!;

  it('should allow the text’s own hashtags and its key phrases as hashtags, nothing else', () => {
    const allowed = allowedHashtags(TEXT);
    expect(allowed).toContain('#remotework');
    expect(allowed).toEqual(
      expect.arrayContaining([expect.stringMatching(/^#RemoteTeamRituals$/)]),
    );
    const failures = platformFailures(TEXT, `${TEXT} #GrowthHacking`, x);
    expect(failures).toEqual([
      expect.stringMatching(/hashtags #GrowthHacking, which are not the text's own/),
    ]);
  });

  it('should hold X’s character limit hard and refuse a stock line the text did not have', () => {
    const long = `${TEXT} ${'Every ritual is short and on time. '.repeat(8)}`;
    expect(platformFailures(TEXT, long, x)[0]).toMatch(
      /^it has \d+ characters; X \(Twitter\) takes at most 280/,
    );
    const stock = `${TEXT} Thank you for your attention to this.`;
    expect(stockLinesIn(TEXT, stock)).toContain('Thank you for your attention to this.');
    expect(stockLinesIn(stock, stock)).toEqual([]);
    expect(platformFailures(TEXT, TEXT, x)).toEqual([]);
  });
});
