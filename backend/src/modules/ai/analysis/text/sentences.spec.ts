import { splitSentences } from './sentences.js';
import { tokenize } from './tokenize.js';

const sentencesOf = (text: string): string[] =>
  splitSentences(text, tokenize(text)).map((span) => text.slice(span.start, span.end));

describe('splitSentences', () => {
  it('should split on terminal punctuation followed by space', () => {
    expect(sentencesOf('We shipped it. Did you see? Yes!')).toEqual([
      'We shipped it.',
      'Did you see?',
      'Yes!',
    ]);
  });

  it('should not split after titles, initials, decimals or inside URLs and e-mails', () => {
    const text =
      'Dr. Smith met J. R. Doe at 3.5 pm on acme.example/pricing and wrote to a.b@acme.example today.';
    expect(sentencesOf(text)).toEqual([text]);
  });

  it('should end a sentence after "etc." when a capital follows', () => {
    expect(sentencesOf('We sell pens, paper, etc. Prices vary.')).toEqual([
      'We sell pens, paper, etc.',
      'Prices vary.',
    ]);
  });

  it('should keep closing quotes and brackets with their sentence', () => {
    expect(sentencesOf('She said "go now." Then we left.')).toEqual([
      'She said "go now."',
      'Then we left.',
    ]);
  });

  it('should treat blank lines and list lines as boundaries but not wrapped lines', () => {
    expect(sentencesOf('Agenda\n\n- budget review\n- hiring plan')).toEqual([
      'Agenda',
      '- budget review',
      '- hiring plan',
    ]);
    expect(sentencesOf('This line wraps\nin the middle of a sentence.')).toEqual([
      'This line wraps\nin the middle of a sentence.',
    ]);
  });

  it('should attach word-less fragments to the previous sentence', () => {
    expect(sentencesOf('Great news! 🎉🎉')).toEqual(['Great news! 🎉🎉']);
    expect(sentencesOf('--- ... !!!')).toEqual([]);
  });

  it('should not split a lowercase continuation after an ellipsis', () => {
    expect(sentencesOf('Well... maybe later. Fine.')).toEqual(['Well... maybe later.', 'Fine.']);
  });
});
