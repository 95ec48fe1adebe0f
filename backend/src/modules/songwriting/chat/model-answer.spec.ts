import { songAnswerProblems } from './model-answer.js';

const LYRICS =
  'You packed your things in late July\nThe kitchen light is on all night\nYour coffee cup beside the sink\nThe house is quiet now you are gone';

describe('songAnswerProblems: does the creative chat answer the message?', () => {
  it('should accept a direct answer', () => {
    expect(
      songAnswerProblems(
        { message: 'Give me a line about the city', earlier: [] },
        'And every streetlight learns your name',
      ),
    ).toEqual([]);
  });

  it('should refuse an empty answer and a refusal', () => {
    expect(songAnswerProblems({ message: 'Any ideas?', earlier: [] }, '  ')).toEqual([
      'it was empty; answer the message',
    ]);
    expect(
      songAnswerProblems({ message: 'Any ideas?', earlier: [] }, "I'm sorry, I can't help."),
    ).toHaveLength(1);
  });

  it('should count the lines asked for, on lines or in one list', () => {
    const exchange = { message: 'Give me three lines for the bridge', earlier: [] };
    expect(songAnswerProblems(exchange, 'Only one line here')).toEqual([
      'it gave 1 where 3 lines were asked for; give 3, one per line',
    ]);
    expect(songAnswerProblems(exchange, '• First light\n• Second wind\n• Third rail')).toEqual([]);
    expect(
      songAnswerProblems(
        { message: 'five words that rhyme with fire?', earlier: [] },
        'Rhymes:\nhigher, wire, choir, liar, tire',
      ),
    ).toEqual([]);
  });

  it('should refuse the lyrics echoed back for a question, but not for a rewrite asked for', () => {
    const echoed = `${LYRICS}\nAnd the morning comes too soon`;
    expect(
      songAnswerProblems(
        { message: 'How can I make the verse sadder?', lyrics: LYRICS, earlier: [] },
        echoed,
      ),
    ).toEqual([
      'it repeated the lyrics instead of answering the question; answer the question itself',
    ]);
    expect(
      songAnswerProblems(
        { message: 'Rewrite the verse with more detail', lyrics: LYRICS, earlier: [] },
        echoed,
      ),
    ).toEqual([]);
  });

  it("should refuse an answer about an earlier message's subject", () => {
    const exchange = {
      message: 'Give me a hook about leaving home',
      earlier: ['Give me a hook about summer rain'],
    };
    expect(songAnswerProblems(exchange, 'Summer rain keeps falling on the rooftops')).toEqual([
      'it is about an earlier message\'s subject ("summer rain"); answer about "leaving home"',
    ]);
    expect(songAnswerProblems(exchange, 'I left home with the rain on my back')).toEqual([]);
  });
});
