import { parseText } from '../features/parse-text.js';
import { describeIssue, fluencyIssues, fluencyOf, type FluencyIssueKind } from './fluency.js';

/** The defects found, as [kind, detail]. */
const issues = (text: string) =>
  fluencyIssues(parseText(text)).map(({ kind, detail }) => [kind, detail]);

describe('fluencyIssues: the defects a reader sees', () => {
  it('finds a doubled word, but not the doubles English allows', () => {
    expect(issues('We will ship the the report.')).toEqual([['doubled_word', 'the the']]);
    expect(issues('We had had enough. He said that that was fine.')).toEqual([]);
    // A word repeated across a sentence end is two sentences, not a doubled word.
    expect(issues('We met the team. Team spirit was high.')).toEqual([]);
  });

  it('finds a sentence starting in lower case after . ! ? or at the start, not after a colon', () => {
    expect(issues('the plan works.')).toEqual([['lowercase_start', 'the']]);
    expect(issues('Great news! the plan works.')).toEqual([['lowercase_start', 'the']]);
    expect(issues('Ready? the plan works.')).toEqual([['lowercase_start', 'the']]);
    expect(issues('Good news: the plan works.')).toEqual([]);
    expect(issues('We use iPhones. eBay sells them.')).toEqual([]);
  });

  it('finds an unclosed bracket, curly quote or straight double quote', () => {
    expect(issues('We ship (on Friday.')).toEqual([['unbalanced', '()']]);
    expect(issues('We call it “the plan.')).toEqual([['unbalanced', '“”']]);
    expect(issues('We call it "the plan.')).toEqual([['unbalanced', '"']]);
    expect(issues('We call it "the plan" at work (mostly).')).toEqual([]);
  });

  it('finds a space before punctuation, repeated punctuation and leftover placeholders', () => {
    expect(issues('We ship on Friday , as planned.')).toEqual([
      ['space_before_punctuation', 'y ,'],
    ]);
    expect(issues('We ship on Friday,, as planned.')).toEqual([['repeated_punctuation', ',,']]);
    expect(issues('We ship on Friday... as planned.')).toEqual([]);
    expect(issues('We ship on undefined and NaN at %s.').map(([kind]) => kind)).toEqual([
      'placeholder',
      'placeholder',
      'placeholder',
    ]);
  });

  it('finds a wrong article, knowing the vowel sounds of "a user" and "an hour"', () => {
    expect(issues('We made a update and an plan.')).toEqual([
      ['article', 'a update'],
      ['article', 'an plan'],
    ]);
    expect(issues('A user waited an hour for a one-off fix and an answer.')).toEqual([]);
  });

  it('finds a run-on: over 40 words with few commas, or over 60 words whatever the commas', () => {
    const WORDS = ['The', 'team', 'plans', 'work'];
    const sentence = (count: number, comma = 0) =>
      `${Array.from({ length: count }, (_, index) => {
        const word = WORDS[index % WORDS.length];
        return comma && index % comma === comma - 1 ? `${word},` : word;
      }).join(' ')}.`;
    expect(issues(sentence(40))).toEqual([]);
    expect(issues(sentence(41))).toEqual([['run_on', '41 words']]);
    expect(issues(sentence(50, 10))).toEqual([]);
    expect(issues(sentence(61, 5))).toEqual([['run_on', '61 words']]);
  });

  it('finds a broken possessive, not a plural one or a quotation', () => {
    expect(issues("The children' corner is open.")).toEqual([['broken_possessive', "children'"]]);
    expect(issues("The teams' corner is open. We call it 'the corner' at work.")).toEqual([]);
  });

  it('describes a defect in words a writer understands', () => {
    expect(describeIssue({ kind: 'broken_possessive', detail: "children'" })).toBe(
      'a broken possessive: "children\'"',
    );
    expect(describeIssue({ kind: 'doubled_word', detail: 'the the' })).toBe(
      'a doubled word: "the the"',
    );
  });

  it('names every kind of defect in its own words', () => {
    const KINDS: Record<FluencyIssueKind, true> = {
      doubled_word: true,
      lowercase_start: true,
      unbalanced: true,
      space_before_punctuation: true,
      run_on: true,
      placeholder: true,
      article: true,
      repeated_punctuation: true,
      broken_possessive: true,
    };
    const described = Object.keys(KINDS).map((kind) =>
      describeIssue({ kind: kind as FluencyIssueKind, detail: 'x' }),
    );
    for (const text of described) expect(text).toMatch(/^\w.{10,}: "x"$/);
    expect(new Set(described).size).toBe(described.length);
  });
});

describe('fluencyOf', () => {
  it('is 1 for clean text, 0 for no words, and falls with each defect by its weight', () => {
    expect(fluencyOf(parseText('We ship on Friday.'))).toBe(1);
    expect(fluencyOf(parseText('!!!'))).toBe(0);
    const one = fluencyOf(parseText('We ship on Friday , as planned.'));
    const two = fluencyOf(parseText('We ship on Friday , as planned , and sooner.'));
    const placeholder = fluencyOf(parseText('We ship on undefined as planned.'));
    expect(one).toBeLessThan(1);
    expect(two).toBeLessThan(one);
    expect(placeholder).toBeLessThan(two);
  });

  it('weighs a defect less in a longer text', () => {
    const short = 'We ship the the report.';
    const long = `${short} ${'The team tested it. '.repeat(9)}`;
    expect(fluencyOf(parseText(long))).toBeGreaterThan(fluencyOf(parseText(short)));
  });
});
