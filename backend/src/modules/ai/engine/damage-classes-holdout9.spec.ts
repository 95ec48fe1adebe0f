import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { commandVerb, opensWithLabel } from './data/commands.js';
import { CASUAL_PHRASES } from './data/friendly-words.js';
import { tidySentence } from './grammar/tidy.js';
import { isIndependentClause } from './language/clauses.js';
import { splitSharedSubject } from './rules/body-splits.js';
import { compilePhraseTable } from './rules/phrase-table.js';
import { politeCommand } from './rules/requests.js';
import { splitAtConjunctions } from './rules/split-sentences.js';
import { availabilityForReader } from './rules/availability.js';

// Found on the ninth held-out set (holdout9) once its figures were committed; rebuilt on other
// words, so the classes are held, not the texts. Each runs through the whole engine in every
// tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;

const rewrite = rewritePlainText;
const same = (text: string) => text;

describe('a dot that starts a word keeps the space before it', () => {
  const TEXT =
    'Send the form back as a .docx file or a .txt note. The club site moved to the .org domain last spring.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/a \.docx file/);
    expect(out).toMatch(/a \.txt note/);
    expect(out).toMatch(/the \.org domain/);
  });

  it('still closes the space before a stop or a comma', () => {
    expect(tidySentence('It is done . We left , then came back .', same)).toBe(
      'It is done. We left, then came back.',
    );
    expect(tidySentence('Save it as a .csv file .', same)).toBe('Save it as a .csv file.');
    expect(tidySentence('The lens is .5 mm thicker.', same)).toBe('The lens is .5 mm thicker.');
  });
});

describe('a verb-like first word that is the subject of a later verb is no command', () => {
  const TEXT =
    'Use with glass and metal pans in a hot oven is safe, but keep the lid away from open flames. Return of unopened boxes within two weeks of delivery is free for every member.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Please use with|Could you use with|Kindly use with/i);
    expect(out).not.toMatch(/Please return of|Could you return of/i);
    expect(out).toMatch(/Use with glass and metal pans/);
  });

  it('reads the later verb as the opening phrase’s, and a real command as one', () => {
    expect(opensWithLabel('Use with glass and metal pans in a hot oven is safe.')).toBe(true);
    expect(opensWithLabel('Return of unopened boxes within two weeks is free.')).toBe(true);
    expect(commandVerb('Send the report to the team when it is ready.')).toBe('send');
    expect(commandVerb('Bring everything you can carry to the hall.')).toBe('bring');
    expect(commandVerb('Make sure the back door is locked tonight.')).toBe('make');
    expect(commandVerb('Bring a friend who is new to the club.')).toBe('bring');
    expect(politeCommand('Send the signed form to the office by Friday.')).toMatch(
      /^Please send the signed form/,
    );
  });
});

describe('"for those who" becomes "if you" only where the clause can be said of the reader', () => {
  const TEXT =
    'Free parking is on the lower level for people who drive their own cars to the fair. Lockers are by the door for everyone who brings a bag.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/if you drive their/);
    expect(out).not.toMatch(/if you brings/);
  });

  it('still speaks to the reader where nothing else names them', () => {
    expect(availabilityForReader('The lounge is open for people who need a quiet place.')).toBe(
      'The lounge is open if you need a quiet place.',
    );
    expect(
      availabilityForReader('Spare chargers sit at the desk for those who forget theirs.'),
    ).toBe('Spare chargers sit at the desk for those who forget theirs.');
  });
});

describe('a shared-subject split never gives an inner clause’s verb to the main subject', () => {
  const TEXT = [
    'We invite you to tag the farm shop the next time you bake bread and share a photo with friends!',
    'We plan to repaint the old hall in the spring and fix the leaking roof before the winter.',
  ].join(' ');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/bake bread[.!] (?:We|You)/);
    expect(out).not.toMatch(/spring\. We fix/);
  });

  it('still splits two predicates of one subject', () => {
    expect(
      splitSharedSubject(
        'We added dark mode to the mobile app and fixed the export bug for teams.',
      ),
    ).toBe('We added dark mode to the mobile app. We fixed the export bug for teams.');
    expect(
      splitSharedSubject('We cleaned the kitchen on Monday and painted the hall on Tuesday.'),
    ).toBe('We cleaned the kitchen on Monday. We painted the hall on Tuesday.');
    expect(
      splitSharedSubject('I decided to give the new cafe a try and liked their cakes a lot.'),
    ).toBe('I decided to give the new cafe a try. I liked their cakes a lot.');
  });
});

describe('"help" stays "help", and a word in capitals stays in capitals', () => {
  const TEXT =
    'To help YOU stay warm at the winter market, we will serve hot soup at noon. Our guides help you find the right trail for your legs.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).toMatch(/help YOU stay warm/);
    expect(out).not.toMatch(/let you find/);
  });

  it('a swap keeps the writer’s capitals', () => {
    const swap = compilePhraseTable({ 'give you': 'deliver' });
    expect(swap('It will give YOU comfort.')).toBe('It will give YOU comfort.');
    expect(swap('IT WILL GIVE YOU COMFORT.')).toBe('IT WILL DELIVER COMFORT.');
    expect(swap('It will give you comfort.')).toBe('It will deliver comfort.');
  });
});

describe('a "that"-clause split off its verb is no sentence', () => {
  const TEXT =
    'We hope everyone at the rowing club had a lovely break over the long summer, and that we will see most of you at the first race next week.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\. That we (?:will|’ll|'ll)/);
  });

  it('reads a piece opening on a complementizer "that" as no clause', () => {
    expect(isIndependentClause('That we will see you soon.')).toBe(false);
    expect(isIndependentClause('And that the hall is open again.')).toBe(false);
    expect(isIndependentClause("That we'll see you soon.")).toBe(false);
    expect(isIndependentClause('That is the plan for the week.')).toBe(true);
    expect(isIndependentClause('That team won the cup last year.')).toBe(true);
    expect(
      splitAtConjunctions(
        'We fixed the bug on the login page, and the team is testing it now.',
        'plain',
        3,
      ),
    ).toBe('We fixed the bug on the login page. The team is testing it now.');
  });
});

describe('a phrase that replaces a sentence opening goes only at the start of a sentence', () => {
  const TEXT =
    'Although the craft fair is still months away, I wanted to let you know that the stalls are filling fast. Because the room is small, I am writing to ask for an early reply.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/, just a quick heads-up/i);
    expect(out).not.toMatch(/, just writing to/i);
  });

  it('still loosens the opening at a sentence start', () => {
    const casual = compilePhraseTable(CASUAL_PHRASES);
    expect(casual('I wanted to let you know that the stalls are full.')).toBe(
      'Just a quick heads-up: the stalls are full.',
    );
    expect(casual('The fair is soon. I am writing to ask for help.')).toBe(
      'The fair is soon. Just writing to ask for help.',
    );
  });
});

// Grade-2 classes of the same reading, where the fix is a rule of design.
describe('a swap never says a phrase the sentence already has', () => {
  const TEXT =
    'Call Us ASAP: book a table on the website as soon as possible, before the weekend fills. The jar holds about 2 litres and is roughly 30 cm tall.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/as soon as possible[^.]*as soon as possible/i);
    expect(out).not.toMatch(/when you are able[^.]*when you are able/i);
    expect(out.match(/approximately/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('still spells out a lone phrase', () => {
    const swap = compilePhraseTable({ 'as soon as possible': 'when you are able' });
    expect(swap('Reply as soon as possible.')).toBe('Reply when you are able.');
    expect(swap('Reply as soon as possible, when you are able.')).toBe(
      'Reply as soon as possible, when you are able.',
    );
  });
});

describe('"purchase" becomes "buy" only as a verb, and no top word takes "very"', () => {
  const TEXT =
    'Keep the receipt from your first purchase for the warranty. You can purchase spare lids online. The staff were very nice and the rooms were clean.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/your first buy/);
    expect(out).not.toMatch(/very (?:great|excellent|amazing|wonderful|fantastic)/);
  });

  it('still swaps the verb and the plain adjective', () => {
    const buy = compilePhraseTable({ purchase: 'buy' });
    expect(buy('Keep your original purchase.')).toBe('Keep your original purchase.');
    expect(buy('You can purchase lids online.')).toBe('You can buy lids online.');
    expect(buy('The inks that we purchase cost more.')).toBe('The inks that we buy cost more.');
    const nice = compilePhraseTable({ nice: 'great' });
    expect(nice('It was very nice.')).toBe('It was very nice.');
    expect(nice('It was a nice day.')).toBe('It was a great day.');
  });
});

describe('no pleasantry around a price rise, and none the writer already wrote', () => {
  const PRICE =
    'Dear Neighbours,\n\nThe allotment fees will increase by $12 from April to cover the water bill. Payment is due by 30 March.\n\nRegards,\nThe Committee';
  const WISHED =
    'Dear Jo, Hope you are keeping well. I am writing about the spare room you asked to rent over the summer. It is free from June.\n\nKind regards,\nSam';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const price = rewrite(PRICE, tone, intensity);
    expect(price).not.toMatch(/\bhope\b|lovely day|finds you well|keeping well|good week/i);
    const wished = rewrite(WISHED, tone, intensity);
    expect(wished.match(/\b(?:hope|trust)\b/gi)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
