import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { neverMakes } from '../testing/never-makes.spec-support.js';

// Found on the sixty-third held-out set and after (holdout63–), read as they came out, and the
// grade-2 families read against all their uses in the corpus; rebuilt on other words, so the
// classes are held, not the texts.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

// Grade 2 in 6 of 23 questions offers the tone frame closed a letter with: a priest's, a club
// president's and a gala's thank-you ("…who braved the elements. Just shout if you have any
// questions!"), where nothing was told to ask about.
describe('no offer to answer questions under a letter whose business is thanks', () => {
  const TEXT =
    'Dear Members,\n\nThank you all for a wonderful summer fair. We are grateful to everyone who baked, sold raffle tickets and stacked chairs at the end of the day. It was a joy to see the hall so full.\n\nWith warm wishes,\nAnne';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(/any questions|anything['’]s unclear/);
  });
});

// Grade 2 in 2 of 2 uses of "cheap" → "affordable" (the writer's complaint about a too-low fee, a
// rival's unsustainable rates) and in the good/bad scale of a forum's rules and a client's quoted
// question ("is a mini session a good fit for my family?" → "an excellent fit").
describe('persuasive keeps "cheap", "good" on a scale and "good" in a question', () => {
  it.each([
    [
      'The old fee of £2 a year was far too low, a ridiculously cheap rate for a club of our size.',
      /affordable/,
    ],
    [
      'Good reviewers will earn badges, while bad ones will lose them over time.',
      /Excellent reviewers/,
    ],
    [
      'Parents often ask me the same thing: is a short session a good fit for a toddler?',
      /excellent fit/,
    ],
  ])('%s', (text, made) => {
    for (const intensity of [7, 8, 10] as const)
      expect(rewrite(text, 'persuasive', intensity)).not.toMatch(made);
  });
});

// Grade 2 in 7 of 13 "Plus,"/"In addition," graded 2 on a last point: a step done to the thing
// ("The finished candles are carefully placed in boxes for shipment.", "The award is given to…",
// "The construction time is expected to be eight months.").
describe('no "Plus," before a step done to the thing', () => {
  it.each([
    'These soy candles are handmade by the Old Mill Workshop in Totnes, Devon.\n\nThe wax is melted in a large steel pot. Tins are fitted with natural cotton wicks. The maker then pours the wax slowly into each tin. The wicks are trimmed and the tops are smoothed. The finished candles are carefully wrapped in tissue for posting.',
  ])('%s', (text) => {
    for (const tone of ['friendly', 'balanced'] as const)
      for (const intensity of [8, 10] as const)
        expect(rewrite(text, tone, intensity)).not.toMatch(/Plus, |In addition, /);
  });
});

// Grade 2 in 5 of 18 news leads: "Good news:", "A quick, steady update:" on a plan ("This year we
// aim to…") or an aside ("This year's holiday was planned before…"), where nothing was done.
describe('a news lead only on what the writer did', () => {
  it.each([
    'Hello everyone.\n\nThe spring digging is well under way. This year we aim to get every bed planted by June.',
    "Hello everyone.\n\nThe shop is quiet again. This year's trip was booked before the last one had ended.",
  ])('%s', (text) => {
    for (const tone of ['friendly', 'calm'] as const)
      for (const intensity of [8, 10] as const)
        expect(rewrite(text, tone, intensity)).not.toMatch(/news:|update:|stand:/);
  });
  it('still: "This week we launched…"', () => {
    expect(
      rewrite(
        'Hi all.\n\nThis week we launched our new booking page for the summer camps.',
        'friendly',
        8,
      ),
    ).toMatch(/news: this week we launched/);
  });
});

// holdout63 and holdout64 as they came out: the writer's ".." pause made a full stop ("quite
// frankly. Most restaurants…", 5); "Mike Simmons and I attended" split at its "and"; the "has"
// of a perfect read as possession ("It comes with stopped raining", "With this money, you get
// stopped due to…", 4); "the numerous signs" → "the lots of signs"; a middle initial read as a
// sentence end ("the Lillie M! Evans Library"); a date inside a condition read as a deadline
// ("If your order hasn't arrived by January 31st…" → "Please don't leave this until the last
// minute."). Rebuilt on other words.
describe('the holdout63 and holdout64 classes', () => {
  neverMakes([
    [
      'Yes Mary, quite honestly.. most  shops are not able to do that! Flowers cost money.. vans cost money.',
      /honestly\. M/,
    ],
    ['You know Anna Price and I visited the new site last week and it looks great.', /Price\. I/],
    [
      'It has stopped snowing in the valley but the lanes are still icy.',
      /comes with stopped|got stopped/,
    ],
    ['Our choir has continued singing every Friday, when the rules allowed.', /you get continued/],
    ['This money has stopped due to the end of the council scheme last spring.', /you get stopped/],
    ['We are still open despite the numerous detour signs on the high street.', /the lots of/],
    [
      'Thanks to a local trust, the Anna B. Clarke Hall has new chairs for all its members.',
      /B!|B\. [a-z]/,
    ],
    ["I wont't refund parcels with small marks on the box.", /['’]t['’]t|not['’]t/],
    ['You all met the rain with good cheer and patience on the day.', /excellent cheer/],
  ]);

  it('no pressure under a notice whose only date is in a condition', () => {
    const text =
      'Hello everyone. Unfortunately, due to the ice, we closed the packing room today so our staff would not have to drive. No parcels will go out today; shipping starts again tomorrow.\n\nIf your order has not arrived by March 3rd, please email us. It is still too early to sow most seeds, so there is plenty of time.\n\nAfter this week, most orders will ship within two days of receipt. Thanks!';
    for (const intensity of [8, 10] as const)
      expect(rewrite(text, 'urgent', intensity)).not.toMatch(
        /last minute|today\.|right away|don['’]t wait/,
      );
  });
});

// Grade-2 families of holdout63 and holdout64 read against their uses in the corpus: a split that
// strands a condition set off after the second clause; calm's "amazing" → "lovely" (7 of 14
// graded 2: "the lovely scientists", "achieve lovely things"); "Important:" on "due to…" (a
// cause, no date); "Please buy…" on a product blurb; meeting closers under a delay notice whose
// "week of catch-up" read as a meeting.
describe('the holdout63 and holdout64 grade-2 families', () => {
  it.each([
    [
      'Therefore, it will be very useful, and we will be very thankful, if you do renew your membership this year.',
      /useful\. We/,
      ['confident', 'urgent', 'balanced'],
    ],
    ['We are so grateful to the amazing nurses who have looked after us.', /lovely/, ['calm']],
    [
      'You may, or may not, be aware that most of the funds to run the Village Hall used to come from the county council who rented the rooms for use by the school. This money has stopped due to the closure of the school last July. It was used to pay the caretaker, which meant that we could keep prices to hire the hall very low.\n\nUnfortunately, the income from hiring does not cover these costs, so we have no option but to raise prices from the beginning of May. We will also be going for self help by volunteers to maintain the grounds.\n\nPlease see the attached schedule of charges from 1st May. Please feel free to email us if you have any questions.',
      /Important: this money/,
      ['urgent'],
    ],
    [
      'Buy a hand-knitted egg cosy from our range of Welsh crafts. Each one is made by our members.',
      /Please buy/,
      ['calm', 'professional'],
    ],
    [
      'Greetings on this cold and snowy day. Today was to have been our first shipping day of the season. Sadly, due to the ice, we closed the packing room so our staff would not have to drive. Shipping will begin tomorrow, and it will take a week to get through all orders that have come in so far.\n\nKeep an eye on your post. If your order has not arrived by 3 March, please contact us.\n\nAfter this week of catch-up, most orders will ship within two days of receipt. Thanks!',
      /See you there|Looking forward to it|preparation|moves us forward/,
      ['friendly', 'persuasive', 'inspiring'],
    ],
  ] as const)('%s', (text, made, tones) => {
    for (const tone of tones)
      for (const intensity of [3, 8, 10] as const)
        expect(rewrite(text, tone, intensity)).not.toMatch(made);
  });
});

// holdout65 and holdout66 as they came out: "…engender community and for those who do not have…
// the chance to meet" made an if-clause that strands "the chance"; "cooks the nutrients and
// minerals out of it" split at the "and" of its object ("It minerals out of it."); "….On top of
// that, I had to…" split, the capital after the writer's dots read as a name; "Dave Carless has a
// 2017-2018 plan" made "With Dave Carless, you get…". Rebuilt on other words.
describe('the holdout65 and holdout66 classes', () => {
  neverMakes([
    [
      'We hope this will build friendship and for those who do not get out much the chance to meet new people.',
      /and if you/,
    ],
    [
      'This heat cooks the vitamins and minerals out of the flour. The mill turns slowly.',
      /\. It minerals/,
    ],
    [
      'My husband was ill for a fortnight….On top of that, I had to drive to the city every day for parts.',
      /On top of that\. /,
    ],
    [
      'The history group meets again in September. Peter Holmes has a 2019-2020 plan and we will be hearing about that at the first meeting.',
      /With Peter Holmes/,
    ],
  ]);
});

// Grade-2 families of holdout65 and holdout66 read against the corpus: "give you" → "deliver" /
// "provide" (9 of 31 uses graded 2: "to deliver 122 stitches", "deliver a little glimpse");
// "Cry a bit, laugh a lot" → "Cry, laugh a lot"; "a good amount", "The good part", "unable to get
// good quality" made "excellent"; "To feel it is to love it." contracted to "To feel it's…". ("Plus," before a caution and a capital "Just" after the
// writer's dots are held by the corpus's outputs: on shorter texts the moves do not reach them.)
describe('the holdout65 and holdout66 grade-2 families', () => {
  neverMakes([
    ['Knit to the last stitch to give you 98 stitches on the needle.', /deliver|provide/],
    [
      'Give the grill a seriously good clean once a month. Wet cotton stretches easily, so dry it flat. Good practice needs patience.',
      /excellent clean|great clean|stretches effortlessly|Excellent practice/,
    ],
    [
      'The cloth is soft and warm. To wear it is to want another one. It is made in Wales.',
      /To wear it['’]s/,
    ],
    [
      'Bring tissues to the wedding. You will cry a bit, laugh a lot and dance all night.',
      /cry, laugh/,
    ],
    [
      'We got a good amount done before the rain. The good part is the roof held. We were unable to get good quality leeks this week.',
      /excellent amount|excellent part|excellent quality|great quality/,
    ],
  ]);
});

// holdout67 and holdout68 as they came out: "scales and genres including…" split at its object's
// "and"; "I can honestly say in the eight seasons…, this has been…" split after "say"; "Hello,
// Levelheads!" cut after "Hello,"; a closer added after a line ending in a comma ("next steps,.");
// "Didn't we just take down the decorations?" losing its "just" of time; "…, but ask your
// forbearance if…" split from its subject; "he's explained that" written out "he is explained".
describe('the holdout67 and holdout68 classes', () => {
  neverMakes([
    [
      'The show has model railways in a variety of scales and genres including both British and American outlines.',
      /\. It genres/,
    ],
    [
      'I think I can truly say in the ten years I have been gardening here, this has been the hardest yet.',
      /here\. This/,
    ],
    [
      'Hello, Gardeners! Prepare your boots for a BIG SALE. The sale is focused on roses and a few tools.',
      /Hello,\s*\n|! Gardeners!/,
    ],
    ["Didn't we just put away the summer chairs? Autumn is here already.", /Didn['’]t we put away/],
    [
      'We will do our best to keep your usual choices, but ask your patience if new staff make small mistakes.',
      /choices\. (?:But|However,) ask/,
    ],
    [
      "The engineer looked at the server and he's explained that the problem is heavy traffic.",
      /he is explained/,
    ],
  ]);

  it('adds no line after a closing line that runs on into a comma', () => {
    const text =
      'Dear Friends,\n\nOur kiln failed last week and your orders are delayed. We are working with two local potters to get the work fired.\n\nStay tuned for more news in two days as we work out the next steps,';
    for (const intensity of [8, 10] as const)
      expect(rewrite(text, 'empathetic', intensity)).toMatch(/next steps,$/);
  });
});

// Grade-2 families of holdout67 and holdout68 read against the corpus: the writer's hedge on the
// reader's verdict dropped ("I think you will agree" → "You will agree", also in a price-rise
// letter of the dev corpus); "Perhaps it is just me, but…" → "It is just me, but…"; "it is the
// best we could do under the circumstances" → "by far the best…".
describe('the holdout67 and holdout68 grade-2 families', () => {
  neverMakes([
    [
      'We finally took the time to build it, and I think you will agree, it was worth the wait.',
      /[.,] You will agree/,
    ],
    ['Perhaps it is just me, but the weeks are flying by this spring.', /^It(?:['’]s| is) just me/],
    [
      'We know an online show is not ideal, but it is the best we could do under the circumstances.',
      /by far/,
    ],
  ]);
});

// holdout69 and holdout70 as they came out: "It will look at some details and costs at its next
// meeting" split at its object's "and"; "and . . . that's odd" given a capital; "thrilled by the
// support from outside the village" made active with the agent's phrase left behind; "yes baby
// Alpacas! to care for" given a full stop; "did!?....Pun" glued to "did?Pun". With the grade-2
// families: "With this however, you get…", "Plus," before a time ("will start soon"),
// "Important:" on the post speaking of itself.
describe('the holdout69 and holdout70 classes', () => {
  neverMakes([
    [
      'The parish council has agreed to help. It will look at some plans and costs at its next meeting on 3 May.',
      /It costs/,
    ],
    ['Somebody forgot to renew the books and . . . that’s odd. We fixed it now.', /\. \. \. That/],
    [
      'The club has been delighted by the help from outside the town – most of the money came from visitors.',
      /The help has delighted the club from/,
    ],
    [
      'We now have two little lambs . . . yes baby Jacobs! to care for and feed. They are sweet.',
      /Jacobs\. to/,
    ],
    [
      'We took silver at the county show! Not bad for a tiny farm that could, did!?....Pun intended. We are proud.',
      /\?Pun/,
    ],
    [
      'Membership has fallen for various reasons. This however has a big effect on our income.',
      /With this however/,
    ],
    [
      'The old barn burned down in the night. Nobody was hurt. The new barn will go up in the spring. Its demolition will start soon.',
      /Plus, its demolition|In addition, its demolition/,
    ],
    [
      'Greetings! This post is to outline the rules for the show on Saturday 3 May. All dogs must be on a lead.',
      /Important: this post/,
    ],
    // achievement-forward went: 5 of 7 stock tails graded 2 ("…Best of Show, and the best is still
    // ahead.", "…The Green Flag Award, and the best is still ahead!").
    [
      'This year we won gold and Best of Show at the county fair. Our dry white took a bronze.',
      /only the beginning|getting started|takes us further|still ahead|more to come/,
    ],
  ]);
});

// holdout71 and holdout72 as they came out: "It looks like the weather will be sunny" made a
// promise; a groomer's "From your puppy's first visit" read as a way to act, so "Book a call…" was
// added; "honest, and real, and we…" split leaving "Real,"; "to benefit from £170,000 in funding"
// given "just"; "it's taken all this time" written out as "it is taken".
describe('the holdout71 and holdout72 classes', () => {
  neverMakes([
    [
      'It looks like the weather will be dry but windy, so please bring a warm coat.',
      /^The weather will/,
    ],
    [
      'Children are kind, and funny, and we should listen to them more often than we do.',
      /kind\. Funny/,
    ],
    [
      'We moved the bakery last spring so it’s taken all this time to get the ovens right.',
      /it is taken/,
    ],
  ]);

  it('adds no call to a page whose only "visit" is a noun', () => {
    const text =
      'Our groomers start new clients with a free consultation. We love what we do and get to know every pet. From your puppy’s first visit we love watching it grow up. We’ll keep the perfect cut for your pup.';
    for (const intensity of [8, 10] as const)
      expect(rewrite(text, 'persuasive', intensity)).not.toMatch(
        /Book a call|Get in touch|Contact us/,
      );
  });

  it('puts no "just" before a grant total', () => {
    const text =
      'Our charity shop sells donated clothes and books. The shop is one of 12 groups across the town to benefit from £90,000 in funding from the council. The money will buy a new van.';
    for (const tone of ['friendly', 'persuasive', 'urgent'] as const)
      expect(rewrite(text, tone, 8)).not.toMatch(/just £/);
  });
});
