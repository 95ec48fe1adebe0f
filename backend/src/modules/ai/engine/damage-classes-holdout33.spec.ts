import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { contractSpoken } from './rules/contractions.js';
import { removeCondescension } from './rules/word-swaps.js';

// Found on the thirty-third and thirty-fourth held-out sets (holdout33, holdout34), read as they
// came out; rebuilt on other words, so the classes are held, not the texts. Each runs through the
// whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('no contraction after an inverted auxiliary, no "thanks" in a verb slot', () => {
  const TEXT =
    'We want to sincerely thank you for shopping with us all year. Never would we have guessed how much this town loves sourdough.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/would we['’]ve/);
    expect(out).not.toMatch(/to sincerely thanks/);
  });

  it('still contracts a plain perfect', () => {
    expect(contractSpoken('We have baked every loaf by hand.')).toBe(
      "We've baked every loaf by hand.",
    );
  });
});

describe('a future keeps its participle; "so" before a subject stays; "Today" as a subject', () => {
  const TEXT =
    'Next Saturday I will be baking the most pies I have ever made in one day, aiming for two hundred. None of us had tried the new oven before so everything was a surprise. Today sees the launch of our new winter menu.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\. I (?:aimed|aim) for two hundred/);
    expect(out).not.toMatch(/before everything was/);
    expect(out).not.toMatch(/Today, sees/);
  });
});

describe('"clearly" that says how stays', () => {
  const TEXT =
    'It is important to clearly and accurately list every item in the parcel. Refunds are quick if a photo clearly showing the damage is attached. Please bring your seedlings clearly labelled.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/to and accurately/);
    expect(out).not.toMatch(/a photo showing the damage/);
    expect(out).not.toMatch(/seedlings labell?ed/);
  });

  it('still drops "clearly" as a stance', () => {
    expect(
      removeCondescension('As you can see, we clearly have the best prices in town.').replace(
        /\s+/g,
        ' ',
      ),
    ).toBe('As you can see, we have the best prices in town.');
  });
});

describe('no question on a line that trails off, no split in a list or after "Suffice it to say"', () => {
  const TEXT =
    'Get ready for a lovely May . . . after a very wet April.\n\nThe new bakery will also include a café, a shop selling bread and pastries, and outdoor tables for guests to enjoy coffee in the sun. Suffice it to say, that is not a small oven, and the photos below will show what arrived today.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/May\s*\?/);
    expect(out).not.toMatch(/pastries\. Outdoor tables/);
    expect(out).not.toMatch(/Suffice it to say\./);
  });
});

describe('no benefit frame on what a project takes in', () => {
  const TEXT =
    'The $2 million project includes a new roof over the hall, moving the café to the ground floor, and installing a lift.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/With the \$2 million project/);
  });
});

describe('a how-to keeps its steps alike', () => {
  const TEXT =
    'Forgot your password? You can reset it in a minute.\n\nClick Forgot Password on the sign-in page.\n\nEnter your email address and click Send.\n\nCheck your inbox and open the link. The link works for one hour.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/(?:could|can|would) you (?:enter|check|click)/i);
    expect(out).not.toMatch(/when you (?:have a moment|get a chance|are able|['’]re able)/i);
  });
});

describe('a reminder stays one', () => {
  const TEXT =
    'Dear members, thank you all for a lovely spring. Bring your cuttings for the swap table, and look in the handbook for the rules. Remember the last meeting in May and our dinner in June!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/could you remember/i);
  });
});

describe('a belief about what the reader prefers stays the writer’s', () => {
  const TEXT =
    'The other choice is to cut the care we give our hens, and we believe you prefer having all the extra things we do for them.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/(?:and|\.) you prefer having/i);
  });
});

describe('no acknowledgement between a failure and the sentence that goes on from it', () => {
  const TEXT =
    'Between 9:10 and 11:00 this morning, after a failed update, all email services became unavailable. This caused major delays for inbound mail. Our engineers are reviewing the update process.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /became unavailable\. (?!This caused)[^.]+\. This caused/,
    );
  });
});

describe('"Important:" marks a dated notice, not a feeling, an attempt or a greeting', () => {
  const TEXT =
    'The water main outside the shop burst on Monday, so we had to close. Happily the new pipes will be finished by Tuesday evening. I will try to post photos of the new fabric tomorrow. We apologise for the trouble and the shop will reopen on Wednesday 11 July.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /Important: (?:happily|I will try|we apologi[sz]e)/i,
    );
  });
});
