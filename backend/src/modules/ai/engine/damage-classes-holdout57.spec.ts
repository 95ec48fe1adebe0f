import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';

// Found on the fifty-seventh held-out set and after (holdout57–), read as they came out, and the
// grade-2 families read against all their uses in the corpus; rebuilt on other words, so the
// classes are held, not the texts.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;
const PERSUASIVE = [7, 8, 10] as const;

// Grade 2 in 5 of 5 uses of feature-for-need: a stock clause hung on a feature ("…double top
// zipper, so it fits around what you need", "…in full working order, so you can make it work for
// you" on a public defibrillator). Its twin for services never fired on a real text.
describe('no stock need-line after a feature or a service', () => {
  const TEXT =
    'The tote is made from waxed cotton. It has a rain cover and two side pockets. We help small shops manage their stock.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /fits around what you need|in the way that suits you|make it work for you|adapts to the way|one less thing|focus on what matters|on your own/,
    );
  });
});

// Grade 2 in 6 of 16 uses of benefits: "With the meal, you get pancakes", "With the sale, you get
// books", "With the main categories, you get vegetables" in event notices and news, "With this
// shop, you get a small window of five minutes…" on a limit.
describe('"With …, you get" only for what the writer offers, never on a limit', () => {
  it.each([
    [
      'Join us at the village hall on Saturday 4 May for our spring lunch. The lunch includes soup, bread and a slice of cake.',
      /With the lunch, you get/,
    ],
    [
      'The show is at the rec on Saturday 9 August. The main classes include vegetables, flowers and baking.',
      /With the main classes, you get/,
    ],
    [
      'Our online shop holds your basket while you pay. This shop has a short window of ten minutes in which you can pay.',
      /you get a short window/,
    ],
  ])('%s', (text, made) => {
    for (const intensity of PERSUASIVE)
      expect(rewrite(text, 'persuasive', intensity)).not.toMatch(made);
  });
});

describe('still: "With …, you get" on what a product page or the writer offers', () => {
  it.each([
    [
      'Our soaps are made by hand in small batches. Our scented soaps have a strong and lasting scent. Each bar weighs 100 g and costs £5.',
      /With our scented soaps, you get a strong and lasting scent/,
    ],
    [
      'We mow lawns across the valley. Our basic plan includes weekly mowing and edging from April to October.',
      /With our basic plan, you get weekly mowing/,
    ],
  ])('%s', (text, made) => {
    expect(rewrite(text, 'persuasive', 8)).toMatch(made);
  });
});

// Damaged on holdout57 and holdout58 as they came out: "…matches your first password otherwise,
// you will need to re-do…" split after "otherwise" (short-sentences); "We are writing to inform
// you of some changes…" → "Of some changes…" (no-preamble); "The thatch is then raked out of the
// lawn and bagged…" → "…of the lawn. It bagged…" (shared-subject-split). With the grade-2 family of
// holdout12 and holdout58: the last of three clauses split off ("…is secure. Our environmental
// impact is reduced…"), leaving the first two on a bare comma.
describe('the holdout57 and holdout58 classes', () => {
  const TEXT =
    'Check that the second code matches the first one otherwise, you will have to start again. We are writing to inform you of some changes to our opening hours that we will make in May. The hedge cuttings are then raked off the path and bagged for the council. With the new app, the risk of missed bookings is much lower, the details we keep are safe, and our paper use is down as we no longer print forms.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/otherwise\. You/);
    expect(out).not.toMatch(/(?:^|\. )Of some changes/);
    expect(out).not.toMatch(/(?:It|They) bagged/);
    expect(out).not.toMatch(/are safe\. Our paper/);
  });
});

describe('still: a clean split of two clauses and of a passive with its own helper', () => {
  it.each([
    [
      'The hall roof has been mended after the storm, and the car park will reopen on Monday.',
      /after the storm\. The car park will reopen/,
    ],
    [
      'We checked every invoice from the spring and sent the corrected ones to the members.',
      /from the spring\. We sent the corrected/,
    ],
  ])('%s', (text, split) => {
    expect(rewrite(text, 'urgent', 8)).toMatch(split);
  });
});

// Grade 2 on holdout46, holdout56 and holdout58 (flag-dated-fact): "Important: to this end, work
// will be commencing…", "Important: finally, the provider…", "Important: other Rehearsals:As
// per…", "Important: my first job for tomorrow morning is to…".
describe('no "Important:" on a connector, a label or the writer\'s own plan', () => {
  it.each([
    'Dear members, please read this. To this end, the hall will be closed on Monday 3 March.',
    'Dear members, please read this. Finally, the car park will be resurfaced on Monday 3 March.',
    'Dear members, please read this. Other Rehearsals:As before, the choir must meet on Friday 7 March.',
    'Dear members, please read this. My first task for tomorrow is to call the engineer, who will visit on Tuesday 4 March.',
  ])('%s', (text) => {
    for (const intensity of [7, 8, 10] as const)
      expect(rewrite(text, 'urgent', intensity)).not.toMatch(
        /Important: (?:to this end|finally|other|my)\b/i,
      );
  });
});

// Grade 2 in 6 of 23 "give you" → "deliver" swaps (strong-verbs) and the one "works well" →
// "delivers" (power-words): a set phrase of telling broken, or the reader dropped from a second
// object ("I'll deliver your money back").
describe('"give you" and "works well" stay where "deliver" would break them', () => {
  it.each([
    ["If it doesn't fit, I'll give you your money back.", 'confident', /give you your money back/],
    [
      'To give you a few examples, feed has gone up by a third.',
      'confident',
      /give you a few examples/,
    ],
    ['The minutes will give you a clue as to what we decided.', 'confident', /give you a clue/],
    [
      'The crust is a bit softer, but that works well for my kids!',
      'persuasive',
      /works well for my kids/,
    ],
  ] as const)('%s', (text, tone, kept) => {
    for (const intensity of [7, 8, 10] as const)
      expect(rewrite(text, tone, intensity)).toMatch(kept);
  });
});

// Grade 2 on holdout57 (neutral-words): "our wonderful stallholders" → "our good stallholders":
// praise of people is thanks, whoever the people are.
describe('praise of people stays in the even register', () => {
  it.each(['stallholders', 'exhibitors', 'bakers', 'stewards'])('our wonderful %s', (people) => {
    expect(
      rewrite(`Thank you to our wonderful ${people} for coming out in the rain.`, 'balanced', 10),
    ).toMatch(new RegExp(`wonderful ${people}`));
  });
});

// Grade 2 on holdout58 (tone-frame): "Hope your week's going well!" opening, and "Thanks for
// reading!" closing, the news of a fire that destroyed a clubhouse.
describe('no pleasantry around the news of a loss', () => {
  const TEXT =
    'Dear Members\n\nA fire on Friday night has completely destroyed the clubhouse. No one was hurt. The way ahead is not clear, but we will contact everyone in the coming days.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    expect(rewrite(TEXT, tone, intensity)).not.toMatch(
      /Hope (?:your|you|all)|Thanks for reading|having a good week|Have a (?:lovely|great)/i,
    );
  });
});

// Grade 2 in 7 of 17 friendly and empathetic tone-call leads on support answers, and on calls
// with their own time: "Feel free to contact your local Royal Mail Sorting Office…" (the first
// of two checks a customer must make), "If it helps, you can contact Customer Service: Send us…"
// (a step's label; held by the corpus's output, the engine's budget leaves a shorter text's label
// alone), "Feel free to send us a message as soon as you can…", "If it helps, you can check back
// soon…".
describe('no lead that makes a required step optional', () => {
  const LOOSE =
    /Feel free to|Go ahead and|If it helps|When you have a moment|Whenever|In your own time|When you are ready/;
  it.each([
    [
      'We are so sorry your parcel is late and missing. Contact your local sorting office, even if no card was left. If it is not there, please contact us and we will send a new one.',
      ['friendly', 'empathetic', 'calm'],
    ],
    [
      'Your order can still be moved to the new address. Send us a message as soon as you can with your order number.',
      ['friendly', 'empathetic', 'calm'],
    ],
    ['We have lots planned for the spring. Check back soon for more news.', ['empathetic', 'calm']],
  ] as const)('%s', (text, tones) => {
    for (const tone of tones) expect(rewrite(text, tone, 8)).not.toMatch(LOOSE);
  });
});

describe('still: a lead on an open call in a pitch', () => {
  it('"Contact us for more information." takes the friendly lead', () => {
    expect(
      rewrite(
        'We design logos and signs for small shops. Most of our clients are on the high street. Contact us for more information.',
        'friendly',
        8,
      ),
    ).toMatch(/(?:Feel free to|Go ahead and|Just) contact us for more information/);
  });
});

// Grade 2 in 7 of 20 uses of "You won't want to miss it." (confident's invitation line): its
// "it" is the event, but it landed after an appeal ("…take part in this meeting if you can."),
// a call for dancers ("Let us know."), a rental line or a reflection in the same paragraph.
describe('"You won\'t want to miss it." only right after the event', () => {
  it.each([
    'Our summer fete is on Saturday 9 August on the green. The planning meeting is at the church hall on Monday 12 May at 7pm. Please come along as a helper, a stallholder or with ideas, to help make the fete a success. The notes from the meeting will go in the next newsletter, but please come along and take part in this meeting if you can.',
    "We'll be dancing at the Harbour Festival on Saturday 3 May at noon and then at the fair on the quay at 3pm. Then we'll be dancing in town on most Friday evenings until October. And if anyone is interested in joining and learning the dances, you would be most welcome. Let us know.",
    'Our next work morning at the orchard will be Saturday 14 June at 9.30am. Please join us if you can. Tea and cake will as always be served.',
  ])('%s', (text) => {
    expect(rewrite(text, 'confident', 8)).not.toMatch(/want to miss it/);
  });

  it('still closes an invitation that ends on the event', () => {
    expect(
      rewrite(
        'We are opening our new bakery on the high street. Join us for the grand opening on Saturday 10 May from 9am, with free coffee and cake.',
        'confident',
        8,
      ),
    ).toMatch(/You won['’]t want to miss it\./);
  });
});

// Damaged on holdout59 and holdout60 as they came out: three pressure lines under a newsletter
// whose only times were its watering hours ("before 10 a.m. or after 6 p.m."); "I really, truly
// hope" → "I really, hope"; the customers' "Could you simplify the checkout process, please? Yes,
// we heard you!" made an order; "The reason for this is because…" → "Since …, the reason for this
// is."; "We can send you an invoice … and have this on the way…" split from its "can"; "it looks
// like the transfer failed. We are waiting to hear…" made firm; "a carrot nose, walking stick and
// three large buttons" → "He walks stick…".
describe('the holdout59 and holdout60 classes', () => {
  const TEXT =
    'Hi all, some of you have been using hoses on the plots. Please water only before 10 a.m. or after 6 p.m. and use water sparingly. I really, truly hope you like the new hours. Could you make the booking page faster, please? Yes, we heard you! The reason for this is because we are a very small shop. We can send you a new label by email and have your parcel on its way the day it is paid. It looks like the backup failed. We are waiting to hear from our host.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\btoday\b|last minute|comes with a deadline|Don['’]t wait/i);
    expect(out).toMatch(/really, truly hope/);
    expect(out).not.toMatch(/Please make the booking page faster/);
    expect(out).not.toMatch(/^Since|\. Since we are/);
    expect(out).not.toMatch(/\. We have your parcel/);
    expect(out).toMatch(/looks like the backup failed/i);
  });

  it('keeps "walking stick" a noun in a list of features', () => {
    for (const tone of ['confident', 'urgent'] as const)
      expect(
        rewrite(
          'She also has the classic features of a red scarf, walking stick and two shiny buttons on her coat.',
          tone,
          8,
        ),
      ).not.toMatch(/walks stick/);
  });
});

// Grade 2 on holdout59 and holdout60: a degree word dropped from a rule's condition ("If there is
// a really bad area" → "a bad area", widening the exception), "Lottery good cause funding" →
// "excellent cause", "Important: it gives me great pleasure…", "Hope you're doing well!" on a
// burst pipe, "Thanks a million!" after a new charge, a series of one subject's verbs split
// before its last ("I've talked to my staff, looked at our finances. I've decided…"), "Plus," on
// a timeline ("Plus, the redevelopment will take place over the next few months").
describe('the holdout59 and holdout60 grade-2 families', () => {
  it.each([
    ['If there is a really bad patch, rake it over with your feet.', /really bad patch/],
    ['If you are really unhappy with it, send it back for a refund.', /really unhappy/],
    ['Every penny goes to a good cause, thanks to the Lottery.', /a good cause/],
  ])('%s', (text, kept) => {
    for (const tone of ['confident', 'urgent', 'persuasive', 'balanced'] as const)
      for (const intensity of [8, 10] as const)
        expect(rewrite(text, tone, intensity)).toMatch(kept);
  });

  it('flags no pleasure formula and splits no series of one subject', () => {
    const out = rewrite(
      "Dear members, please note the dates. It gives me great pleasure to announce that we will hold our party on Friday 12 December. I've talked to the committee, looked at the bookings, and I've decided we will open the bar early.",
      'urgent',
      8,
    );
    expect(out).not.toMatch(/Important: it gives/i);
    expect(out).not.toMatch(/looked at the bookings\. I/);
  });

  it.each([
    'Hello all,\n\nA hydrant pipe has burst by the gate and the water is shut off until the plumber comes on Monday. Please keep away from the open hole.',
    'Hi all,\n\nThe new troughs are in. At a future date, there will be a small charge for refilling your tanks. We will let you know the way of charging.',
  ])('no pleasantry around %s', (text) => {
    expect(rewrite(text, 'friendly', 8)).not.toMatch(
      /Hope (?:your|you)|Thanks a million|Have a lovely day|Speak soon/i,
    );
  });

  it('no "Plus," before a timeline', () => {
    const out = rewrite(
      'The museum shop is open again. We sold cards, books and tea towels. The building work will take place over the next few months.',
      'friendly',
      8,
    );
    expect(out).not.toMatch(/Plus, the building work/);
  });
});

// Grade 2 in 4 of 8 "amazing" → "notable" and "incredible" → "significant" swaps and the one
// "awful" → "poor" (neutral-words, the even register): praise turned into a claim of importance
// ("an amazing amount of work" → "a notable amount"), "the awful time we have had" → "the poor
// time".
describe('the even register keeps praise praise', () => {
  it('says "amazing", "incredible" and "awful" evenly', () => {
    const out = rewrite(
      'This year has been incredible. We did an amazing amount of work, given the awful time we have had.',
      'balanced',
      10,
    );
    expect(out).toMatch(/has been remarkable/);
    expect(out).toMatch(/a remarkable amount of work/);
    expect(out).toMatch(/the difficult time/);
  });
});

// Damaged on holdout61 and holdout62 as they came out: "…during the day, leading to increased
// risk" → "We lead to increased risk" (participle-split); a note to a business on what its
// clients can now do addressed to the reader ("You can now select to reschedule your
// appointment") with an invented "Book a call…"; "it's own", "it's patina." → "it is own"; "We
// have preconceived notions" → "We've preconceived notions"; "I'd give you all a hug" → "I'd
// deliver all a hug"; a run-in heading read as a feature sentence ("OpenSSL support   Pegasus
// Mail now uses…" → "With OpenSSL, you can use Pegasus Mail now uses…").
describe('the holdout61 and holdout62 classes', () => {
  it.each([
    [
      'We meet in a hall that is used by many groups during the day, leading to a higher risk of infection for our members.',
      ['confident', 'urgent'],
      /We lead to/,
    ],
    [
      "We've made it easier for clients to move bookings. Clients can now choose to move their booking rather than cancel it. We hope it saves clients' time. Bookings can be moved online at any time.",
      ['friendly', 'persuasive'],
      /You can now choose|your booking|Book a call/,
    ],
    [
      "Each bowl will develop it's own colour over time. Oil it now and then to develop it's patina.",
      ['professional', 'balanced'],
      /it is own|it is patina/,
    ],
    [
      'We have preconceived notions about hiring a band for a wedding.',
      ['friendly', 'persuasive', 'empathetic'],
      /We['’]ve preconceived/,
    ],
    [
      "If I could, I'd give you all a hug and a pint.",
      ['confident', 'persuasive'],
      /deliver all a hug/,
    ],
    [
      'SSL support   Our mail app now uses the system library for secure connections.',
      ['persuasive'],
      /With SSL, you/,
    ],
  ] as const)('%s', (text, tones, made) => {
    for (const tone of tones)
      for (const intensity of [3, 8, 10] as const)
        expect(rewrite(text, tone, intensity)).not.toMatch(made);
  });
});
