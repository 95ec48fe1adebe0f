import { EMOTION_TONES, type EmotionTone } from '../ai.types.js';
import { HEDGED_TEXT, TONE_TEXTS } from './fixtures/tone-texts.js';
import { toneProfile } from './tone-profile.js';

const URGENT_TEXT =
  'Act now! The deadline is today! Reply immediately or you lose your spot! ' +
  'Only 3 seats left! Register now before it is too late!';
const NEUTRAL =
  'The meeting is on the second floor. The room has a table and ten chairs. Lunch is at noon.';

function scoresOf(text: string): Record<EmotionTone, number> {
  return toneProfile(text).scores;
}

describe('toneProfile', () => {
  it('should score a hedged text low on confident', () => {
    expect(scoresOf(HEDGED_TEXT).confident).toBeLessThan(0.2);
  });

  it('should score exclamations and time pressure high on urgent and low on calm', () => {
    const scores = scoresOf(URGENT_TEXT);
    expect(scores.urgent).toBeGreaterThan(0.75);
    expect(scores.calm).toBeLessThan(0.1);
  });

  it('should keep a neutral description low on the emotive tones', () => {
    const scores = scoresOf(NEUTRAL);
    for (const tone of ['urgent', 'empathetic', 'inspiring', 'persuasive', 'friendly'] as const) {
      expect(scores[tone]).toBeLessThan(0.35);
    }
  });

  it('should rise with the density of markers and level off below 1', () => {
    const base = 'The team reviewed the plan for the next release of the app in detail.';
    const one = `${base} We will ship it today.`;
    const many = `${base} Ship it now! The deadline is today! Hurry, time is limited!`;
    const urgentScores = [base, one, many].map((text) => scoresOf(text).urgent);
    expect(urgentScores[0]).toBeLessThan(urgentScores[1]);
    expect(urgentScores[1]).toBeLessThan(urgentScores[2]);
    expect(urgentScores[2]).toBeLessThanOrEqual(1);
  });

  it('should list the marker words and sentence indexes that drive a tone', () => {
    const profile = toneProfile(
      'The office opens at nine. I understand how frustrating the delay has been, and I am sorry.',
    );
    expect(profile.drivers.empathetic.words).toEqual(
      expect.arrayContaining(['i understand', 'frustrating', 'sorry']),
    );
    expect(profile.drivers.empathetic.sentences).toEqual([1]);
    expect(profile.drivers.urgent.words).toEqual([]);
  });

  it('should not list a plain sentence as a driver of confident', () => {
    const profile = toneProfile('The room has ten chairs. We will definitely ship on Friday.');
    expect(profile.drivers.confident.sentences).toEqual([1]);
    expect(profile.drivers.confident.words).toEqual(expect.arrayContaining(['will', 'definitely']));
  });

  it('should give every tone a score in 0–1 for every fixture', () => {
    for (const text of Object.values(TONE_TEXTS)) {
      const profile = toneProfile(text);
      for (const tone of EMOTION_TONES) {
        expect(profile.scores[tone]).toBeGreaterThanOrEqual(0);
        expect(profile.scores[tone]).toBeLessThanOrEqual(1);
      }
    }
  });

  it('should score each fixture highest on its own tone among the expressive tones', () => {
    for (const tone of ['empathetic', 'persuasive', 'friendly', 'inspiring', 'urgent'] as const) {
      const scores = scoresOf(TONE_TEXTS[tone]);
      for (const other of EMOTION_TONES) {
        if (other !== tone) expect(scores[tone]).toBeGreaterThan(scores[other]);
      }
    }
  });
});
