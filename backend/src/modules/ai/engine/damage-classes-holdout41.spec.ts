import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// Found on the forty-first and forty-second held-out sets (holdout41, holdout42), read as they
// came out; rebuilt on other words, so the classes are held, not the texts. Each runs through the
// whole engine in every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('"we have left" of what remains keeps its "have"', () => {
  const TEXT = 'It is one of the last old cider orchards we have left.. Come and see it in bloom.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/we['’]ve left/);
  });
});

describe('no split of two verbs joined inside a relative clause', () => {
  const TEXT =
    'We bring two new reporting features today that have been requested by many of you and are now ready for everyone to use.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/of you\. (?:We|It|They) are/);
  });
});

describe('nothing goes inside a speech that runs over several paragraphs', () => {
  const TEXT = [
    'The Highland Cat Trust has hailed its first rescue and rehoming centre in the north as a "vital addition to the local community" and called on would-be owners to consider taking on a rescue cat rather than buy from a breeder.',
    'The charity today opened the doors of its new centre at Kinloch.',
    'Our Kinloch centre will care for cats, kittens and small animals such as rabbits and guinea pigs. It also has dedicated kitten facilities.',
    'Centre manager Grace Innes said, "Our rescue and rehoming centre will be a vital addition to the local community and help hundreds of abandoned animals find loving new homes in the years to come.',
    '"We already have cats, rabbits and guinea pigs in our care looking for new owners and we will soon have many more.',
    '"Our message to would-be owners in the north is to think about taking on a rescued cat.',
    '"There are lots of breeders they can go to but there are also animals in desperate need of a second chance in life.',
  ].join('\n\n');
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/Get in touch|Want to learn more/);
  });
});

describe('a noun subject is no command, and a word with a relative clause is a noun', () => {
  const TEXT =
    'Work is being carried out on the track to deal with the flooding and damage that was found last week and the repair has started but will take a long time.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/flooding\. Damage/);
  });
});

describe('no contraction of "is" onto the object of a preposition', () => {
  const TEXT = 'One reason for that is that we are finding fewer new riders each year.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/for that['’]s/);
  });
});

describe('a question inside a list claims no superlative; a burden is no gift', () => {
  const TEXT =
    'At the meeting members will explain what to look for, when are the best times to see the planets and where the darkest sites are. The village bus service is underfunded which of course brings its difficulties for everyone who relies on it.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/by far/);
    expect(out).not.toMatch(/brings you/);
  });
});

describe('"fingers crossed" hopes; it is no achievement to carry forward', () => {
  const TEXT =
    "The repairs to the roof should finish on Friday. We're keeping our fingers crossed.";
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/fingers crossed,/);
  });
});

describe('still: "we have left" as a verb, a gain, a superlative claim', () => {
  it('friendly at 8', () => {
    expect(rewrite('We have left the keys at reception for you.', 'friendly', 8)).toMatch(
      /We['’]ve left the keys/,
    );
  });
  it('persuasive at 8', () => {
    const out = rewrite(
      'A ten minute charge gives about five hours of playback. This is the best way to learn the piano.',
      'persuasive',
      8,
    );
    expect(out).toMatch(/gives you about five hours/);
    expect(out).toMatch(/is by far the best way/);
  });
});

describe('"Come every week or drop in" welcomes; it is no favour to ask', () => {
  const TEXT =
    'Our ukulele group meets on Tuesday evenings in the hall. Come every week or drop in as the spirit moves you. All skill levels are welcome.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/Could you come every week/);
  });
});
