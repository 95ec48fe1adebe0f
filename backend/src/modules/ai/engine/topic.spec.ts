import { detectTopic } from './topic.js';

describe('detectTopic', () => {
  it('finds what a text is about, not when it happens', () => {
    const topic = detectTopic(
      'The farmers market opens at noon this Sunday. Every week the market brings apples, honey and bread from local farms. Come in the morning for the best bread.',
    );
    expect(topic.nouns).toEqual(expect.arrayContaining(['market', 'bread']));
    for (const when of ['noon', 'week', 'morning', 'sunday'])
      expect(topic.nouns).not.toContain(when);
  });
});
