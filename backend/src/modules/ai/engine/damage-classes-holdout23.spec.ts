import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { splitSharedSubject } from './rules/body-splits.js';

// Found on the twenty-third held-out set (holdout23) once its figures were committed; rebuilt
// on other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('splits that change who acts or what tense it is', () => {
  const TEXT =
    'The change to be deployed was tested and approved within the support team before it went out. On Saturday the street was full of neighbours out washing their cars, planting window boxes and sweeping their steps. We will post the results on our website and send an email to every entrant.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\. It approved|\. (?:We|I|They) (?:planted|washed|got)|\. We send/);
  });

  it('still splits two predicates of one subject', () => {
    expect(
      splitSharedSubject(
        'It syncs with Google Calendar and updates your availability in real time.',
      ),
    ).toBe('It syncs with Google Calendar. It updates your availability in real time.');
  });
});

describe('no active voice that moves what tells of the agent behind the object', () => {
  const TEXT =
    'The outage was caused by a bug in our billing service that was retrying failed payments. We have fixed it.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/caused the outage in our billing/);
  });
});

describe('no split after "But when…", nor one that leaves "many nights," behind', () => {
  const TEXT =
    'It rained all day. But when you count the volunteers, the donors, the bakers and 3 raffle winners, it was a remarkable night for the whole town. I spend my days, and many nights, building furniture that will last for decades.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/winners\.\s+It was|days\.\s+Many nights/);
  });
});

describe('no preamble dropped from before a wh-clause', () => {
  const TEXT =
    'Thank you for your gifts this spring. I wanted to let you know what the new fees pay for. They cover the hall, the heating and the insurance.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/(?:^|\.\s+)What the new fees/);
  });
});

describe('no benefit frame over a second verb, a participle or an eligibility', () => {
  const TEXT =
    'The contest features a panel of local chefs, and uses a blind tasting. The following new features have been added: dark mode and export to PDF. The camp is available to children aged 8 to 12 and includes lunch every day.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /With the contest, you get|you get have been|You can (?:now )?get the camp/,
    );
  });
});

describe('no apology the writer did not make, no line after a colon, no "have develop"', () => {
  const TEXT =
    'Our payment page was down for an hour this morning after an outage at our provider, and some orders failed with errors. Service has been stable since 10:15.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /sorry for the trouble this caused|That['’]s on us|truly sorry about that/,
    );
  });

  const PRICES =
    'Our costs for the hall have gone up, and the committee have come up with a proposal for new drop-in rates. We are proposing the following:\n\n- Adults: $8\n- Children: $5';
  it.each(CASES)('prices: %s at %i', (tone, intensity) => {
    expect(rewrite(PRICES, tone, intensity)).not.toMatch(/following:[ \t]*\S|have develop\b/);
  });
});

// Grade-2 classes on the way.
describe('"Registration is now open" is no news of the reader\'s; no "now here"', () => {
  const TEXT =
    'The spring 5K is on Saturday 12 April at Riverside Park. Registration is now open for runners and walkers of all ages. Register here.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/Your registration|now here/);
  });
});
