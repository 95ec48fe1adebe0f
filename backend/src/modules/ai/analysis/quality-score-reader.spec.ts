import type { QualityScore, RewriteRequest } from '../ai.types.js';
import { lostSpeechActs } from '../engine/verify/speech-acts.js';
import { FIRM_TEXT, HEDGED_TEXT } from './fixtures/tone-texts.js';
import { parseText } from './features/parse-text.js';
import {
  isGenericLine,
  misfitOf,
  splitSentences,
  withoutStockLead,
} from './quality/added-lines.js';
import {
  compareWithInput,
  type Damage,
  introducedDefects,
  scoreInputParsed,
  scoreQuality,
  truthfulScore,
} from './quality-score.js';

// The score as a reader sees it: it moves with what changed for a reader, and the ceilings a
// reader's view sets (the parts one by one are in quality-score.spec.ts).

const request = (overrides: Partial<RewriteRequest> = {}): RewriteRequest => ({
  text: HEDGED_TEXT,
  emotion_tone: 'confident',
  intensity: 7,
  ...overrides,
});

describe('scores that move with what a reader sees', () => {
  const ask = (tone: 'confident' | 'persuasive' | 'inspiring', intensity = 8) =>
    request({ emotion_tone: tone, intensity });
  const NOTICE =
    'The quarterly figures were 5% below plan. Two renewals slipped into the next quarter. We expect both to close in August.';

  it('scores an output identical to its input below the input', () => {
    const input = scoreInputParsed(parseText(HEDGED_TEXT), ask('confident'));
    const same = scoreQuality({
      text: HEDGED_TEXT,
      request: ask('confident'),
      original: HEDGED_TEXT,
    });
    expect(same.score).toBeLessThanOrEqual(input.score);
    expect(same.breakdown.tone_match).toBeLessThanOrEqual(input.breakdown.tone_match);
  });

  it('credits the tone the author’s own sentences gained over the tone the input had', () => {
    const moved = scoreQuality({
      text: FIRM_TEXT,
      request: ask('confident'),
      original: HEDGED_TEXT,
    });
    const same = scoreQuality({
      text: HEDGED_TEXT,
      request: ask('confident'),
      original: HEDGED_TEXT,
    });
    expect(moved.breakdown.tone_match).toBeGreaterThan(same.breakdown.tone_match);
  });

  it('lowers meaning kept for an added line that misleads, and names it', () => {
    const misleading = `${NOTICE} Get in touch today to learn more.`;
    const compared = compareWithInput(parseText(NOTICE), parseText(misleading), ask('persuasive'));
    expect(compared.misfits.map((line) => line.reason)).toEqual([
      'a sales call on something not sold',
    ]);
    const scored = scoreQuality({ text: misleading, request: ask('persuasive'), original: NOTICE });
    const plain = scoreQuality({ text: NOTICE, request: ask('persuasive'), original: NOTICE });
    expect(scored.breakdown.meaning_kept).toBeLessThan(plain.breakdown.meaning_kept);
    const outage = 'The site was down for an hour. We are sorry for the disruption.';
    expect(misfitOf("Let's make the next chapter the best one yet!", outage)).toBe(
      'a celebration under a problem',
    );
  });

  it('lowers meaning kept when the author’s question is lost', () => {
    const question = 'Could you send the signed form by Friday?';
    const lost = scoreQuality({
      text: 'Send the signed form by Friday.',
      request: ask('confident'),
      original: question,
    });
    const kept = scoreQuality({ text: question, request: ask('confident'), original: question });
    expect(lost.breakdown.meaning_kept).toBeLessThan(kept.breakdown.meaning_kept);
  });

  it('counts a broken possessive as a fluency defect, but not a quotation', () => {
    const fluency = (text: string) =>
      scoreQuality({ text, request: ask('confident') }).breakdown.fluency;
    expect(fluency("There is a children' corner by the stage.")).toBeLessThan(
      fluency("There is a children's corner by the stage."),
    );
    expect(fluency("We call it 'the plan' at work.")).toBe(10);
  });

  // Texts written for these tests.
  const MARKET =
    'Join us at the Harbour Street market on Sunday 9 March. There will be 30 stalls and a brass band. Entry is free.';
  const STALLS =
    'The market has 30 stalls this year. Most of them sell local cheese and bread. It opens at 9 am.';

  it('gives a line that could close any text no tone credit, and a line that fits the text some once the author’s sentences moved', () => {
    const tone = (text: string, tone: 'professional' | 'friendly') =>
      compareWithInput(parseText(MARKET), parseText(text), request({ emotion_tone: tone })).tone;
    expect(isGenericLine('Thank you for your attention to this.')).toBe(true);
    expect(isGenericLine('See you there!')).toBe(false);
    expect(tone(`${MARKET} Thank you for your attention to this.`, 'professional')).toBeCloseTo(
      tone(MARKET, 'professional'),
      5,
    );
    // Issue 28: tone credit needs movement in the author's own sentences; a line alone earns none.
    expect(tone(`${MARKET} See you there!`, 'friendly')).toBeCloseTo(tone(MARKET, 'friendly'), 5);
    const edited = MARKET.replace('There will be', "There'll be");
    expect(tone(`${edited} See you there!`, 'friendly')).toBeGreaterThan(tone(edited, 'friendly'));
    // A friendly line that could close any text earns nothing, even under moved sentences.
    expect(tone(`${edited} Hope you're doing well!`, 'friendly')).toBeCloseTo(
      tone(edited, 'friendly'),
      5,
    );
    // Nor does a warm line that misleads (a sales call under a text that sells nothing).
    const salesCall = `${edited} Sign up now, we'd love to see you there!`;
    expect(
      compareWithInput(parseText(MARKET), parseText(salesCall), ask('persuasive')).misfits,
    ).toHaveLength(1);
    expect(tone(salesCall, 'friendly')).toBeCloseTo(tone(edited, 'friendly'), 5);
  });

  it('reads the author’s sentence without a stock lead-in the rewrite put before it', () => {
    expect(withoutStockLead('A quick, steady update: the market opens at 9 am.', STALLS)).toBe(
      'The market opens at 9 am.',
    );
    expect(withoutStockLead('In addition, it opens at 9 am.', STALLS)).toBe('It opens at 9 am.');
    // The author's own "Also," stays.
    expect(withoutStockLead('Also, it opens at 9 am.', `Also, it opens at 9 am.`)).toBe(
      'Also, it opens at 9 am.',
    );
    const calm = request({ emotion_tone: 'calm', intensity: 7 });
    const led = STALLS.replace('It opens', 'A quick, steady update: it opens');
    expect(compareWithInput(parseText(STALLS), parseText(led), calm).tone).toBeCloseTo(
      compareWithInput(parseText(STALLS), parseText(STALLS), calm).tone,
      1,
    );
  });

  it('tells the author’s sentences, reworded or led in, from the lines a rewrite added', () => {
    const split = (output: string) => {
      const { author, added } = splitSentences(parseText(STALLS), parseText(output));
      return {
        author: author.map((sentence) => sentence.text.trim()),
        added: added.map(({ text, kind }) => [kind, text]),
      };
    };
    // The same words inflected otherwise are still the author's.
    expect(split('Most of the stalls sold local cheeses and breads.').author).toEqual([
      'Most of the stalls sold local cheeses and breads.',
    ]);
    // A stock lead-in before the first sentence does not make it new.
    expect(split('A quick, steady update: the market has 30 stalls this year.').author).toEqual([
      'A quick, steady update: the market has 30 stalls this year.',
    ]);
    // Shared little words ("and", "it", "of") make no line the author's; two-word lines carry no claim.
    expect(
      split(
        `${STALLS} We hope all of you will have a lovely time and enjoy it. Fresh bread and cheese make the best Sunday morning in town. Thank you for your attention to this. See you!`,
      ).added,
    ).toEqual([
      ['stock', 'We hope all of you will have a lovely time and enjoy it.'],
      ['related', 'Fresh bread and cheese make the best Sunday morning in town.'],
      ['generic', 'Thank you for your attention to this.'],
    ]);
  });

  it('credits a step toward the tone even where intensity 10 asks for more than the text shows', () => {
    const ask10 = request({ emotion_tone: 'friendly', intensity: 10 });
    const warmer = STALLS.replace(
      'It opens at 9 am.',
      "It opens at 9 am, and we'd love to see you.",
    );
    expect(compareWithInput(parseText(STALLS), parseText(warmer), ask10).tone).toBeGreaterThan(
      compareWithInput(parseText(STALLS), parseText(STALLS), ask10).tone + 0.1,
    );
  });

  it('keeps a result that broke a sentence or misleads below its input, and names the defect', () => {
    const broken = MARKET.replace('a brass band', "a children' band");
    const compared = compareWithInput(parseText(MARKET), parseText(broken), ask('confident'));
    expect(compared.newDefects.map((issue) => issue.kind)).toEqual(['broken_possessive']);
    const input = scoreInputParsed(parseText(MARKET), ask('confident'));
    const output = scoreQuality({ text: broken, request: ask('confident'), original: MARKET });
    const truthful = truthfulScore(output, input, 'minor', { harmed: true });
    // A reader would rather send the input: a harmed result is a full point below it, or 5.5.
    expect(truthful.score).toBeLessThanOrEqual(Math.min(5.5, input.score - 1) + 1e-9);
    expect(truthfulScore(output, input, 'minor').score).toBeGreaterThan(truthful.score);
    // A change of case or punctuation only is the input, unless it is a damage a reader sees.
    const cosmetic = truthfulScore(output, input, 'minor', { changedWords: 0 });
    expect(cosmetic).toEqual({ score: input.score, breakdown: input.breakdown });
    const wrongCapital = truthfulScore(output, input, 'minor', { changedWords: 0, harmed: true });
    expect(wrongCapital.score).toBeLessThan(input.score);
    // Two sentences joined into a long one is style, not a broken sentence.
    const short =
      'We open the doors at nine on Sunday morning for everyone who bought a ticket for the spring fair this year. ' +
      'The brass band from the harbour starts playing at ten and plays on the main square until the last stalls close.';
    const joined = short.replace('this year. The brass band', 'this year, and the brass band');
    expect(joined).not.toBe(short);
    expect(
      compareWithInput(parseText(short), parseText(joined), ask('confident')).newDefects,
    ).toEqual([]);
  });

  it('does not count a sentence more as a length problem, however short the text', () => {
    const longer = `${MARKET} Bring a bag for your shopping.`;
    expect(
      scoreQuality({
        text: longer,
        request: request({ emotion_tone: 'friendly' }),
        original: MARKET,
      }).breakdown.length_fit,
    ).toBe(10);
  });

  it('reads a command in any sentence of a text as a request', () => {
    expect(
      lostSpeechActs(
        'The car park closes on Monday. Please use the lot on Mill Road.',
        'Important: the car park closes on Monday. Use the lot on Mill Road.',
      ),
    ).toEqual([]);
  });
});

describe('introducedDefects: the defects the output has that its input did not', () => {
  const introduced = (input: string, output: string) =>
    introducedDefects(parseText(input), parseText(output)).map(({ kind, detail }) => [
      kind,
      detail,
    ]);

  it('lists a defect the input did not have', () => {
    expect(introduced('We ship the report.', 'We ship the the report.')).toEqual([
      ['doubled_word', 'the the'],
    ]);
  });

  it('does not blame the output for a defect the input had, whatever its case', () => {
    expect(
      introduced('We ship The the report. It works.', 'We ship the the report. It works well.'),
    ).toEqual([]);
  });

  it('counts: a second copy of the input’s defect is new', () => {
    expect(
      introduced('We ship the the report.', 'We ship the the report. We sign the the form.'),
    ).toEqual([['doubled_word', 'the the']]);
  });
});

describe('truthfulScore: what a reader sees decides the ceiling', () => {
  const scored = (score: number, breakdownScore = score): QualityScore => ({
    score,
    breakdown: {
      tone_match: breakdownScore,
      meaning_kept: breakdownScore,
      fluency: breakdownScore,
      clarity: breakdownScore,
      length_fit: breakdownScore,
    },
  });

  it('scores an unchanged result exactly as its input, parts included', () => {
    expect(truthfulScore(scored(9), scored(6, 5), 'unchanged')).toEqual(scored(6, 5));
    expect(truthfulScore(scored(3), scored(6, 5), 'unchanged', { changedWords: 4 })).toEqual(
      scored(6, 5),
    );
  });

  it('lets one swapped word add at most half a point', () => {
    expect(truthfulScore(scored(9), scored(6), 'rewritten', { changedWords: 1 })).toEqual(
      scored(6.5, 9),
    );
    expect(truthfulScore(scored(6.3), scored(6), 'rewritten', { changedWords: 1 }).score).toBe(6.3);
  });

  it('lets a minor edit add at most two points, and a rewrite earn its own score', () => {
    expect(truthfulScore(scored(9.4), scored(6), 'minor', { changedWords: 3 })).toEqual(
      scored(8, 9.4),
    );
    expect(truthfulScore(scored(7.5), scored(6), 'minor', { changedWords: 3 }).score).toBe(7.5);
    expect(truthfulScore(scored(9.4), scored(6), 'rewritten', { changedWords: 3 }).score).toBe(9.4);
  });

  it('ranks a harmless light edit that moved no measure just above the unchanged text', () => {
    const light = (damage: Damage, level: 'minor' | 'rewritten' = 'minor', input = 6) =>
      truthfulScore(scored(input), scored(input), level, damage).score;
    expect(light({ changedWords: 2 })).toBe(6.1);
    expect(light({ changedWords: 2 }, 'rewritten')).toBe(6.1);
    // Not without a changed word, nor for a result that only added lines, lost a fact or harmed.
    expect(light({})).toBe(6);
    expect(light({ changedWords: 2, onlyAdded: true })).toBe(6);
    expect(light({ changedWords: 2, lostFact: true }, 'minor', 3)).toBe(3);
    expect(light({ changedWords: 2, harmed: true })).toBe(5);
    // A result that moved a measure keeps its own score.
    expect(truthfulScore(scored(6.6), scored(6), 'minor', { changedWords: 2 }).score).toBe(6.6);
  });

  it('keeps a harmed result at most 5.5 and a full point below its input', () => {
    const harmed = (output: number, input: number) =>
      truthfulScore(scored(output), scored(input), 'rewritten', { harmed: true }).score;
    expect(harmed(9, 8)).toBe(5.5);
    expect(harmed(9, 6)).toBe(5);
    expect(harmed(3, 6)).toBe(3);
    expect(harmed(9, 0.5)).toBe(0);
  });

  it('caps a result that lost a fact at 4, whatever else is good', () => {
    const lost = (output: number) =>
      truthfulScore(scored(output), scored(5), 'rewritten', { lostFact: true }).score;
    expect(lost(9)).toBe(4);
    expect(lost(4)).toBe(4);
    expect(lost(3.2)).toBe(3.2);
  });
});
