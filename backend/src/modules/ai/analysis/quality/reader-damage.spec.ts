import { readerDamages } from './reader-damage.js';

// Texts written for these tests, each on the pattern of a damage a reader found in real texts
// (issue 28).
const kinds = (input: string, output: string) =>
  readerDamages(input, output).map((damage) => damage.kind);

describe('damage a reader sees beside the input', () => {
  it('names a capital changed where no sentence starts, and not a split or a fix', () => {
    expect(
      kinds('We met the team at ACME Labs today.', 'We met the team at acme Labs today.'),
    ).toEqual(['case_error']);
    expect(
      kinds('Ask anyone (you know it!) who came.', 'Ask anyone (you know it!) Who came.'),
    ).toEqual(['case_error']);
    expect(kinds('Sales in the U.S. market rose.', 'Sales in the U.S. Market rose.')).toEqual([
      'case_error',
    ]);
    // A split's new capital, a fixed "i", a shouted word lowered: no damage.
    expect(kinds('We shipped it, and it works.', 'We shipped it. It works.')).toEqual([]);
    expect(kinds('Yes, i think so.', 'Yes, I think so.')).toEqual([]);
    expect(kinds('It is REALLY fast.', 'It is really fast.')).toEqual([]);
  });

  it('names a split that leaves a clause without its main clause, or a sentence without a verb', () => {
    expect(
      kinds(
        'If you leave the plan, you lose the old price.',
        'If you leave the plan. You lose the old price.',
      ),
    ).toEqual(['fragment']);
    expect(
      kinds(
        'The kit comes with a stand — a sturdy, foldable base for the screen.',
        'The kit comes with a stand. A sturdy, foldable base for the screen.',
      ),
    ).toEqual(['fragment']);
    expect(kinds('The garden will grow quite a bit.', 'The garden will grow quite.')).toEqual([
      'dangling_end',
    ]);
  });

  it('names a hedge on a date or amount made firm, but not a hedge on a joke', () => {
    expect(
      kinds(
        'Your refund may take up to 10 days to arrive.',
        'Your refund will likely take up to 10 days to arrive.',
      ),
    ).toEqual(['firmed_hedge']);
    expect(
      kinds(
        'The parcel should arrive tomorrow (though maybe the van will be late, who knows).',
        'The parcel should arrive tomorrow (though the van will be late, who knows).',
      ),
    ).toEqual([]);
    // The matter stays open: a modal or the question keeps the writer's doubt.
    expect(
      kinds(
        'Maybe we could review it together before Friday?',
        'Could we review it together before Friday?',
      ),
    ).toEqual([]);
    expect(
      kinds('We could possibly offer a 20% discount.', 'We could offer a 20% discount.'),
    ).toEqual([]);
    expect(kinds('We will probably launch on March 3.', 'We will launch on March 3.')).toEqual([
      'firmed_hedge',
    ]);
  });

  it('names a time the text never set, and a third party turned into the reader', () => {
    expect(
      kinds('Pick the workshop you want to join.', 'Pick the workshop you want to join today.'),
    ).toEqual(['invented_time']);
    expect(
      kinds(
        'You can give members access to your shared calendar.',
        'You can give you access to your shared calendar.',
      ),
    ).toEqual(['reader_swap']);
  });

  it('names a word replaced by one of another class, and not a corrected spelling', () => {
    expect(
      kinds('I want to learn a bit about sailing.', 'I want to learn a bit approximately sailing.'),
    ).toEqual(['word_class']);
    expect(kinds('We can acommodate ten guests.', 'We can accommodate ten guests.')).toEqual([]);
    expect(kinds('The results were good.', 'The results were excellent.')).toEqual([]);
  });

  it('finds nothing in an unchanged text', () => {
    expect(kinds('Nothing changed here.', 'Nothing changed here.')).toEqual([]);
  });
});
