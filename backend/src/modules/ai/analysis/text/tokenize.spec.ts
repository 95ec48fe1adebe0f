import { tokenize } from './tokenize.js';

const kinds = (text: string): string[] =>
  tokenize(text).map((token) => `${token.kind}:${token.text}`);

describe('tokenize', () => {
  it('should keep URLs, e-mails, mentions, hashtags and money as single tokens', () => {
    expect(
      kinds('Mail support@acme.example or see https://acme.example/pricing, @jordan #launch $19.'),
    ).toEqual([
      'word:Mail',
      'email:support@acme.example',
      'word:or',
      'word:see',
      'url:https://acme.example/pricing',
      'punct:,',
      'mention:@jordan',
      'hashtag:#launch',
      'number:$19',
      'punct:.',
    ]);
  });

  it('should keep contractions, hyphenated words and decimals whole', () => {
    expect(kinds("We're well-known: 3.5% isn't bad")).toEqual([
      "word:We're",
      'word:well-known',
      'punct::',
      'number:3.5%',
      "word:isn't",
      'word:bad',
    ]);
  });

  it('should normalise typographic apostrophes in the lookup form only', () => {
    const [token] = tokenize('Don’t');
    expect(token.text).toBe('Don’t');
    expect(token.lower).toBe("don't");
  });

  it('should give offsets that point back into the text', () => {
    const text = '  Héllo wörld 🎉!';
    for (const token of tokenize(text)) expect(text.slice(token.start, token.end)).toBe(token.text);
    expect(tokenize(text).map((token) => token.kind)).toEqual(['word', 'word', 'emoji', 'punct']);
  });

  it('should return nothing for whitespace', () => {
    expect(tokenize(' \n\t ')).toEqual([]);
  });
});
