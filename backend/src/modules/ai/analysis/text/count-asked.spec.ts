import { countAsked } from './count-asked.js';

const LINES = ['lines?', 'titles?', 'hooks?', 'subject lines?', 'calls? to action'];

describe('countAsked', () => {
  it('should read a count in digits or in words, with up to two words before the thing', () => {
    expect(countAsked('Give me three lines for the bridge', LINES)).toEqual({
      count: 3,
      thing: 'lines',
    });
    expect(countAsked('5 titles please', LINES)).toEqual({ count: 5, thing: 'titles' });
    expect(countAsked('twelve? no, 12 short punchy hooks', LINES)).toEqual({
      count: 12,
      thing: 'hooks',
    });
    expect(countAsked('Ten Subject Lines for the sale', LINES)).toEqual({
      count: 10,
      thing: 'Subject Lines',
    });
    expect(countAsked('two calls to action', LINES)).toEqual({
      count: 2,
      thing: 'calls to action',
    });
    expect(countAsked('one of your hooks', LINES)).toEqual({ count: 1, thing: 'hooks' });
  });

  it('should give no count for a vague amount, and prefer a number found later', () => {
    expect(countAsked('a couple of lines', LINES)).toEqual({ thing: 'lines' });
    expect(countAsked('some hooks', LINES)).toEqual({ thing: 'hooks' });
    expect(countAsked('some hooks, then three titles', LINES)).toEqual({
      count: 3,
      thing: 'titles',
    });
  });

  it('should find nothing without an amount, past two words, or for another thing', () => {
    expect(countAsked('Give me lines for the bridge', LINES)).toBeUndefined();
    expect(countAsked('three very short and punchy lines', LINES)).toBeUndefined();
    expect(countAsked('three rhymes', LINES)).toBeUndefined();
    expect(countAsked('eleven lines', LINES)).toBeUndefined();
    expect(countAsked('100 lines', LINES)).toBeUndefined();
    expect(countAsked('threelines', LINES)).toBeUndefined();
  });

  it('should read only an amount that opens the text when asked to', () => {
    expect(countAsked('five hooks for a post', LINES, { atStart: true })).toEqual({
      count: 5,
      thing: 'hooks',
    });
    expect(countAsked('Can you give me five hooks?', LINES, { atStart: true })).toBeUndefined();
    expect(countAsked('several titles for a talk', LINES, { atStart: true })).toEqual({
      thing: 'titles',
    });
  });
});
