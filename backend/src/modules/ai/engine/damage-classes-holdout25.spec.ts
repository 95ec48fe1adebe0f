import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { expandContractions } from './rules/contractions.js';
import { firmModals } from './rules/modals.js';
import { removeSofteners } from './rules/hedges.js';

// Found on the twenty-fifth and twenty-sixth held-out sets (holdout25, holdout26), read as they
// came out on the engine the fifteenth session ended with; rebuilt on other words, so the classes
// are held, not the texts. Each runs through the whole engine in every tone at a low, a high and
// the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a warning keeps its "may": only a gain is firmed to "should"', () => {
  const TEXT =
    'Most routes will go to other crews, which may lead to your bin being collected later than usual. Prices may increase in the spring. The new app might help your team.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/should (?:lead|increase)/);
  });

  it('still firms a hedged gain', () => {
    expect(firmModals('The new app might help your team.', false)).toBe(
      'The new app should help your team.',
    );
  });
});

describe('"just" before a participle is about time, not a softener', () => {
  const TEXT =
    'The café opened yesterday, and it is truly a journey JUST BEGUN! We have just launched a new winter menu with soups and stews.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/JUST BEGUN/);
    expect(out).toMatch(/just launched/);
  });

  it('still drops the softener of a message', () => {
    expect(removeSofteners('I just wanted to say thanks.')).toBe('I wanted to say thanks.');
  });
});

describe('an inline greeting and a perfect "it\'s" keep their sentence', () => {
  const TEXT =
    "Good morning everyone! Let us brighten your Tuesday with fresh sourdough. It's taken far too long to get the new oven working, but it is here.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/everyone, Let/);
    expect(out).not.toMatch(/It is taken/);
  });

  it('still reads a passive "it\'s" as "it is"', () => {
    expect(expandContractions("It's made in Italy.")).toBe('It is made in Italy.');
  });
});

describe('a recap of an event that is over gets no call to come', () => {
  const TEXT =
    '5:00 AM came early this morning, after baking all day Friday. But we made it to the market by 7:30!\n\nWe had a great opening day with about 20 vendors and lots of customers.\n\nWe baked a little less, but sold all but 3 loaves. We sold all our eggs too.';
  const OPENED =
    'And so it begins.\n\nThe shop opened its doors on May 3rd 2014. Yesterday we held our Grand Opening, and with the help of our neighbours we cut the ribbon at 4 pm. A crowd of forty people came and helped us celebrate with a huge cake. All in all, it was a good way to start a journey just begun!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    for (const text of [TEXT, OPENED])
      expect(rewrite(text, tone, intensity)).not.toMatch(
        /mark the date|note the date|drop in|come along|say hello|register|save your place|miss it|see you there|be part of|short visit/i,
      );
  });
});

describe('an event whose tickets are sold at the door gets no registration', () => {
  const TEXT =
    'We have a couple of great author talks planned for October, and the book clubs will be discussing a wide range of titles.\n\nLocal favourite Dr. Sam Ortiz returns to the Central Library on Tuesday, October 20, when he will talk about Mark Twain. The evening is sponsored by the Friends of the Library, and there is a small admission fee: $8 for the public and $4 for members. Tickets are sold at the door. His talks are always very well attended, so come early for the best seats!';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/register|save your place|book your/i);
  });
});

describe('what goes to someone else is not given to the reader', () => {
  const TEXT =
    'The summer fair brings money into the village hall for new windows. The bakery turns 50 this month. People will be coming from all over, and the owners want to let customers know that they appreciate their business. We will cut your grass every week at a height of 3 inches.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/brings you money|You['’]ll be coming|You will be coming|let you know/);
    expect(out).not.toMatch(/reduce your grass/);
  });
});

describe('no split of a list item and no doubled word', () => {
  const TEXT =
    'The partnership aims at outcomes such as higher enrollment, better grades in the first year, increased entry into employment, and a decreased need for remedial classes at college. The honey is raw and uncooked so therefore will gradually crystallize in the jar.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/employment\. A decreased/);
    expect(out).not.toMatch(/\bso so\b/i);
  });
});
