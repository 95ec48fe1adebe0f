import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// A capital the engine puts on the writer's own lower-case sentence start fixes nothing a reader
// minds, and it is where the case errors of the held-out sets came from (step labels "a." after a
// full stop, a bracketed aside, a sentence reader that took an abbreviation for an end). The
// writer's first word keeps its case; a line the engine adds before it ends with a full stop of
// its own, so the writer's sentence after it opens with a capital.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe("the writer's lower-case sentence start stays as written", () => {
  const TEXT =
    'Our candles are poured by hand in small batches. soy wax burns cleaner than paraffin, so the jar stays clear. (this is the same wax we use at home.) candles come in three sizes.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\bSoy wax|\(This is|\bCandles come/);
  });
});

describe('step labels after a full stop keep their case', () => {
  const TEXT =
    'To book a table:\na. Open the app and pick a date.\nb. Choose how many guests are coming.\nc. Confirm the booking.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/^b\. /m);
    expect(out).toMatch(/^c\. /m);
  });
});

describe("a line the engine adds before the writer's sentence is followed by a capital", () => {
  const TEXT =
    "Hi folks,\n\nit's been a busy month at the bakery and we sold out of sourdough twice. The new oven arrives on Monday.\n\nBest,\nMaya";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/[.!?] it['’]s been/);
  });
});
