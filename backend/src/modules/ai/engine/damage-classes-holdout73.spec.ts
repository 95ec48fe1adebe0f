import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { neverMakes } from '../testing/never-makes.spec-support.js';
import { asksFavour } from './frame/tone-frame.js';

// Found on the seventy-third held-out set and after (holdout73–), read as they came out, and the
// grade-2 families read against all their uses in the corpus; rebuilt on other words, so the
// classes are held, not the texts.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

// Grade 2 in 6 of 44 "easy"/"easily" → "effortless(ly)" (a harm avoided, a level of difficulty,
// a moderated verdict) and in set phrases and idioms of "good" and "nice" ("a good long time",
// "in good order", "have a good natter", "say something nice"), and "great" said twice.
describe('the even and selling registers keep set phrases, levels and harms', () => {
  neverMakes([
    ['It was relatively easy for our volunteers to pack the boxes.', /relatively effortless/],
    ['The label is easily lost in the post if it is not taped down.', /effortlessly lost/],
    ['This leak could have been easily prevented with a new washer.', /effortlessly prevented/],
    ['Some members want easy rides and some want more challenging routes.', /effortless rides/],
    ['The heron stood on the bank for a good long while before it flew.', /excellent long/],
    ['The treasurer reports that the club accounts are in good order.', /excellent order/],
    ['Come along, enjoy the scones and have a good natter with the team.', /excellent natter/],
    ['My rule for feedback is to say something nice first, then the hard part.', /something great/],
    ['You have a good logo and the colours look great as well.', /great logo/],
    ['So a massive well done to all the runners who took part.', /large well done/],
    ['A huge thank you to our stewards for a smooth day.', /significant thank|substantial thank/],
  ]);
});

// Grade 2 in 3 of 25 "There will be…" → "You'll find…": prizes awarded, a tuition rise and a dated
// read-through are announced, not found there.
describe('no "You\'ll find" before what is announced', () => {
  neverMakes([
    [
      'Join us for the village dog show on Saturday 3 May from 2pm on the green. There will be prizes for the best-dressed dog and the waggiest tail. Teas are served in the hall.',
      /find prizes/,
    ],
  ]);
});

// Grade 2 in 7 of 15 stock lines put before the writer's own closing thanks: on the same line it
// ends the post ("…keeps us going! Thank you!"), and a line wedged before it splits the thanks
// from what it thanks for; "Regards, Phil and Julie and the rest of the team." is a sign-off with
// its signature, and nothing goes below it.
describe("nothing between the writer's last words and their thanks, nothing below a sign-off", () => {
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const post =
      'What a season it has been on the allotment. The beans came good in the end, and the pumpkins are the biggest we have grown. Your kind words at the gate each week really keep us going! Thank you!';
    expect(rewrite(post, tone, intensity)).toMatch(/going[.!] Thank you!$/);
    const notice =
      'Dear all,\n\nThe bakery will open late on Tuesday while the new oven is fitted. We are sorry for the wait this causes.\nRegards, Ann and Tom and the rest of the team.';
    expect(rewrite(notice, tone, intensity)).toMatch(
      /\nRegards, Ann and Tom and the rest of the team\.$/,
    );
  });
});

// Grade 2 in the thanks for help that closed letters asking none: "Keep well and stay safe",
// "Prepare your jackets for a big patch" and "Grab a cake and relax" wish the reader well or
// advise them; they ask no favour of the writer.
describe("a wish or advice for the reader's own good asks no favour", () => {
  it.each([
    ['Keep well and stay safe.', false],
    ['Prepare your jackets for a big patch.', false],
    ['Grab a cake or a sausage roll and relax in the garden.', false],
    ['Send me the signed form by Friday.', true],
  ])('%s', (text, favour) => {
    expect(asksFavour([text])).toBe(favour);
  });
});

// holdout73 and holdout74, as they came out: "…and second of all, you did…" split after the
// sequence marker (`fragment`, 2); "I applaud and thank you all" → "…and thanks all" (`other`);
// "the folks that just pop in" → "everyone that pop in" (`other`).
describe('the holdout73 and holdout74 classes', () => {
  neverMakes([
    [
      'First of all we had 40 helpers which is always a fantastic turnout and second of all, you did such a brilliant job on the beach!',
      /second of all\./i,
    ],
    ['We salute and thank you all for a splendid season.', /salute and thanks/],
    [
      'Some regulars still ask what we sell and folks that just drop by to say hello.',
      /everyone that/,
    ],
  ]);
});

// Their grade-2 families: "huge sadness" → "substantial sadness", "help to assist" → "help to
// help", "easily digestible" → "effortlessly…", "nice and large" → "great and large", "But hey—"
// → "However, hey—", "by far the most impacted" on a fire, "see clearly now" losing "clearly".
describe('the holdout73 and holdout74 grade-2 families', () => {
  neverMakes([
    [
      'It is with huge sadness that we say goodbye to our old clubhouse.',
      /substantial sadness|significant sadness|big sadness/,
    ],
    ['Two neighbours offered their help to assist us with the clear-up.', /help to help/],
    ['Our rye loaves are light and easily digestible.', /effortlessly digestible/],
    ['The tomatoes this year are nice and ripe.', /great and ripe/],
    ['But hey—we all forget a password now and then.', /However, hey|However, hello/],
    ['After the flood, the cellar was the most affected part of the house.', /by far/],
    ['Now that the fog has lifted we can see clearly again.', /can see again/],
  ]);
});

// Grade 2 in 4 of 4 "Plus," a sales pitch for a service got (a definition, who the clients are,
// the last step of a party): a service is argued for, not listed.
describe('no "Plus," in the pitch of a service', () => {
  neverMakes([
    [
      'We offer children’s parties on the farm every weekend. The guests meet our goats and help feed the calves. After that they ride on the hay trailer around the top field. The children will then come back to the picnic barn where they wash their hands and sit down for food and cake.',
      /Plus, |In addition, /,
    ],
  ]);
});

// Grade 2 in 5 of 6 cheery stock lines put right after a last line that cancels, warns or
// forbids ("…the insurance won't cover any accident. Have a lovely day!").
describe('no cheer after a warning', () => {
  it.each([8, 10])('friendly at %i', (intensity) => {
    const text =
      'Hi everyone,\n\nThe plot tidy-up day went well and the new water butts are in. Please remember that sub-letting a plot is not allowed, as the society insurance won’t cover anyone who is not a member.';
    expect(rewrite(text, 'friendly', intensity)).not.toMatch(/member\.\s+\S[^.]*!$/);
  });
});

// holdout75, as it came out: "I must say that we cooked them a wonderful lunch" → "I'll need to
// say that…" (`meaning-swap`); and words inside curly single quotes (‘thank you for a really good
// day’, ‘really enjoyable’) changed in the writers' quotations (grade 2 in 4 outputs).
describe('the holdout75 classes', () => {
  neverMakes([
    ['I must say that the choir sang better than ever on Sunday.', /need to say/],
    [
      'Several parents sent notes saying ‘thank you for a really lovely afternoon’ after the fair.',
      /‘(?!thank you for a really lovely afternoon’)/,
    ],
  ]);
});

// holdout76, as it came out: "isn't going to just happen" lost its "just" (`meaning-swap`, 3);
// "We all should be in this together – maybe you could contact us and offer your time" gave the
// second verb to "We" (`meaning-swap`); "It has provided scholarships, supported…" → "It comes
// with provided scholarships" (`phrase-in-word-slot`, 2); a compound subject split before its
// verb ("…facilities. New locations … has come") (`fragment`, 2).
describe('the holdout76 classes', () => {
  neverMakes([
    [
      'Remember, a good harvest is not going to just happen on its own, you know.',
      /going to happen/,
    ],
    [
      'We all should be in this together – maybe you could call us and offer your time to help clear the paths NOT block them.',
      /\. We offer/,
    ],
    [
      'It has provided meals, supported local families and was a major factor in the new kitchen.',
      /comes with provided|got provided|get provided/i,
    ],
    [
      'Our staff’s increased workload brought on by heavy use of our hall and grounds, and new rooms like the kitchen and tea room which our limited cleaning crew must maintain, has come at the same time as rising energy costs for the club.',
      /grounds\. /,
    ],
  ]);
});

// Their grade-2 families: a verdict the writer concedes ("Although we have good drying…") is not
// raised, and "the best Chapter we can be" (a name masked before "we can") gets no "by far".
describe('the holdout76 grade-2 families', () => {
  neverMakes([
    [
      'Although we have good grass on the top field, the lower paths are still flooded.',
      /excellent grass|great grass/,
    ],
    ['This year we are trying to be the best Society we can be for our members.', /by far/],
  ]);
});

// holdout77 and holdout78, as they came out: "Please have everything ready ahead of time." under
// a club letter whose "review of our year" read as a request to prepare
// (`invented-cta-deadline-pressure`); "who I won't name, kindly offered to print it" → "please
// offered" (`other`); "celebrated it's 16th Birthday" → "it is 16th Birthday" (`other`).
describe('the holdout77 and holdout78 classes', () => {
  neverMakes([
    [
      'Hello all,\n\nWe start the season on the 9th with our general membership meeting and the annual quiz. Please tell your friends.\n\nIf you missed the last few October meetings, come this year. It will be our third annual awards night and review of our year.',
      /ready ahead of time|Coming prepared|minutes of preparation/,
    ],
    ['Our treasurer, who shall stay nameless, kindly offered to bake the cake.', /please offered/i],
    ['The Hollybank Animal Sanctuary celebrated it’s 21st Birthday last weekend.', /it is 21st/],
  ]);
});

// Their grade-2 families: a verdict word the writer repeats ("Good food, good farming and good
// business", the farm's motto) is kept, and "purchase" inside a compound ("share purchase price")
// is never "buy".
describe('the holdout77 and holdout78 grade-2 families', () => {
  neverMakes([
    [
      'Good bread, good coffee and good company are what we are about.',
      /Excellent bread|Great bread/,
    ],
    ['The club set its minimum share purchase price at £250 last spring.', /share buy price/],
  ]);
});

// holdout79 and holdout80, as they came out: a run of conditions after "Having said all that"
// split from the clause it waits for (`fragment`, 2); "so used to … that" losing its "so"
// (`other`); "very kind of them" → "very them" (`other`, 4); "…and helps keep knives sharp" split
// off as an instruction (`fragment`, 2).
describe('the holdout79 and holdout80 classes', () => {
  neverMakes([
    [
      'Having said all that and you joined the club and learned the basics over a full season, and you found a good spot for the hives, you could start next spring.',
      /season\. /,
    ],
    [
      'We were so used to having dry weekends all through the summer that the storm caught everyone out.',
      /We were used to/,
    ],
    ['The printers rushed the order through in two days, very kind of them.', /very them/],
    [
      'End grain fibers creates a self-healing surface in the maple and helps keep blades sharp.',
      /\. Helps /,
    ],
  ]);
});

// Their grade-2 families: "There are also several smaller tents…" → "There'll be also…", "You'll
// find 4 or 5 large marquees that need to be erected" (work to do, not found there); "maybe it
// would be good idea" → "…excellent idea" (the writer's hedged suggestion).
describe('the holdout79 and holdout80 grade-2 families', () => {
  neverMakes([
    [
      'Join us on the green this Saturday from 10am for the village show. There are also several stalls selling cakes and plants.',
      /be also|find also/,
    ],
    [
      'Come along on Friday at 6pm to help set up for the show. There are 4 or 5 gazebos that need to be put up along with setting out all of the tables and chairs.',
      /find 4 or 5/,
    ],
    ['As we did last year, maybe it would be good idea to bring a flask.', /excellent idea/],
  ]);
});

// Found while narrowing the holdout78 "right away" → "soon" family: calm's word for the reader's
// haste also took the writer's own promise ("Please email us … and we will reply as soon as
// possible" → "…we'll reply when you're able"), handing it to the reader.
describe("the writer's promise keeps its time", () => {
  neverMakes([
    [
      'Please send us a photo of the damage and we will reply as soon as possible.',
      /reply when you/,
    ],
    ['Please email the shop and they will file a claim right away.', /claim soon/],
    ["Please email us the order number and we'll reply asap.", /reply when you/],
    ['Send the form to the office and they’ll refund you right away.', /refund you soon/],
  ]);
});

// Grade-2 family (3 of 6 "any other trouble" lines graded 2): an apology for the writer's own
// lateness in writing names no problem of the reader's.
describe("the writer's late letter is no problem of the reader's", () => {
  neverMakes([
    [
      'Sorry for the delay in letting you know the final outcome of the plant sale – we raised £480 for the hospice, which is a very good result. The village hall gave us the use of its tables free of charge and this makes a big difference.',
      /any other trouble|patience|bearing with/,
    ],
    [
      'Sorry, I have been away for a week due to computer problems so this newsletter is a little late. We welcomed six new members in May and the summer walks start on the 4th.',
      /any other trouble|patience|bearing with/,
    ],
  ]);
});

// Grade-2 family: "We use it to gather up the little bits" → "We work with it…" (one does not work
// with a bucket); a thing pointed back to is an instrument.
describe('what the writer uses as an instrument stays used', () => {
  neverMakes([
    [
      'We keep a bucket by the swift. We use it to gather up the little bits of yarn.',
      /work with it/,
    ],
    ['We use this task to sync your local settings with the server.', /work with this/],
  ]);
});

// Grade-2 family (4 of 4 graded 2): a plural subject that includes names its members.
describe('the members a plural subject includes are no gain of the reader', () => {
  neverMakes([
    [
      'Come along to the model railway show on Saturday. These layouts include Hinton Parva, Prospect Point and Ashby Yard.',
      /With these layouts/,
    ],
    [
      'The hall opens at 10am on Saturday. These stalls include Ashby Crafts, Tring Cakes and the Hinton Plant Society.',
      /With these stalls/,
    ],
  ]);
});

// Grade-2 family (3 of 3 graded 2): calm's word for the reader's haste on a request to tell the
// writer ("please let us know as soon as possible" → "when you're able") said the writer needs
// no early word; the time stays, in a calmer word.
describe('a request to tell the writer keeps its time', () => {
  neverMakes([
    [
      'If you are giving up your plot on 1st April, please let us know as soon as possible.',
      /when you|let us know soon|let us know\.$/,
    ],
    [
      'If you know you are not planning to attend a lesson please notify me as soon as possible so I can open up your slot for others.',
      /when you|notify me soon|notify me so/,
    ],
  ]);
});

// holdout81 and holdout82 as they came out: each case fails on the engine as the sets found it.
describe('holdout81 and holdout82 damage classes', () => {
  neverMakes([
    // "must" of an inference is no duty (soften-must).
    [
      "We couldn't have opened at a more difficult time but we're so happy to say that we must be doing something right because we're still here.",
      /need to be doing/,
    ],
    // "Book a call…" only where the text speaks of calls (call-to-action).
    [
      'We do accept returns for in store credit for one year after purchase. We must give you authorization prior to accepting any return. We will ask for images (proof) plants have died etc. before we will validate a return. Please send us an email of pictures of the plants to\n\nYou will need to do the scratch test to make sure they are dead not dormant also.\n\nWhen you transplant anything, it develops some degree of shock and may or may not come up or bloom the first season. This is why we offer a 1 year warranty on all items. To allow time for spring to return and your plants should come up and do well.',
      /Book a call/,
    ],
    // An opener before what the reader can do or get is the writer's hedge (opinion-openers).
    [
      "Here's the event's site, where you can see the other artists involved and purchase your tour guide. I think you can also buy tour guides at New Seasons Markets too. Hope we see you there!",
      /\bYou can also buy/,
    ],
    // "it's even happened" is "it has" (register).
    [
      'Dear subscribers,\n\nI’ve often read about web sites being hacked. I believe it’s even happened to huge companies like Google and Apple.',
      /it is even happened/,
    ],
    // "enough" takes no article (everyday-words).
    [
      'In itself, this was not a sufficient reason to be OS 3.0+ only, however, this was an important consideration.',
      /an? enough/,
    ],
    // After "something" the word names the thing (neutral-words).
    [
      "After the recent tragedy of something horrible killing my new little flock of pretty bantams, I'm hoping that I will be able to get some more hens during half term.",
      /something poor/,
    ],
    // A relative after "and therefore" never opens a sentence (short-sentences).
    [
      "So it's impossible for us to quote delivery times for a service operated by another company, and therefore which is obviously completely beyond our control.",
      /\. Therefore which/,
    ],
  ]);
});

// Found in holdout82's damaged output beside its class: a word inside a hyphenated compound.
describe('a word inside a hyphenated compound keeps its place', () => {
  neverMakes([
    [
      'Future versions will include OS 3.x only features such as in-app-purchase and in-app-email.',
      /in-app-buy/,
    ],
  ]);
});

// holdout83 as it came out (7 of 180 damaged, one class): "a little" before an adjective and its
// noun, or before a noun in -ly, is the noun phrase's article, no degree (softeners).
describe('holdout83: "a little" before a noun phrase is its article', () => {
  neverMakes([
    [
      'Buy your books here because you love reading, or because you have a little independent streak and like the idea of an independent bookstore in town.',
      /have independent streak/,
    ],
    ['In our potato harvest we had a little family of snowman potatoes...', /had family of/],
  ]);
});

// holdout84 as it came out (1 of 180 damaged): "As per my previous email" keeps no stray "As".
describe('holdout84: "as per" goes whole', () => {
  neverMakes([
    [
      'As per my previous email, I’ll still need material in from yourselves by the end of the month.',
      /As following|as following/,
    ],
  ]);
});

// Grade-2 family ("Important:" on a thanks, or on a line that says "important" itself).
describe('"Important:" never labels a thanks or the writer\'s own "important"', () => {
  neverMakes([
    [
      'Gratefully, we will be returning to the Sanctuary for worship on Sunday, October 3. Please bring a chair if you can.',
      /Important: gratefully/,
    ],
    [
      'For those of you that are local, the important status update is that there will be no bread this week. Please collect your Friday order on Saturday.',
      /Important: for those/,
    ],
  ]);
});

// holdout85 and holdout86 as they came out: each case fails on the engine as the sets found it.
describe('holdout85 and holdout86 damage classes', () => {
  neverMakes([
    // "we'd need" is "we would need" (register).
    [
      'Here’s how much more revenue we’d need to make to keep the same folks employed.',
      /we had need/,
    ],
    // "or so" is an approximation (no-intensifiers).
    [
      'The bowls are rough turned so they can be turned a second time a year or so later after they have dried slowly.',
      /a year or later/,
    ],
    // A purpose phrase after "and" opens the clause after the comma (short-sentences).
    [
      'Our website was recently upgraded and in order to complete the upgrade, we will be moving to a new version of the members area next week.',
      /upgrade\. We will/,
    ],
    // "the knitter and I are" is one subject (short-clauses).
    [
      'One of the main things that I love about this line of yarn is that it is like the knitter and I are doing it together.',
      /knitter\. I are/,
    ],
    // After a comma "that is" means "i.e." and stays (contract).
    [
      'Rinse the new pans, dry them well and then “season” them, that is prepare them for cooking.',
      /that['’]s prepare/,
    ],
  ]);
});

// holdout87 and holdout88 as they came out: each case fails on the engine as the sets found it.
describe('holdout87 and holdout88 damage classes', () => {
  neverMakes([
    // "is that …, and that …": a second "that" clause of the same verb (short-sentences).
    [
      'The pattern we have seen is that there is a frustrating amount of ambiguity with the rules, and that that isn’t really a good fit for a game with such high stakes to every decision.',
      /rules\. That that/,
    ],
    // An "and" right after the agent joins a second agent (active-voice).
    [
      'The following decisions were made by Committee and General Members present: the fees stay the same.',
      /Committee made/,
    ],
    // "over easy" is how the eggs are fried (power-words).
    [
      'Nothing beats the thought of two eggs over easy alongside some fluffy sausage gravy.',
      /over effortless/,
    ],
  ]);
});

// holdout89 and holdout90 as they came out: each case fails on the engine as the sets found it.
describe('holdout89 and holdout90 damage classes', () => {
  neverMakes([
    // "good over evil" is the noun of a set pair (power-words).
    [
      'Diwali symbolises the spiritual victory of light over darkness, good over evil, and knowledge over ignorance.',
      /excellent over evil|great over evil/,
    ],
    // After "have", "just" is "recently" (softeners).
    [
      "If you've just joined the club, please make yourself known.",
      /you['’]ve joined|you have joined/,
    ],
    // "whenever" is any time; "today" is a deadline the writer did not set (tight-timing).
    [
      'Many new members may want some advice or information - please help them out whenever you can.',
      /help them out today/,
    ],
    // A pronoun object is moved, not given (gives-you).
    ['This brings it in line with most International Accounting packages.', /brings you it/],
    // Notes on a version still being built: nothing is live, nothing to update to (tone-frame).
    [
      'Software Versions 4, 5 & 6 (Free or Licensed)\nThis series was produced using the MS-Office 2007 Tabbed Ribbon control which provides a much superior User Interface.\n\nFree unlicensed usage is limited to 60 days from the date that it was published, after which time it will expire unless a software license is purchased.\nHowever if a new software build is released during this time then simply by downloading this build, you can reset the expiry date and extend it for a further 60 day period.\n\nThe Build number is the number of days since January 1st 2000, which is when the Microsoft Visual Studio began.\nFuture Software Version 7\nWe began work on V7 in March 2011 and this should take approximately 8 months to complete.\nThis vital work was delayed because the planned V7 enhancements were made to V4, V5 and then V6.\nPlus we have received and are still working on, many V6 enhancement requests from customers.\n\nVersion 7 Enhancements\nHence we have made most of our planned enhancements to V4, V5 and then V6. The V7 system will have features that cannot be made with the existing database structure. For example this includes employee Password Logins and multi-language capability.',
      /All of this is live now|Update today|Enjoy the new version/,
    ],
  ]);
});

// holdout91 and holdout92 as they came out: each case fails on the engine as the sets found it.
describe('holdout91 and holdout92 damage classes', () => {
  neverMakes([
    // "Would you not…?" asks about the reader's choice; it is no request (sharpen-requests).
    ["Would you not go to a swimming lesson because you don't know how to swim?", /Please not go/],
    // "this time" before the verb may stand for a subject left out (short-sentences).
    [
      'Water from the holding pond must have flowed over, and this time has taken the tree that barely survived Irene.',
      /over\. This time has taken/,
    ],
    // A bare pronoun and an -ing word have no tense (short-clauses).
    [
      'Overfilling may lead to your hot water bottle bursting and you getting severely burnt.',
      /\. You getting/,
    ],
    // "everyone’s" before a word and its noun is the possessive (register).
    [
      'Rising costs put pressures on hospitality and everyone’s personal finances.',
      /everyone is personal/,
    ],
    [
      "As always, we greatly appreciate everyone's patience while we work on the lift.",
      /everyone is patience/,
    ],
    // "gives out" is another verb; the residents are who gets the updates (gives-you).
    ['This woven fabric gives out exquisitely beautiful cotton wear.', /gives you out/],
    [
      'The mobile phone app offers residents important updates about collections.',
      /offers you residents/,
    ],
    // In the passive "about" keeps its object (precise-words).
    ['Not much is talked about the three young revolutionaries.', /is discussed the/],
  ]);
});

// holdout93 and holdout94 as they came out: each case fails on the engine as the sets found it.
describe('holdout93 and holdout94 damage classes', () => {
  neverMakes([
    // The candle gets the look; the reader gets nothing (gives-you).
    [
      'The bloom gives the candle a rustic, antique look that many people love.',
      /gives you the candle/,
    ],
    // "just so many" is "only so many", a limit (softeners).
    ['Until then, there are just so many things we can accomplish each day.', /are so many/],
  ]);
});

// Grade 2 in 6 of 28 "easily" → "effortlessly" read against every use in the corpus: where no one
// sets out to do the thing, "easily" says how readily it happens, which "effortlessly" does not.
describe('"easily" is "effortlessly" only where someone does the thing', () => {
  neverMakes([
    ['Kennel cough is highly contagious and easily spread from dog to dog.', /effortlessly spread/],
    ['Wax seems to build up more easily in the ears of hearing aid users.', /effortlessly/],
    ['By Friday the starter was easily doubling every twelve hours.', /effortlessly doubling/],
    ['A long walk, great company, and easily worth the sore feet.', /effortlessly worth/],
    ['Surface rust on the pan is easily removed at home with some oil.', /effortlessly removed/],
  ]);

  it('still raises it after "can" and "to", and at the start of a line', () => {
    expect(rewrite('With the new page you can easily see your totals.', 'persuasive', 8)).toMatch(
      /can effortlessly see/,
    );
    expect(rewrite('Easily collect client payments with the new button.', 'persuasive', 8)).toMatch(
      /^Effortlessly collect/,
    );
  });
});

// holdout95 and holdout96 as they came out: each case fails on the engine as the sets found it.
describe('holdout95 and holdout96 damage classes', () => {
  neverMakes([
    // "has something to do with" is "is about", no thing owned (comes-with, reader-benefits).
    [
      'Perhaps it has something to do with the long lunches in the garden.',
      /comes with something|You get something/,
    ],
    [
      'It has a lot to offer young families and retired couples alike.',
      /comes with a lot|You get a lot/,
    ],
  ]);
});

// holdout95 and holdout96 grade 2s, each family read against its other uses in the corpus.
describe('holdout95 and holdout96 grade-2 families', () => {
  neverMakes([
    // A guess at a cause stays a guess (opinion-openers), as an inferred one does.
    [
      'The hens have stopped laying, and there are a few likely causes. Perhaps it has something to do with the picnics on the lawn. Or the cold.',
      /(?:^|\.\s)It has something to do with/,
    ],
    ['Maybe the delay was caused by the storm.', /^(?:The storm caused|The delay was)/],
    // A compound's head after a determiner is the noun (everyday-words).
    ['The CSA share purchase is an odd one this year.', /share buy/],
    // "which clearly" picks out who is meant (no-condescension).
    ['The basic rate is for businesses which clearly exist for profit.', /which exist/],
    // A diary entry greets no reader (greeting, tone-frame).
    [
      'Dear Farm Journal,\n\nThe hens have stopped laying again. We sold 200 shares this year, more than I ever thought.',
      /Hi Farm|Hope all is good|hope things are going well|Thanks for reading|Thank you for reading/i,
    ],
    // A date the contractor could not confirm asks the reader to decide nothing, and help offered
    // "if you would like" asks no favour (tone-frame).
    [
      'Dear Residents,\n\nOtis have had to turn the lift off. They have not been able to confirm a date for the repair yet.\n\nIf you would like any more information please contact me.',
      /before you decide|one more thing in a busy week/,
    ],
    // A pictured trouble in a pitch is no report to acknowledge (acknowledge-problem).
    [
      'Of course, safe gas appliances matter all winter, not just over the holidays. But of all the times when things could go wrong, the festive season would be the worst. Just imagine not being able to cook the dinner or having a cold house because the boiler has failed, especially if you have guests.\n\nThe best way to prevent such disasters is to get your gas boiler serviced well ahead of time. This way, any minor problems that could get much worse can be addressed.',
      /makes things harder|frustrating that must be|not the experience/,
    ],
  ]);
});

// holdout97 and holdout98 as they came out: each case fails on the engine as the sets found it.
describe('holdout97 and holdout98 damage classes', () => {
  neverMakes([
    // After a verb of thinking or feeling "about" names the topic (precise-words).
    [
      'One of the things I will miss about 2021 is the quiet of the mornings.',
      /miss approximately/,
    ],
    // A quoted speaker's "those who" are the speaker's people, not the reader: a quotation closed
    // with its opening mark typed again is still protected (availability).
    [
      '“Along with households, they are already being squeezed by higher bills and food prices.\n\n“We have had to take some very tough decisions, but we have worked hard to keep fares down for those who rely on the ferry the most.“',
      /if you rely/,
    ],
    // "rather late than never", written "then": a preference, no degree (softeners).
    ['Sorry this is out a week later than planned, but rather late then never!', /but late then/],
    // A capital after "We are" marks the team's name (contract).
    [
      'Four teams entered.\n\nWe are Baffled made up of Sue and Tom Price took second place.',
      /We['’]re Baffled/,
    ],
    // No degree stacked on a degree (neutral-words).
    ['The rather fantastic news is that every seat on the committee was filled.', /rather very/],
  ]);
});

// holdout97 grade 2: a guess about the reader's own life keeps its "Maybe" (opinion-openers).
describe('holdout97 grade-2 families', () => {
  neverMakes([
    [
      'Think back to the last time you had a cold. Maybe your head was so blocked you could not sleep. Or perhaps you just felt low all day.',
      /(?:^|\.\s)Your head was so blocked/,
    ],
  ]);
});

// holdout99 and holdout100 as they came out: each case fails on the engine as the sets found it.
describe('holdout99 and holdout100 damage classes', () => {
  neverMakes([
    // A line that goes on from one with no end mark is no sentence start (tone-call).
    [
      'Please tell us by Friday. We will not keep a share for you if you don’t\nlet us know! Thanks.',
      /\n(?:Feel free|Please|Just)/,
    ],
    // "bring out" is one verb; the subject is no feature the reader gets (benefits).
    [
      'We cleared the car park on Sunday. These warm evenings bring out the fly-tippers sadly.',
      /you get out/,
    ],
    // A past participle and its preposition have no clause of their own (short-sentences).
    [
      'Admired now for their rich colours, this is in lovely shades of deep mossy green and warm grey, Welsh quilts originally had just one job-to keep out the damp.',
      /^Admired now for their rich colours\./,
    ],
    // A question answered by another question is rhetorical, no request (sharpen-requests).
    [
      'Hiring the right person matters. Would you ask a plumber to rewire your house, then why ask a painter to lay your tiles?',
      /Please ask a plumber/,
    ],
    // A name before a dashed company signs the text; no closer goes between them (tone-frame).
    [
      'Owen is our apprentice in his second year and learning fast. He is currently taking Flooring Guild courses to increase his knowledge, as well as learning as he works. It costs a lot in time and money but we believe that it is well worth the investment to give our customers the best fitting service we can.  Owen is so enthusiastic he comes in with pictures of seaming and tiling he has done!\n\nOur third employed fitter is my husband Rob, again trained by Pat & Sid our originals and he has been fitting for about 3 years now and has also attended many industry courses. Also being a measurer and estimator he can see things from both the fitters and customers sides and hopefully that makes for an easier process for the customer too.\n\nWhen choosing your flooring the fitting is one of the most important things – the biggest problem at the moment is unqualified people saying they can fit. Would you ask a plumber to rewire your house, then why ask a painter to lay your floor?  Mary - Hill Street Flooring "Floors That Last!',
      /Mary\.\s+\S/,
    ],
  ]);
});

// holdout100 grade 2: a closing line that waits on the name, then "Name xx", sign the note; no
// stock line goes under them (tone-frame, call-to-action); and a closer after an emoticon.
describe('holdout100 grade-2 families', () => {
  neverMakes([
    // A face after the writer's stop ends the sentence; no full stop goes after it (tone-frame).
    [
      'Commissions reopen on Monday and base prices will stay as they are now.\nThank you all for the support you have given me, and I hope I can keep working with you all this coming year!! X3\nSincerely yours,\nMira',
      /X3\./,
    ],
    [
      'In the meantime (drum roll) I’m having the most unusual book launch in Scotland, possibly in the world, for Salt and Stone. If you’re in Glasgow, please come along. It’s taking place on May 9th at 7.30pm, in the Old Fruitmarket on Albion Street, which is much too posh for me, and as well as myself it’ll feature a three piece band called The Reading Room Trio (www.readingroomtrio.co.uk) and a group of students from Strathclyde. All I can tell you is there will be music, and reading, and more music. And a song, or songs, INSPIRED BY SALT AND STONE. Intrigued? Come along. There will also be wine, but I’m not sure how long it’ll last, so don’t be late. If you’re coming you need to email events@strath.example to reserve a place. It’s very special, see. We’re not letting just anyone in.\nSo there you have it – busy, busy, looking forward to swanning in my posh frock on the 9th, and DYING to see how Salt and Stone goes down. Exciting times….\nHappy May everyone,\nMaeve xx',
      /Maeve xx[.!]?\s*\S/,
    ],
  ]);
});

// holdout101 and holdout102 as they came out: each case fails on the engine as the sets found it.
describe('holdout101 and holdout102 damage classes', () => {
  neverMakes([
    // A bold-italic label ("***UPDATE***") reads as a run-in label with its colon, never fused (tidy).
    [
      "***NOTICE***  The lane's been gritted now. All clear!\nYesterday we had ice all morning. We'll still open the farm shop today, but I would phone ahead if you're coming from the hill.",
      /NOTICE The/,
    ],
    // A comparison's verb with nothing of its own after it stays a word (contract).
    [
      'We have spoken to the Council about this and passed on your worries. It turns out the bins will be emptied on the same days as they are every year.',
      /as they['’]re every/,
    ],
    // After a name, "has" and a past form is the perfect tense: a firm acts (benefits).
    [
      'Skerry WestLink Ferries has opened bookings for next year which will see freight and passenger fares rise by 3.1 per cent as agreed with the Welsh government.\n\nThe 2014 timetable will also see cuts to the Menai Strait timetable in the off-peak period.\n\nSkerry said the changes had been made as a result of “detailed analysis of demand” and alterations had been made to the original proposals following public feedback.\n\nOff-peak sailings from Holyhead to Amlwch will be reduced from three sailings each day to two. A special weekend timetable has been introduced with the first sailing at 9.30am rather than the originally proposed 7am. The Bodorgan bed and breakfast offer has also been extended, however, as previously this was only available during peak season.',
      /you get opened/,
    ],
    // A meeting closer needs the reader asked to prepare, not the writer's "we hope to bring" (tone-frame).
    [
      'Hello everyone,\n\nAs I write this, the school is a hive of activity with people decorating and preparing our school for the spring fair and play this afternoon. The Class 4 parents have done a magnificent job setting up. As the school year draws closer to an end, there are a number of special activities happening across the school. On Monday, we celebrated the Class 5 students and the completion of their journey through the Lower School. With words of gratitude, gift giving and beautiful singing, the morning was very special.\n\nOn Monday evening, we held our second parent forum evening. Thank you to the parents who came along to share in the discussion. There were many wonderful suggestions and ideas shared and we hope to bring some of these to fruition. We will be holding at least 2 parent forum evenings next year (and will endeavour to have the 3rd Term meeting a little earlier in the term.)',
      /Please have everything ready|Coming prepared|preparation will|everyone prepared/,
    ],
  ]);
});

// holdout103 and holdout104 as they came out: each case fails on the engine as the sets found it.
describe('holdout103 and holdout104 damage classes', () => {
  neverMakes([
    // "Our seniors have their camp…": what the subject's own "their" names is theirs (benefits).
    [
      'Welcome back! The hall feels busy again, and we love it.\n\nIt may have felt like a strange week to start, but the timing suited most families. Our seniors have their camp at Ohawe Beach next Friday, so please pack warm clothes and a hat.',
      /you get their/,
    ],
    // Pots are fired in a kiln, and fired again; only a person is let go (gentle-words, calm-words).
    [
      'These green bowls suit any kitchen. The bodies were thrown on the wheel using white stoneware clay. Once the rims were trimmed and the bowls were dry, they were fired in a kiln to 1000 degrees centigrade. A clear glaze was then poured in and they were fired again.',
      /let go/,
    ],
    // A "With…" phrase whose list goes on after ", and" waits for its clause after the next comma (short-sentences).
    [
      'We bake every batch by hand. With no preservatives, artificial flavors or colors, and ingredients grown and made without GMOs, this naturally sweet muesli is a breakfast you can feel good about serving.',
      /or colors\. /,
    ],
  ]);
});
