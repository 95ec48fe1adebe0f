import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { contractSpoken, expandContractions } from './rules/contractions.js';

// Found on the twenty-seventh and twenty-eighth held-out sets (holdout27, holdout28), read as they
// came out; rebuilt on other words, so the classes are held, not the texts. Each runs through the
// whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('set phrases stay whole: "come rain or shine", "the good ol\' days", "urgent help"', () => {
  const TEXT =
    "Come rain or shine we will be holding our first ever plant fair at Mill Farm on Sunday 9th. In the good ol' days, a shop needed no website. Please only ring the surgery today if you need urgent help.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Could you come rain|come rain or shine[^.?!]*\?/i);
    expect(out).toMatch(/good ol['’] days/);
    expect(out).toMatch(/urgent help/);
  });
});

describe('the writer\'s possessive "it\'s" before two modifiers and their noun stays', () => {
  const TEXT =
    "We roast the beans slowly to transform it's chemical & physical properties, which brings out the sweetness.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/it is chemical/i);
  });

  it('still writes out "it\'s" before a pair of adjectives', () => {
    expect(expandContractions("It's quick & easy to use.")).toBe('It is quick & easy to use.');
  });
});

describe('no split after a piece set off by commas or an absolute opener', () => {
  const TEXT =
    'I put a lot of hours into rebuilding the widget, but once I got around to finishing it, honestly, this is clearly the best version of the app so far. We drive to one place, one errand, that is easy and not about deadlines or lists at all. All this said, we are still considerably cheaper than the chain cafés on the high street; similar price rises have happened everywhere.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/honestly\. This/);
    expect(out).not.toMatch(/errand\. That/);
    expect(out).not.toMatch(/All this said\. We/);
  });
});

describe('no participle split when a nearer subject stands before it', () => {
  const TEXT =
    'I do want to stress the importance of our annual meeting where we will be electing new officers, hoping to keep mixing newcomers and longer term members.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/I hope to keep/);
  });
});

describe('"therefore" inside a clause is no "so"', () => {
  const TEXT =
    'The storm has brought down power lines across the valley. We are therefore preparing ourselves for a long night at the surgery.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/\b(?:are|['’]re) so preparing/);
  });
});

describe('a specification is no benefit, and a feature is no problem to acknowledge', () => {
  const PRODUCT =
    'Our face balms have a .5% dilution rate of essential oils. They are made by hand in small batches and come in a glass jar.';
  const RELEASE =
    'This release turns on three features. Merchants can temporarily mark an item as unavailable for a set number of minutes, and it comes back on its own. Couriers get a view of the cash they have collected.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(PRODUCT, tone, intensity)).not.toMatch(/you get an? ?\.?5%|you get a dilution/);
    expect(rewrite(RELEASE, tone, intensity)).not.toMatch(/makes things harder|how frustrating/i);
  });
});

describe('"let us" after its subject is no "let\'s"', () => {
  const TEXT =
    'Thank you to the sports club, who lent us the equipment that let us run the day smoothly. We could not have done it without them.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/let['’]s run/);
  });

  it('still contracts a suggestion\'s "let us"', () => {
    expect(contractSpoken('So let us celebrate!')).toBe("So let's celebrate!");
  });
});

describe('grade 2: no cheer before a price rise, no favour asked of an invitation', () => {
  const PRICE =
    'From January our prices are changing. We have increased our prices on all services by 5% to cover rising costs. We added a new booking system this year.';
  const LAUNCH =
    'Today we launched recurring invoices. Try it now in your account. Follow us on Twitter to hear about future updates. Read on for the full list, and all the best for the year ahead.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(PRICE, tone, intensity)).not.toMatch(/good news|happy news/i);
    const out = rewrite(LAUNCH, tone, intensity);
    expect(out).not.toMatch(/Could you (?:try|follow|read)/);
    expect(out).not.toMatch(/own time, try it now|whenever[^.]*try it now/i);
  });
});
