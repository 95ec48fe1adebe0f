import { rewritePlain } from '../testing/rewrite-plain.js';

describe('inspiring rallies around shared work, not around chores', () => {
  it.each([
    'We have refunded the delivery fee of $4.99 to your card.',
    'We will refund the full amount by Monday.',
    'We have cancelled your subscription as requested.',
    'We added a calendar view and fixed the sync bug on Android.',
  ])('leaves "%s" without "Together"', (text) => {
    expect(rewritePlain(text, 'inspiring', 8).plainText).not.toMatch(/Together/);
  });

  it('gives "Together, we" to something built', () => {
    expect(
      rewritePlain('We opened our third library branch in the old train station.', 'inspiring', 8)
        .plainText,
    ).toMatch(/^Together, we opened/);
  });
});
