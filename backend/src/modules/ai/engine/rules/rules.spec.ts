import { SpanMasker } from '../../guardrails/span-masker.js';
import { articleFor } from '../grammar/articles.js';
import { tidySentence } from '../grammar/tidy.js';
import { subjectNumberBefore } from '../language/subject.js';
import { contract, expandContractions } from './contractions.js';
import { countContractions } from './count-contractions.js';
import { removeOpinionOpeners, removeSofteners } from './hedges.js';
import { firmModals } from './modals.js';
import { passiveToActive } from './passive-voice.js';
import { addressReader, featureToBenefit } from './person.js';
import { exclamationsToPeriods } from './punctuation.js';
import { sharpenRequest, softenCommand } from './requests.js';
import { splitAtConjunctions } from './split-sentences.js';

const identity = (token: string) => token;

describe('verb agreement when a hedge goes', () => {
  it.each([
    // A claimed benefit becomes an expectation, never a fact ("helps" was a claim the writer did
    // not make); what the writer or anyone else may do, or what may happen, stays a likelihood:
    // a firm tone must not promise or report for them.
    ['Our new dashboard might help your team.', 'Our new dashboard should help your team.'],
    ['These reports might help your team.', 'These reports should help your team.'],
    ['I think the Growth plan might work for you.', 'I think the Growth plan should work for you.'],
    // A possibility is never made a probability: "will likely" read as a forecast about the
    // product, the date or the writer's offer ("there might be a small smudge" on a mug).
    ['I might be late.', 'I might be late.'],
    ['We might offer a 10% credit.', 'We might offer a 10% credit.'],
    [
      'The results of the survey might show a trend.',
      'The results of the survey might show a trend.',
    ],
    ['Each glass might have a tiny bubble.', 'Each glass might have a tiny bubble.'],
    // The doubled hedge goes; the writer's "could" stays ("We could possibly offer a 20% discount"
    // was turned into "We will offer a 20% discount").
    ['This could possibly improve sign-ups.', 'This could improve sign-ups.'],
    ['We could possibly offer a 20% discount.', 'We could offer a 20% discount.'],
    ['It might go faster next week.', 'It might go faster next week.'],
    ['We might be able to help.', 'We might be able to help.'],
    ['You could try the new flow.', 'You can try the new flow.'],
    // "may" is a possibility or a permission the writer left open: it stays.
    ['Sarah and Tom may join the call.', 'Sarah and Tom may join the call.'],
    ['Sarah and Tom might join the call.', 'Sarah and Tom might join the call.'],
    ['I think you might like the new bundles.', 'I think you might like the new bundles.'],
    ['You might save 20% on every plan.', 'You might save 20% on every plan.'],
  ])('%s → %s', (input, expected) => {
    expect(firmModals(input, false)).toBe(expected);
  });

  it('should leave questions, negatives and conditions alone', () => {
    expect(firmModals('Could you send it?', true)).toBe('Could you send it?');
    expect(firmModals('It might not work.', true)).toBe('It might not work.');
    expect(firmModals('If it might rain, we stay in.', true)).toBe('If it might rain, we stay in.');
  });

  it('should tell subject number from the words before the verb', () => {
    expect(subjectNumberBefore('The team')).toBe('singular');
    expect(subjectNumberBefore('The teams that we trust')).toBeUndefined();
    expect(subjectNumberBefore('One of the reports')).toBe('singular');
    expect(subjectNumberBefore('Most of the analysts')).toBe('plural');
    expect(subjectNumberBefore('we also')).toBe('plural');
  });
});

describe('hedges and softeners', () => {
  it('should remove opinion openers only before a clause', () => {
    expect(removeOpinionOpeners('I think we should move the review.')).toBe(
      'we should move the review.',
    );
    expect(removeOpinionOpeners('I called because I think the plan works.')).toBe(
      'I called because the plan works.',
    );
    expect(removeOpinionOpeners('I think so.')).toBe('I think so.');
    expect(removeOpinionOpeners('Maybe we could meet?')).toBe('Maybe we could meet?');
  });

  it('should drop "kind of" as a hedge but not as a noun', () => {
    expect(removeSofteners('It is kind of a big deal.')).toBe('It is a big deal.');
    expect(removeSofteners('What kind of tool is it?')).toBe('What kind of tool is it?');
    expect(removeSofteners('It is a bit slow but a bit of time helps.')).toBe(
      'It is slow but a bit of time helps.',
    );
  });
});

describe('contractions', () => {
  it('should expand contractions but not possessives', () => {
    expect(
      expandContractions("We're sure it's Sarah's call, and we can't wait; it's been a year."),
    ).toBe("We are sure it is Sarah's call, and we cannot wait; it has been a year.");
    expect(expandContractions("I'd sent it, so I'd like a reply.")).toBe(
      'I had sent it, so I would like a reply.',
    );
  });

  it('should contract, never at the end of a clause', () => {
    expect(contract('We are glad you are here. That is who we are.')).toBe(
      "We're glad you're here. That's who we are.",
    );
    expect(contract('We do not know, and it is not clear.')).toBe(
      "We don't know, and it isn't clear.",
    );
    expect(countContractions("It's Sarah's; we're done and don't mind.")).toBe(3);
  });

  it('should keep "we are" before a name, and contract it before a figure', () => {
    const masker = new SpanMasker();
    const name = masker.tokenFor({ kind: 'name', text: 'Stumped' });
    const figure = masker.tokenFor({ kind: 'number', text: '35%' });
    expect(contract(`We are ${name} and they are ${figure} off.`, masker)).toBe(
      `We are ${name} and they're ${figure} off.`,
    );
    expect(contract(`They are ${figure} off.`)).toBe(`They are ${figure} off.`);
  });
});

describe('sentence restructuring', () => {
  const masker = new SpanMasker();

  it('should turn passive sentences with an agent into active ones', () => {
    expect(
      passiveToActive(
        'The update was deployed by the platform team after the review.',
        masker,
        new Set(['update']),
      ),
    ).toBe('The platform team deployed the update after the review.');
    expect(passiveToActive('The report was written by hand.', masker, new Set())).toBe(
      'The report was written by hand.',
    );
  });

  it('should soften and sharpen requests', () => {
    expect(softenCommand('Send the report by Friday.', true, true, 0, true)).toBe(
      'Could you send the report by Friday?',
    );
    expect(softenCommand('Send the report.', true, false, 0, true)).toBe(
      'Could you send the report when you have a moment?',
    );
    expect(softenCommand('Let me know.', true, false, 0, true)).toBe('Let me know.');
    expect(
      softenCommand('Check the numbers, the board noticed a gap.', false, false, 0, true),
    ).toBe('Check the numbers, the board noticed a gap.');
    expect(sharpenRequest('Could you send the file?', false, true)).toBe(
      'Please send the file today.',
    );
  });

  it('should address the reader and turn features into benefits', () => {
    expect(addressReader('Customers can track their orders.')).toBe('You can track your orders.');
    expect(addressReader('This lets managers approve expenses from their phone.')).toBe(
      'This lets you approve expenses from your phone.',
    );
    expect(featureToBenefit('The dashboard has live alerts.', masker, new Set(['dashboard']))).toBe(
      'With the dashboard, you get live alerts.',
    );
  });

  it('should split where two full clauses meet, not inside a list', () => {
    expect(
      splitAtConjunctions(
        'We fixed the login bug last night, and the team is testing it now.',
        'plain',
      ),
    ).toBe('We fixed the login bug last night. The team is testing it now.');
    expect(
      splitAtConjunctions('We thank Ana, Bo, and the design team for their work.', 'plain'),
    ).toBe('We thank Ana, Bo, and the design team for their work.');
  });

  it('should calm exclamations', () => {
    expect(exclamationsToPeriods('Great news!!! Really?!')).toBe('Great news. Really?');
  });
});

describe('grammar tidy-up', () => {
  it.each([
    ['we  moved it ,  and then  .', 'We moved it, and then.'],
    ['it is is done. the the end', 'It is is done. The end'],
    ['a update and an dashboard', 'An update and a dashboard'],
    ['an user guide, a hour, an URL', 'A user guide, an hour, an URL'],
    ['Sent by Dr. smith. next step', 'Sent by Dr. smith. Next step'],
    ['hello ()world, ,done', 'Hello world, done'],
  ])('%s → %s', (input, expected) => {
    expect(tidySentence(input, identity)).toBe(expected);
  });

  it('should choose a/an by sound for numbers and acronyms', () => {
    expect(articleFor('8-hour')).toBe('an');
    expect(articleFor('18')).toBe('an');
    expect(articleFor('80')).toBe('an');
    expect(articleFor('FAQ')).toBeUndefined();
    expect(articleFor('PDF')).toBe('a');
    expect(articleFor('honest')).toBe('an');
    expect(articleFor('university')).toBe('a');
  });
});
