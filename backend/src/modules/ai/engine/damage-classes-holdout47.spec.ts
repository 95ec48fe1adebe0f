import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// Found on the forty-seventh to fiftieth held-out sets (holdout47–holdout50), read as they came
// out; rebuilt on other words, so the classes are held, not the texts. Each runs through the
// whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a "perhaps" before what the writer will do stays', () => {
  const TEXT =
    'I had hoped to add a tide planner in this release, and perhaps I still will, but right now the charts need my time. Version 2 is out today.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/perhaps I still will/i);
  });
});

describe('a second verb after an infinitive is no promise of its own', () => {
  const TEXT =
    'The oven is still cold after the power cut. We expect the new element to arrive by Tuesday and have the oven baking again the day it comes.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/\. We have the oven baking/);
  });
});

describe('a possessive written "it\'s" or "you\'re" stays as written', () => {
  const TEXT =
    "The hall has seen a rise of £2,000 in it's heating costs this winter. If you booked a table last month, you're booking will still stand.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/in it is heating/);
    expect(out).not.toMatch(/you are booking will/);
  });
});

describe('"has worked hard" is no feature the reader gets', () => {
  const TEXT =
    'The new community radio station goes on air this week. The charity has worked extremely hard to win the licence for the city. Its volunteers have trained for months.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/you get worked/i);
  });
});

describe('"so far so good" keeps both its words', () => {
  const TEXT =
    'We are in the middle of lambing now. Six ewes have had their lambs and so far so good. We are keeping everything crossed for the rest of the flock!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/so far,? so good/);
  });
});

describe('no split after a relative clause that the "and" goes on', () => {
  const TEXT =
    'If you have not been before, the idea is that people bring clothes that no longer fit and they were planning on throwing out, and our volunteers sort them for the rails. Everything left goes to the charity shop.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/fit\. They were planning/);
  });
});

describe('"self sufficient" written without its hyphen is one word', () => {
  const TEXT =
    'We may never be self sufficient in saffron, but each year we grow a little more of it ourselves.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/self enough/);
  });
});

describe('"come when you can" leaves the arrival to the reader', () => {
  const TEXT =
    "Our next practice is on Monday, 3 March, from 6 pm at the boathouse. If you can't make it that early, just come when you can.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /come (?:right away|now|immediately|as soon as)/i,
    );
  });
});

describe('"everyone\'s" before a noun in -ing is the possessive', () => {
  const TEXT =
    'The line will close for two weekends while the track is renewed. We appreciate everyone’s understanding and patience while the work goes on.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/everyone is understanding/i);
  });
});

describe('a "!" that closes an aside before a dash does not end the sentence', () => {
  const TEXT =
    'What a start to the season. Not only did the plums ripen early – we picked the first on 2 July! – when they came, there was no stopping them! The shop is open every day.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).toMatch(/2 July! – when they came/);
  });
});

describe('a "now that" clause is no sentence of its own', () => {
  const TEXT =
    'Now that we are coming into the darker months, it is important for the club to collect the floodlight fees in a simple way. From Monday the booking system adds the fee to each evening booking.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/darker months\. /);
  });
});

// Grade 2 on holdout46, holdout48 and holdout50: "Once the soil is completely dry" → "Once the
// soil is dry", "for an extremely long period of time" → "for a long period…": the writer's
// condition loses its measure.
describe('a degree inside a condition is the condition itself', () => {
  const TEXT =
    'Your seedlings arrived damp from the post. Once the compost is completely dry, water them from below. Assuming you have not left them in the box for an extremely long time, they will recover.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/completely dry/);
    expect(out).toMatch(/an extremely long time/);
  });
});

// Grade 2 in every set lately: a bare command in a care answer, a post or a notice made a
// favour ("Keep it in top form!" → "Could you keep it in top form?", "Bring containers and
// cash." → "Could you bring containers and cash?"), out of step with the steps around it.
describe('outside a letter a bare command is no favour to ask', () => {
  it.each([
    'Thanks for buying one of our oak boards. Oil it once a month with food-safe oil. Keep it out of the dishwasher.',
    'The strawberry field opens on Saturday at 9. Bring containers and cash. See you in the rows!',
  ])('%s', (text) => {
    for (const [tone, intensity] of [
      ['friendly', 8],
      ['empathetic', 8],
      ['empathetic', 10],
    ] as const)
      expect(rewrite(text, tone, intensity)).not.toMatch(/Could you (?:oil|keep|bring)/i);
  });
});

describe('still: the moves those guards leave alone', () => {
  it('"I think we will…" still loses its opener in the confident tone', () => {
    expect(rewrite('I think we will have the best new menus in town.', 'confident', 8)).toMatch(
      /^We will have the best new menus/,
    );
  });
  it('"you\'re" before an adjective is still written out in the professional register', () => {
    expect(
      rewrite(
        "The new release is ready for you. If you're ready to try it, we're here to help.",
        'professional',
        3,
      ),
    ).toMatch(/If you are ready to try it/);
  });
  it('a degree outside a condition still goes in the confident tone', () => {
    expect(rewrite('It is really important not to overwater them.', 'confident', 8)).toMatch(
      /^It is important not to overwater them\./,
    );
  });
  it('a bare command in a letter is still asked as a favour', () => {
    expect(
      rewrite(
        'Hi Sam,\n\nThanks for your order. Send the photos of the box to our team.\n\nBest,\nAnn',
        'empathetic',
        8,
      ),
    ).toMatch(/Could you send the photos/);
  });
  it('a plain "when you can" on a request still presses in the urgent tone', () => {
    expect(rewrite('Please send me the signed form when you can.', 'urgent', 8)).not.toMatch(
      /when you can/,
    );
  });
});
