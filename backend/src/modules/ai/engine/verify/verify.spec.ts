import { EMOTION_TONES } from '../../ai.types.js';
import { rewriteWithBuiltinEngine } from '../builtin-engine.js';
import { adviceFor } from '../report/advice.js';
import { changeLevelOf } from '../report/change-level.js';
import { carriesObligation, speechActsOf } from './speech-acts.js';
import { verifySentence } from './verify-sentence.js';
import { addedLineMisfit } from './verify-work.js';

const refused = (before: string, after: string) => verifySentence(before, after).length > 0;

describe('the verifier refuses each class of damage', () => {
  it('keeps the measure word after a number', () => {
    expect(
      refused('The barge carried 40 crates of apples.', 'The barge carried 40 many apples.'),
    ).toBe(true);
    expect(
      refused('The barge carried 40 crates of apples.', 'The barge carried 40 crates of fruit.'),
    ).toBe(false);
  });

  it('refuses a preposition swapped for an adverb of quantity', () => {
    expect(
      refused('Nadia was anxious about the audit.', 'Nadia was anxious approximately the audit.'),
    ).toBe(true);
    expect(
      refused('The upload takes about 3 minutes.', 'The upload takes approximately 3 minutes.'),
    ).toBe(false);
  });

  it('refuses a sentence break inside an abbreviation or a name, and a lone connector', () => {
    expect(
      refused(
        'The U.S. Grain Council met the growers in Ohio.',
        'The U.S. Grain Council met the growers in Ohio. Grain Council stays.',
      ),
    ).toBe(false);
    expect(
      refused('Prices rose at Acme Inc. last year.', 'Prices rose at Acme Inc. Last year.'),
    ).toBe(true);
    expect(
      refused('However, the bridge is still closed.', 'However. The bridge is still closed.'),
    ).toBe(true);
  });

  it('keeps datelines, acronyms and names in their capitals', () => {
    expect(
      refused(
        'OSLO, 2 May — Fjell Robotics opened a plant.',
        'Oslo, 2 May — Fjell Robotics opened a plant.',
      ),
    ).toBe(true);
    expect(refused('The API is slow for Maria today.', 'The api is slow for maria today.')).toBe(
      true,
    );
    // Shouting lowered is a tone's job.
    expect(refused('The lift is BROKEN AGAIN today.', 'The lift is broken again today.')).toBe(
      false,
    );
  });

  it('keeps code identifiers with their punctuation', () => {
    expect(refused('Call fetchAll() before render.', 'Call fetchAll before render.')).toBe(true);
    expect(refused('Set cache.ttl to zero.', 'Set cache ttl to zero.')).toBe(true);
  });

  it('keeps a question about the reader a question', () => {
    expect(
      refused('Would you have 20 minutes on Thursday?', 'Please have 20 minutes on Thursday.'),
    ).toBe(true);
    // An ask for an action may become a polite command: the ask is the same.
    expect(refused('Could you send the floor plan?', 'Please send the floor plan.')).toBe(false);
  });

  it('keeps apologies, commitments and offers, and negations', () => {
    expect(refused('Sorry for the late delivery.', 'Thank you for waiting.')).toBe(true);
    expect(refused('We will refund the fee by Monday.', 'The fee is refunded.')).toBe(true);
    expect(refused('We can move your slot if you need.', 'Your slot stays.')).toBe(true);
    expect(refused('The pool is not open on Sundays.', 'The pool is open on Sundays.')).toBe(true);
  });

  it('refuses a fragment and a statement turned into a command', () => {
    expect(refused('There is a vacancy for a welder.', 'There is a vacancy for.')).toBe(true);
    expect(refused('Reports can now be exported to CSV.', 'Export reports to CSV.')).toBe(true);
  });

  it('reads speech acts per sentence', () => {
    expect([...speechActsOf("We're sorry, and we'll send a new kettle.")].sort()).toEqual([
      'apology',
      'commitment',
    ]);
    expect(speechActsOf('Are you free on Friday?').has('question')).toBe(true);
    expect(carriesObligation('We will call you back tomorrow.')).toBe(true);
    expect(carriesObligation('The café opened in 2019.')).toBe(false);
  });
});

describe('added lines fit the text', () => {
  it('adds no deadline where none exists and no sales call on what is not sold', () => {
    const plain = { hasDeadline: false, sellsSomething: false, commits: false, ownsProblem: false };
    expect(addedLineMisfit('Reply by Friday at the latest.', plain)).toBeDefined();
    expect(addedLineMisfit('Order yours now.', plain)).toBeDefined();
    expect(addedLineMisfit('Thanks for reading.', plain)).toBeUndefined();
    expect(
      addedLineMisfit('Order yours at the shop.', { ...plain, sellsSomething: true }),
    ).toBeUndefined();
    // "today" under an offer with no date of its own is invented pressure (issue 28).
    expect(addedLineMisfit('Order yours today.', { ...plain, sellsSomething: true })).toBeDefined();
    expect(
      addedLineMisfit('Please treat this as a priority.', { ...plain, sellsSomething: true }),
    ).toBeDefined();
    expect(
      addedLineMisfit('Order yours today.', { ...plain, sellsSomething: true, hasDeadline: true }),
    ).toBeUndefined();
  });

  it('adds no commitment and no sympathy the text does not have (issue 28)', () => {
    const label = { hasDeadline: false, sellsSomething: false, commits: false, ownsProblem: false };
    // A care label with "Unfortunately, polyester sheds fibres" promised nothing and had no outage.
    expect(
      addedLineMisfit('Thank you for your patience while we put this right.', label),
    ).toBeDefined();
    expect(addedLineMisfit('We know that makes things harder for you.', label)).toBeDefined();
    expect(
      addedLineMisfit("Just reply if anything isn't right, and we'll sort it out.", label),
    ).toBeDefined();
    // A library's answer about registering offered no service.
    expect(
      addedLineMisfit('Book a call and find out what we can do for you.', label),
    ).toBeDefined();
    const outage = { ...label, commits: true, ownsProblem: true };
    expect(
      addedLineMisfit('Thank you for your patience while we put this right.', outage),
    ).toBeUndefined();
  });
});

const NOTICE = `Hi neighbours,

The Elm Street community garden closes for two weeks from 3 March while the council replaces the fence. We're sorry for the short notice. We will reopen the gate on 17 March and we can store your tools in the shed until then. Would you have an hour to help us replant the herb beds on 18 March?

Thanks,
Priya`;

describe('rewrites of a text nobody tuned the rules on', () => {
  it.each(EMOTION_TONES.map((tone) => [tone]))(
    '%s at 8 and 10 keeps the apology, the promise, the offer and the question',
    (tone) => {
      for (const intensity of [8, 10]) {
        const out = rewriteWithBuiltinEngine({ text: NOTICE, emotion_tone: tone, intensity });
        expect(out.plainText).toMatch(/\bsorry\b|\bapologi/i);
        expect(out.plainText).toMatch(/\bwill reopen\b|\bwe['’]ll reopen\b/i);
        expect(out.plainText).toContain('shed');
        expect(out.plainText).toMatch(/herb beds on 18 March\?/);
        expect(out.plainText).toContain('Elm Street');
      }
    },
  );

  it('a word target never drops a sentence that promises, apologises or offers', () => {
    const out = rewriteWithBuiltinEngine({
      text: NOTICE,
      emotion_tone: 'professional',
      intensity: 8,
      target_word_count: 30,
    });
    expect(out.plainText).toMatch(/sorry/i);
    expect(out.plainText).toMatch(/reopen/);
    expect(out.plainText).toMatch(/store your tools/);
  });
});

describe('code in a text', () => {
  it.each(EMOTION_TONES.map((tone) => [tone]))('%s keeps call brackets and flags', (tone) => {
    const text =
      'The old endpoint goes away on 2 May. Call store.loadAll() once and pass --no-cache to the worker.';
    const out = rewriteWithBuiltinEngine({ text, emotion_tone: tone, intensity: 9 });
    expect(out.plainText).toContain('store.loadAll()');
    expect(out.plainText).toContain('--no-cache');
  });
});

describe('no sentence becomes a copy of another', () => {
  it.each(EMOTION_TONES.map((tone) => [tone]))('%s at 8 keeps three distinct sentences', (tone) => {
    const text =
      'Last spring we planted 400 trees along the canal in Leith. This year the need is bigger. A gift of £10 plants two more.';
    const out = rewriteWithBuiltinEngine({ text, emotion_tone: tone, intensity: 8 });
    expect(out.plainText.match(/we planted/g)).toHaveLength(1);
    expect(out.plainText).toMatch(/need is bigger/);
  });
});

describe('the report on a rewrite', () => {
  it('names how much changed', () => {
    expect(changeLevelOf('We open at nine.', 'We open at nine.')).toBe('unchanged');
    expect(
      changeLevelOf(
        'We open the doors at nine every weekday and close them at five in the evening.',
        'We open the doors at nine every weekday and close them at 5 in the evening.',
      ),
    ).toBe('minor');
    expect(changeLevelOf('We open at nine.', 'Doors open at nine sharp, every day!')).toBe(
      'rewritten',
    );
  });

  it('advises per tone, tied to the sentence', () => {
    expect(
      adviceFor('We think the new rota could work better for everyone.', 'confident')[0],
    ).toEqual({
      sentence_index: 0,
      sentence: 'We think the new rota could work better for everyone.',
      message: 'the hedge "We think" weakens this claim',
    });
    expect(adviceFor('Please send the signed lease back to me.', 'urgent')[0]?.message).toBe(
      'no deadline is named: say by when',
    );
    expect(
      adviceFor('The kettle has a keep-warm mode so you never reheat your tea.', 'persuasive')[0]
        ?.message,
    ).toBe('the benefit comes after the feature: lead with what the reader gains');
  });
});
