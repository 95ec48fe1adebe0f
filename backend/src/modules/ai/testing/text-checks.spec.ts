import {
  averageSentenceWords,
  countContractions,
  countHedges,
  grammarProblems,
  shoutedWords,
  wordChangeShare,
} from './text-checks.js';

describe('the checks the engine tests rely on catch real defects', () => {
  it.each([
    ['the the report is ready.', 'doubled word'],
    ['It works. then it stops.', 'lower-case sentence start'],
    ['Use the app (see notes.', 'unbalanced parentheses'],
    ['She said "hello.', 'unbalanced double quotes'],
    ['Pay \uE0003\uE001 now.', 'leftover mask token'],
    ['It is done .', 'space before "."'],
    ['Send it , please.', 'space before ","'],
    ['We need a update.', '"a" before a vowel'],
    ['Thanks for everything,.', 'comma before end punctuation'],
  ])('flags %j', (text, problem) => {
    expect(grammarProblems(text).join(' | ')).toContain(problem);
  });

  it('passes clean text, lists and abbreviations', () => {
    expect(
      grammarProblems(
        'Hi Sam,\n\nThe report is ready (see the notes). Dr. Lee said "fine".\n- one item\n- another',
      ),
    ).toEqual([]);
  });

  it('measures change, hedges, contractions, shouting and sentence length', () => {
    expect(wordChangeShare('a b c d', 'a b c d')).toBe(0);
    expect(wordChangeShare('a b c d', 'a x c d')).toBe(0.25);
    expect(countHedges('I think we might maybe win.')).toBe(3);
    expect(countContractions("We're sure it's Sam's and they don't mind.")).toBe(3);
    expect(shoutedWords('PLEASE read the EU rules NOW')).toEqual(['PLEASE']);
    expect(averageSentenceWords('One two three. Four five six seven eight nine.')).toBe(4.5);
  });
});
