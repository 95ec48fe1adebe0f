import { shadeSentence } from './word-shading';

describe('shadeSentence', () => {
  const words = [
    { text: 'We', intensity: 0 },
    { text: 'missed', intensity: 0.667 },
    { text: 'deadline', intensity: 0.7 },
    { text: "team's", intensity: 0 },
    { text: 'sorry', intensity: 0.667 },
  ];

  it('should pair the sentence’s words with the analysis in order and keep every character', () => {
    const first = shadeSentence('We missed the deadline.', words, 0);
    expect(first.pieces.map((piece) => piece.text).join('')).toBe('We missed the deadline.');
    expect(first.pieces.filter((piece) => piece.intensity !== null)).toEqual([
      { text: 'We', intensity: 0 },
      { text: 'missed', intensity: 0.667 },
      { text: 'deadline', intensity: 0.7 },
    ]);
    expect(first.next).toBe(3);
    const second = shadeSentence("Our team's sorry!", words, first.next);
    expect(second.pieces.find((piece) => piece.text === 'sorry')!.intensity).toBe(0.667);
    expect(second.next).toBe(5);
  });
});
