import { asHashtag, keyPhrases } from './key-phrases.js';

const phrasesOf = (text: string) => keyPhrases(text).map((phrase) => phrase.text);

describe('keyPhrases', () => {
  it('reads a price notice as the price and the plan, in the writer’s words', () => {
    const phrases = phrasesOf(
      'Starting March 1, the monthly price of the Pro plan rises from $12 to $15. Your current billing cycle is not affected. Annual plans keep their price until renewal.',
    );
    expect(phrases.slice(0, 3)).toEqual(expect.arrayContaining(['monthly price', 'Pro plan']));
    expect(phrases.join(' ')).not.toMatch(/March|\$|Your/);
  });

  it('reads what a request is about', () => {
    const phrases = phrasesOf('five hooks for a LinkedIn post about remote team rituals');
    expect(phrases).toContain('remote team rituals');
    expect(phrases).not.toContain('five hooks');
  });

  it('never takes a verb for a phrase', () => {
    const phrases = phrasesOf(
      'Our new scheduling tool helps teams plan shifts in minutes. It requires no setup and works with Google Calendar.',
    );
    expect(phrases[0]).toBe('new scheduling tool');
    expect(phrases.join(' ')).not.toMatch(/helps|requires|minutes/i);
  });

  it('keeps an abbreviation whole', () => {
    const phrases = phrasesOf(
      'The U.S. Steel plant in Gary will close its coke ovens next year. Workers at the plant were told on Monday.',
    );
    expect(phrases).toContain('U.S. Steel plant');
  });

  it('writes a phrase as a hashtag', () => {
    expect(asHashtag('remote team rituals')).toBe('#RemoteTeamRituals');
    expect(asHashtag('LinkedIn')).toBe('#LinkedIn');
    expect(asHashtag('U.S. Steel')).toBe('#USSteel');
  });
});
