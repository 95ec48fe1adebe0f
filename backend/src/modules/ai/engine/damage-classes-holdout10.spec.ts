import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { articleFor } from './grammar/articles.js';
import { tidySentence } from './grammar/tidy.js';
import { shortClauses } from './rules/body-rewrites.js';
import { removeOpinionOpeners, removeSofteners } from './rules/hedges.js';
import { benefitForReader } from './rules/person.js';
import { removeEmoji } from './rules/punctuation.js';
import { splitAtConjunctions } from './rules/split-sentences.js';
import { formalToFriendly } from './rules/word-swaps.js';

// Found on the tenth held-out set (holdout10) once its figures were committed; rebuilt on other
// words, so the classes are held, not the texts. Each runs through the whole engine in every
// tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;

const rewrite = rewritePlainText;
const same = (text: string) => text;

describe('an emoticon keeps its space, and is never dropped where it ends a sentence', () => {
  const TEXT =
    'Version 3 of the planner is live :D Meanwhile, the team is packing for the fair. The new charger is quick and quiet :)';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\w:[DPp)(]/);
    expect(out).not.toMatch(/live,? Meanwhile/);
    expect(out).toMatch(/(?:[.!?]|:D|:\))\s*$/);
  });

  it('still closes the space before a colon that ends a label, and drops a mark after a stop', () => {
    expect(tidySentence('Note : the hall opens at 9 .', same)).toBe('Note: the hall opens at 9.');
    expect(tidySentence('Two things : bread and milk', same)).toBe('Two things: bread and milk');
    expect(tidySentence('We love speed. :) It ships today.', same)).toBe(
      'We love speed. :) It ships today.',
    );
    expect(removeEmoji('We are open again! :) See you soon.')).toBe(
      'We are open again!  See you soon.',
    );
    expect(removeEmoji('That was fun :) and we will do it again.')).toBe(
      'That was fun  and we will do it again.',
    );
    expect(removeEmoji('Doors open at six 🎉.')).toBe('Doors open at six .');
    expect(removeEmoji('Doors open at six 🎉 Tickets are at the desk.')).toBe(
      'Doors open at six 🎉 Tickets are at the desk.',
    );
  });
});

describe('a/an is changed only where every reading of the next word agrees', () => {
  const TEXT =
    'Every player wins a prize, such as an XPhone case or an MPlayer voucher, at the end of the day.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\ba XPhone|\ba MPlayer/);
  });

  it('still fixes the article before a plain word', () => {
    expect(articleFor('apple')).toBe('an');
    expect(articleFor('banana')).toBe('a');
    expect(articleFor('XPhone')).toBeUndefined();
    expect(articleFor('X-ray')).toBeUndefined();
    expect(tidySentence('We ate a apple and a orange.', same)).toBe(
      'We ate an apple and an orange.',
    );
  });
});

describe('capitalised words inside a sentence are a name, and a name is never swapped', () => {
  const TEXT =
    'Our #LocalMakersWeek Summer Thank You picnic is on Sunday. To enter, press the Purchase Ticket button and bring a friend.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/Summer Thank You picnic/);
    expect(out).toMatch(/Purchase Ticket button/);
  });

  it('still swaps the same words where they are plain words', () => {
    expect(formalToFriendly('You can purchase a ticket at the door.')).toBe(
      'You can buy a ticket at the door.',
    );
    expect(formalToFriendly('Purchase a ticket at the door.')).toBe('Buy a ticket at the door.');
    expect(formalToFriendly('We met. (Purchase a ticket at the door.)')).toBe(
      'We met. (Buy a ticket at the door.)',
    );
  });
});

describe('"saves" gains "you" only before what is the reader’s own to save', () => {
  const TEXT =
    'The new rain barrel saves water, soil, and power for the whole street. Each solar lamp saves fuel for the village.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/saves you (?:water|fuel)/);
  });

  it('still speaks to the reader where the saving is theirs', () => {
    expect(benefitForReader('The new timer saves about ten minutes a day.')).toBe(
      'The new timer saves you about ten minutes a day.',
    );
    expect(benefitForReader('This planner saves hours of work every week.')).toBe(
      'This planner saves you hours of work every week.',
    );
    expect(benefitForReader('The spare battery gives about 6 hours of music.')).toBe(
      'The spare battery gives you about 6 hours of music.',
    );
  });
});

describe('an "and" inside a subordinate clause is never split', () => {
  const TEXT =
    'It could be a long time until the river drops and we are able to open the lower trail again. Keep to the upper path after the rain stops and you are sure the bridge is clear.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/drops\. We/);
    expect(out).not.toMatch(/stops\. You/);
  });

  it('still splits two main clauses joined by "and"', () => {
    expect(shortClauses('We have renewed the licence and we are adding new checks today.')).toBe(
      'We have renewed the licence. We are adding new checks today.',
    );
  });
});

describe('a degree on how a thing tastes, feels or looks is a measurement, not a softener', () => {
  const TEXT =
    'The new cheese is slightly salty and a little creamy, with a somewhat nutty rind. The loaf is a bit darker than last year.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/slightly salty/);
    expect(out).toMatch(/a little creamy/);
    expect(out).toMatch(/somewhat nutty/);
  });

  it('still drops a softener on the writer’s own judgement', () => {
    expect(removeSofteners('The new form is a bit confusing.')).toBe('The new form is confusing.');
    expect(removeSofteners('I am a little worried about the dates.')).toBe(
      'I am worried about the dates.',
    );
  });
});

describe('an opener before a forecast with a date or an amount is a hedge on it', () => {
  const TEXT =
    'I think we will need about 300 volunteers for the beach cleanup. It looks like we will have the boats repaired and back on the lake by late April.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/(?:think|believe|expect|likely|may|might|should)[^.]*300 volunteers/i);
    expect(out).toMatch(/(?:looks|seems|appears|likely|expect|may|might|should)[^.]*boats/i);
  });

  it('still drops an opener before a plain claim', () => {
    expect(removeOpinionOpeners('I think the new layout is clearer.')).toMatch(
      /^the new layout is clearer\.$/i,
    );
    expect(removeOpinionOpeners('It looks like we will finish by Friday.')).toBe(
      'It looks like we will finish by Friday.',
    );
  });
});

describe('no call to act, deadline or pressure on a pitch that asks for nothing by a date', () => {
  const TEXT = `Hi Dana,
Diners love eating out on a budget. They love you for it, right? So let’s thank your diners back – with free dessert. The top cafes are using [BRAND] to raise repeat visits by 20-25%. Check out:
[CAFE 1]
[CAFE 2]
The cards and stamps don’t cost you anything. Just hand them out at the till, and watch people come back every single week. Diners eat out more and get free treats. You get more chances to talk with them.
Regards,
— Sam`;
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(
      /deadline|as soon as you can|\btoday\b|priority|last minute|as soon as possible|right away/i,
    );
  });
});

describe('no split inside an aside a dash opened, nor after "each time …"', () => {
  const TEXT =
    'Each time a member does what you ask – filling in a survey, inviting a neighbour to the gym, or booking a class – we add points to their card.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/class\. We add|class – We add/);
    expect(out).not.toMatch(/ask\. Filling/);
  });

  it('still splits two clauses at a dash', () => {
    expect(
      splitAtConjunctions(
        'We fixed the bug late last night – the team is testing it this morning.',
        'plain',
      ),
    ).toBe('We fixed the bug late last night. The team is testing it this morning.');
  });
});
