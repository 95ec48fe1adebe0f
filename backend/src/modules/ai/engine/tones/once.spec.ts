import type { RewriteContext } from '../context.js';
import type { WorkSentence } from '../work-document.js';
import { once } from './once.js';
import { countMatches } from './tone-definition.js';

const sentence = (text: string, change: Partial<WorkSentence> = {}): WorkSentence => ({
  text,
  source: text,
  role: 'body',
  selected: true,
  added: false,
  frozen: false,
  block: 0,
  ...change,
});

describe('once: a text pass that changes the first sentence it fits, once', () => {
  const exclaim = once('glad', 7, (text) => (/glad/.test(text) ? text.replace(/\.$/, '!') : text));
  const run = (sentences: WorkSentence[]) => {
    exclaim.apply(sentences, {} as RewriteContext);
    return sentences.map((item) => item.text);
  };

  it('carries its id and lowest intensity', () => {
    expect([exclaim.id, exclaim.from]).toEqual(['glad', 7]);
  });

  it('changes the first sentence that fits and leaves the later ones', () => {
    expect(run([sentence('We met.'), sentence('We are glad.'), sentence('So glad.')])).toEqual([
      'We met.',
      'We are glad!',
      'So glad.',
    ]);
  });

  it('skips lines the engine added, list items and sentences outside the budget', () => {
    expect(
      run([
        sentence('Glad to help, glad.', { added: true }),
        sentence('A glad item.', { role: 'item' }),
        sentence('Not chosen, glad.', { selected: false }),
        sentence('We are glad.'),
      ]),
    ).toEqual(['Glad to help, glad.', 'A glad item.', 'Not chosen, glad.', 'We are glad!']);
  });

  it('changes nothing when no sentence fits', () => {
    expect(run([sentence('We met.'), sentence('It rained.')])).toEqual(['We met.', 'It rained.']);
  });
});

describe('countMatches', () => {
  it('counts every match of a global pattern, and none as 0', () => {
    expect(countMatches('must go, must stay, MUST', /must/gi)).toBe(3);
    expect(countMatches('nothing here', /must/gi)).toBe(0);
  });
});
