import { chargeNote, NOTHING_CHANGED } from './rewrite-charges.js';

describe('the note on an uncharged result', () => {
  it('should say it once, then the reason', () => {
    expect(chargeNote('Nothing changed: your text came back as you wrote it.')).toBe(
      `${NOTHING_CHANGED} Your text came back as you wrote it.`,
    );
    expect(chargeNote('Only case and punctuation differ.')).toBe(
      `${NOTHING_CHANGED} Only case and punctuation differ.`,
    );
    expect(chargeNote(null)).toBe(NOTHING_CHANGED);
  });
});
