import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// Found on the thirty-ninth and fortieth held-out sets (holdout39, holdout40), read as they came
// out; rebuilt on other words, so the classes are held, not the texts. Each runs through the
// whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('an -ing phrase that is the subject of a later verb is no trailing participle', () => {
  const TEXT =
    'We agreed that in this wet spring and considering how many of our walkers are over seventy, moving the first walk of the season to May was the most sensible thing to do.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/We moved the first walk/);
    expect(out).toMatch(/moving the first walk of the season to May was/);
  });
});

describe('no split at ", and" inside a compound subject', () => {
  const TEXT =
    "We had hoped to hold the fee at last year's level, but the rising cost of paper, and higher printing charges, now make it necessary to add $1.50 a year.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/cost of paper\. /);
  });
});

describe("no contraction after an exclamative's fronted phrase, or before a question's last pronoun", () => {
  const TEXT =
    'What a pleasure it is to welcome so many new members this spring! How much easier it is to book a court now that everything is online! What is it and how does it work? We are glad you are here.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/it['’]s to (?:welcome|book)/);
    expect(out).not.toMatch(/What['’]s it\b/);
  });
});

describe('the stage\'s "Enter" before a name brings it on; it asks nothing', () => {
  const TEXT =
    'Most climbing roses trade scent for hardiness. Enter Gertrude Jekyll Rose, defying this old rule with a strong scent and tough stems. It flowers twice a year.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/Could you enter|enter Gertrude/);
  });
});

describe('a rule with a time limit stays a rule', () => {
  const TEXT =
    'Hi Maya,\n\nThanks for getting in touch about your order. If the vase arrives broken you must contact us within 7 days of delivery. Please report any damage to us within one week of receipt, with photos of the box.\n\nBest,\nTom';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Could you (?:please )?report/);
  });
});

describe("a shop's own rule after a condition is no problem to feel for", () => {
  const TEXT = [
    'All Lamps are Final Sale unless a lamp arrives completely damaged due to delivery.',
    'Once a lamp is reported damaged on delivery it cannot be treated as a standard return, because we need to determine how the damage has occurred. For all shipments where it is cited as transit damage, we will need to collect relevant images and documentation because this is a requirement to submit a claim to the courier.',
    'If the lamp arrives completely broken due to transit you must contact us within 5 days of the delivery date. When reaching out, make sure to include photos of the areas of concern and the lamp as a whole, so our team can better evaluate the issue and move quickly to reach a resolution.',
    'We strive to provide you with a resolution that leaves you satisfied and offer you all the protections and support available. After we have thoroughly reviewed your case and provided a final resolution, the matter will be considered resolved. The decision is final and binding on all parties and cannot be appealed, challenged or reversed.',
  ].join('\n\n');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /makes things harder|that['’]s frustrating/i,
    );
  });
});

describe('work asked of volunteers is no show to hype', () => {
  const TEXT =
    "Thanks Neighbors for making our first park clean-up a huge success! Over 30 people stopped by to lend a hand, and we filled 40 bags with trash. We'll be out on the lot again tomorrow (Tuesday) and again on Saturday. Please stop by and pitch in!";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/want to miss|glad you came|one to be at/);
  });
});

describe('no "Happy updating!" when the update installs itself', () => {
  const TEXT =
    "Cashbook version 3.2 is now live. You don't need to do anything, your account will upgrade automatically.\n\nBank imports\n\nBank imports now run twice as fast and match payees by name.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/Happy updating/);
  });
});

describe('still: a trailing participle of a narrator splits, a favour is asked, "we are" contracts', () => {
  it('confident at 8', () => {
    expect(
      rewrite(
        'I sat in the car for an hour after the meeting, not knowing what to say to anyone.',
        'confident',
        8,
      ),
    ).toMatch(/I did not know what to say/);
  });
  it('empathetic at 8', () => {
    expect(
      rewrite(
        'Hi Sam,\n\nThanks for your order. Send the photos of the box to our team.\n\nBest,\nAnn',
        'empathetic',
        8,
      ),
    ).toMatch(/Could you send the photos/);
  });
  it('confident at 8: an invitation that ends on the event still gets its closing line', () => {
    expect(
      rewrite(
        "Our spring show is back at the village hall, with forty singers and a new programme. Join us on Saturday 12 April at 2 pm for what's sure to be a fantastic afternoon!",
        'confident',
        8,
      ),
    ).toMatch(/You won['’]t want to miss it\.$/);
  });
  it('friendly at 8', () => {
    expect(rewrite('We are glad you are here with us this year.', 'friendly', 8)).toMatch(
      /We['’]re/,
    );
  });
});

// The holdout31 closers read again with these sets: "it" and "there" must be the event.
describe("an invitation's closing line lands next to the event, not after a renovation", () => {
  const TEXT =
    'The new pottery studio on Bridge Street opens this Saturday, March 9, with free taster classes all weekend. Everyone is welcome to come along and try the wheel.\n\nFounder Ana Reyes and a few friends spent five months fitting out the old print works. The kilns came from a college that closed last year.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /miss (?:it|this)|one to be at|mean a lot to see you|glad you came/,
    );
  });
});
