import { EMOTION_TONES, type EmotionTone, type UseCase } from '../ai.types.js';
import { rewritePlain } from '../testing/rewrite-plain.js';
import { grammarProblems } from '../testing/text-checks.js';
import { continuesVerb } from './language/verb-phrase.js';
import { reasonFirst, timeLeadComma } from './rules/sentence-leads.js';
import { splitSharedSubject } from './rules/body-splits.js';
import { firmModals } from './rules/modals.js';
import { comesWith, hasGot, offersFeature } from './rules/product-copy.js';
import { softenCommand } from './rules/requests.js';
import { availabilityForReader } from './rules/availability.js';
import { gentleNews, lowerArousal } from './rules/word-swaps.js';

const rewrite = (text: string, tone: EmotionTone, intensity = 8, useCase: UseCase = 'general') =>
  rewritePlain(text, tone, intensity, useCase).plainText;

describe('the perfect tense is not a feature', () => {
  it('tells "has" + participle from "has" + thing', () => {
    expect(continuesVerb('finally been repaired.')).toBe(true);
    expect(continuesVerb('already gone to print.')).toBe(true);
    expect(continuesVerb('shipped to 9 cities.')).toBe(true);
    expect(continuesVerb('to be charged overnight.')).toBe(true);
    expect(continuesVerb('a folding handle and a lid.')).toBe(false);
    expect(continuesVerb('automated backups.')).toBe(false);
    expect(continuesVerb('improved grip.')).toBe(false);
  });

  it('leaves "It has now been …" alone in every feature verb', () => {
    for (const sentence of [
      'It has now been approved by the safety board.',
      'They have already been delivered to every branch.',
      'It has quietly become our best seller.',
      'It has to be charged before the first ride.',
    ]) {
      expect(comesWith(sentence)).toBe(sentence);
      expect(hasGot(sentence)).toBe(sentence);
      expect(offersFeature(sentence)).toBe(sentence);
    }
    expect(comesWith('It has a folding handle.')).toBe('It comes with a folding handle.');
  });

  it('keeps perfect-tense sentences whole in product copy, tone by tone', () => {
    const text =
      'Our trail backpack holds 28 litres. It has recently been redesigned with lighter straps. It has a rain cover and two side pockets. They have already sold out twice this year.';
    for (const tone of EMOTION_TONES) {
      const out = rewrite(text, tone, 8, 'sales-copy');
      expect(out).toContain('recently been redesigned');
      expect(out).not.toMatch(
        /(?:comes? with|get|got|offers?|brings? together) (?:recently|already)\b/,
      );
      expect(grammarProblems(out)).toEqual([]);
    }
  });
});

describe('a past-time sentence keeps its tense', () => {
  it('does not turn "could" into "can" in a past setting', () => {
    expect(firmModals('Three summers ago we could barely pay the rent.', false)).toBe(
      'Three summers ago we could barely pay the rent.',
    );
    expect(firmModals('Back then I could only dream of a garden.', true)).toBe(
      'Back then I could only dream of a garden.',
    );
    expect(firmModals('The mechanic told us it might cost more.', false)).toBe(
      'The mechanic told us it might cost more.',
    );
    // A plain present hedge is still firmed, to an expectation, not a claim.
    expect(firmModals('This change might help new users.', false)).toBe(
      'This change should help new users.',
    );
  });

  it('keeps a story in the past in every tone', () => {
    const text =
      'Four years ago I could barely hold a conversation in Spanish. My teacher warned me that the exam might be too hard. I practised with a tandem partner every evening. Last month I passed with a distinction.';
    for (const tone of EMOTION_TONES) {
      const out = rewrite(text, tone, 8, 'linkedin-post');
      expect(out).toContain('could barely hold');
      expect(out).toContain('might be too hard');
    }
  });
});

describe('an ask keeps the date its text gives it', () => {
  it('adds no "today" when the text names a day or time elsewhere', () => {
    const text =
      'Hello team,\n\nThe planning session runs on Wednesday 3 September from 9 am to 11 am. Could you send me your draft roadmap and the open risks? Print the agenda if you can.\n\nThanks,\nLeo';
    for (const intensity of [5, 8, 10]) {
      const out = rewrite(text, 'urgent', intensity, 'email');
      expect(out).not.toMatch(/\btoday\b/);
    }
  });

  it('gives an undated ask no day the author did not set', () => {
    const text = 'Could you send me the signed contract? The client is waiting for it.';
    const out = rewrite(text, 'urgent', 8);
    expect(out).toContain('Please send me the signed contract');
    expect(out).not.toMatch(/\btoday\b/);
  });
});

describe('an invitation is not a request', () => {
  it('does not turn "come by", "drop in" or "join us" into a question', () => {
    for (const invitation of [
      'Come by after 5 pm for a free tasting.',
      'Drop in any time this week and meet the new bakers.',
      'Bring the kids and join us for a story hour.',
      'Treat yourself to a slice of cake.',
      'Check out the new reading corner.',
      'Swing by the stand for a sample.',
    ]) {
      expect(softenCommand(invitation, true, false, 1, true)).toBe(invitation);
    }
    expect(softenCommand('Send the invoice to accounts.', false, false, 1, true)).toBe(
      'Could you send the invoice to accounts?',
    );
    // A habit to give up has no "when you are able".
    expect(softenCommand('Please stop parking in the loading bay.', true, false, 2, true)).toBe(
      'Could you please stop parking in the loading bay?',
    );
  });

  it('keeps an event invitation an invitation in the empathetic and friendly tones', () => {
    const text =
      'Our bookshop turns ten next Friday. Stop by between 4 pm and 7 pm for cake and a raffle. Bring your friends and celebrate with us.';
    for (const tone of ['empathetic', 'friendly'] as EmotionTone[]) {
      const out = rewrite(text, tone, 8, 'facebook-post');
      expect(out).not.toMatch(/Could you (?:stop|bring)/);
    }
  });
});

describe('new body moves', () => {
  it('a time phrase that opens a story takes its comma, a time-phrase subject does not', () => {
    expect(timeLeadComma('Five summers ago we bought a broken boat.')).toBe(
      'Five summers ago, we bought a broken boat.',
    );
    expect(timeLeadComma('That evening my brother called.')).toBe(
      'That evening, my brother called.',
    );
    expect(timeLeadComma('Last winter marked our tenth year.')).toBe(
      'Last winter marked our tenth year.',
    );
  });

  it('friendly says a release or an invitation gladly, once', () => {
    const release = rewrite(
      'Build 7 of the planner is now available. We moved the export button to the toolbar. Old backups stay readable.',
      'friendly',
      8,
    );
    expect(release).toMatch(/is now available!/);
    const invitation = rewrite(
      'Our choir gives a free concert at the town hall. Drop in after work and hear the new programme. Seats are not reserved.',
      'friendly',
      8,
      'facebook-post',
    );
    expect(invitation).toMatch(/new programme!/);
    expect(grammarProblems(invitation)).toEqual([]);
  });
});

describe('splitting a shared subject', () => {
  it('splits a three-verb list after its first verb, never inside the list', () => {
    expect(
      splitSharedSubject(
        'We cleaned the floor, oiled the boards and fixed every door in the flat.',
      ),
    ).toBe('We cleaned the floor. We oiled the boards and fixed every door in the flat.');
  });

  it('leaves a relative clause’s verbs with their subject', () => {
    const text = 'We called the landlord, who listened to the complaint and promised a repair.';
    expect(splitSharedSubject(text)).toBe(text);
  });
});

describe('"can\'t wait" is a wish, not bad news', () => {
  const text =
    'Our climbing gym opens a new bouldering wall this month. We cannot wait to show it to you. Members climb free on the first evening.';

  it('empathetic does not make it "not able to wait"', () => {
    expect(rewrite(text, 'empathetic', 8)).not.toMatch(/able to wait/);
    expect(gentleNews("We can't refund digital orders.", false)).toBe(
      "We aren't able to refund digital orders.",
    );
  });

  it('calm looks forward to doing it', () => {
    expect(lowerArousal("We can't wait to meet you.")).toBe('We look forward to meeting you.');
  });

  it('inspiring does not add "Together," to it', () => {
    const wish =
      "Our pottery studio reopens on 4 May with two new kilns. We can't wait to welcome you back.";
    expect(rewrite(wish, 'inspiring', 8)).not.toMatch(/Together, we can/);
  });
});

describe('logistics in an analytical or persuasive voice', () => {
  it('balanced gives the reason first, never across a negation', () => {
    const none = new Set<string>();
    expect(reasonFirst('Bring a torch because the hallway lights are being replaced.', none)).toBe(
      'Since the hallway lights are being replaced, bring a torch.',
    );
    expect(reasonFirst('I did not call because the line was busy.', none)).toBe(
      'I did not call because the line was busy.',
    );
  });

  it('persuasion makes availability the reader’s, never for people or names', () => {
    expect(availabilityForReader('Towels and lockers are available at the front desk.')).toBe(
      'You can get towels and lockers at the front desk.',
    );
    for (const text of [
      'Our nurses are available on weekdays.',
      'Volunteers are available at the entrance.',
      'Nobody is available on Sunday.',
    ])
      expect(availabilityForReader(text)).toBe(text);
  });
});
