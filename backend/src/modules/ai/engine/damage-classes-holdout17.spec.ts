import { EVERY_TONE_AT_3_8_10, rewritePlainText } from '../testing/rewrite-plain.js';
import { SpanMasker } from '../guardrails/span-masker.js';
import { timeLeadComma } from './rules/sentence-leads.js';
import { featureToBenefit } from './rules/person.js';
import { splitAtConjunctions } from './rules/split-sentences.js';

// Found on the seventeenth held-out set (holdout17) once its figures were committed; rebuilt on
// other words, so the classes are held, not the texts. Each runs through the whole engine in
// every tone at a low, a high and the top intensity.
const CASES = EVERY_TONE_AT_3_8_10;
const rewrite = rewritePlainText;

describe('a line wrapped by hand keeps the case it goes on in', () => {
  const TEXT =
    'we are happy to announce a new release of the sync tool.\n\nto install it, you will need at least version\n2.1 of the desktop app. When you open the app with an old version of the\nsync tool, you will always see a prompt to update it.\n\nwhat is better:\n- faster detection of changed files in all folders (even if the\nfolder has a long name like "a-b-c"\n- support for large files';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/\nSync tool,/);
    expect(out).not.toMatch(/\nFolder has/);
  });
});

describe('a button label in a list of steps is no command to soften', () => {
  const TEXT =
    'Hi Sam,\n\nPassword resets are done on the website.\nGo to the website and click Login.\nEnter the email on your account.\nSend Request.\nOpen the email we send you and enter a new password twice.\nSave Password.\nYou will see a confirmation when it is done.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/send Request|save Password/);
  });
});

describe('no split leaves a noun phrase and its relative clause alone', () => {
  const TEXT =
    'This release is the culmination of design work going back beyond last spring, and a review process that produced its first test build for checking on March 3, two months to the day before I was finally able to push the final files out to the download page, and announce the release publicly. Since then the code has become faster.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/last spring\. A review process/);
  });

  it('still splits two full clauses', () => {
    expect(
      splitAtConjunctions(
        'This release took more work than any before it, and the review process found two bugs in the importer.',
        'plain',
      ),
    ).toBe(
      'This release took more work than any before it. The review process found two bugs in the importer.',
    );
  });
});

describe('one capitalised word at the start is never moved into the benefit frame', () => {
  const TEXT =
    'A Pancake Breakfast with Santa will be held on Saturday.\n\nBreakfast includes pancakes, sausage, juice and coffee. The new pavilion has a play area for children.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/With Breakfast/);
  });

  it('still frames a subject with its determiner', () => {
    expect(
      featureToBenefit(
        'The new pavilion has a play area for children.',
        new SpanMasker(),
        new Set(),
      ),
    ).toBe('With the new pavilion, you get a play area for children.');
  });
});

describe('a time phrase and the words of an adjective series stay whole', () => {
  const TEXT =
    'Yesterday evening, the town council approved the new food plan. Every family should have access to safe, sufficient, nutritious food, and the plan was quite a profitable endeavor for the local farms.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/Yesterday, evening/);
    expect(out).not.toMatch(/safe, enough,/);
    expect(out).not.toMatch(/profitable try/);
  });

  it('still sets a one-word time lead apart', () => {
    expect(timeLeadComma('Yesterday the council approved the plan.')).toBe(
      'Yesterday, the council approved the plan.',
    );
  });
});

describe('a clause that names its subject and its verb before "that" still splits', () => {
  it('splits "…, and the great thing is that…"', () => {
    expect(
      splitAtConjunctions(
        'We put a lot of care into every bar of soap we make, and the great thing is that soy wax holds its scent for longer.',
        'plain',
      ),
    ).toBe(
      'We put a lot of care into every bar of soap we make. The great thing is that soy wax holds its scent for longer.',
    );
  });
});

describe('a purpose phrase before the comma stays with its clause', () => {
  const TEXT =
    'TL;DR to install the new sync tool, you will need at least version 2.1 of the desktop app. The old version keeps working until May.';
  it.each(CASES)('%s at %i', (tone, intensity) => {
    const out = rewrite(TEXT, tone, intensity);
    expect(out).not.toMatch(/sync tool\. You/);
  });

  it('splits no purpose phrase off its clause', () => {
    for (const text of [
      'TL;DR to install the new sync tools, you will need at least version 2.1 of the app.',
      'To install the new sync tools, you will need version 2 of the app.',
    ])
      expect(splitAtConjunctions(text, 'plain', 3)).toBe(text);
  });
});
