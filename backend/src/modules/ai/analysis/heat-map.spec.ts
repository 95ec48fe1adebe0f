import {
  ANALYSIS_MODES,
  AiInputError,
  type AnalysisMode,
  type HeatMapResponse,
} from '../ai.types.js';
import { TONE_TEXTS } from './fixtures/tone-texts.js';
import { bandFor, heatMap } from './heat-map.js';

const URGENT_TEXT =
  'Act now! The deadline is today! Reply immediately or you lose your spot! ' +
  'Only 3 seats left! Register now before it is too late!';
const LONG_PASSIVE =
  'The decision to postpone the migration of the legacy billing database was made by the steering ' +
  'committee after the risks that had been identified by the external auditors were reviewed by the ' +
  'finance department and the engineering leadership team in March.';
const PLAIN = 'We fixed the bug. The app runs fast now. You can update it today.';

function withoutTiming(response: HeatMapResponse): HeatMapResponse {
  return { ...response, metadata: { ...response.metadata, processing_time: 0 } };
}

describe('bandFor', () => {
  it.each([
    [0, 'Very Low'],
    [0.199, 'Very Low'],
    [0.2, 'Low'],
    [0.399, 'Low'],
    [0.4, 'Medium'],
    [0.599, 'Medium'],
    [0.6, 'High'],
    [0.799, 'High'],
    [0.8, 'Very High'],
    [1, 'Very High'],
  ])('should map %d to %s', (intensity, band) => {
    expect(bandFor(intensity)).toBe(band);
  });

  it('should put non-numbers in the lowest band', () => {
    expect(bandFor(Number.NaN)).toBe('Very Low');
  });
});

describe('heatMap', () => {
  it.each(['emotion', 'engagement'] as const)(
    'should rate an urgent, exclamatory text high in %s',
    (mode) => {
      const result = heatMap(URGENT_TEXT, mode);
      expect(result.overall_score).toBeGreaterThan(0.6);
      for (const sentence of result.analysis)
        expect(sentence.intensity).toBeGreaterThanOrEqual(0.6);
    },
  );

  it('should rate a calm factual text lower in emotion than an urgent one', () => {
    expect(heatMap(TONE_TEXTS.calm, 'emotion').overall_score).toBeLessThan(
      heatMap(URGENT_TEXT, 'emotion').overall_score,
    );
  });

  it('should rate a long passive sentence low on clarity and say why', () => {
    const result = heatMap(`${LONG_PASSIVE} ${PLAIN}`, 'clarity');
    const [passive, ...plain] = result.analysis;
    expect(passive.intensity).toBeLessThan(0.4);
    expect(['Very Low', 'Low']).toContain(passive.band);
    expect(passive.insights).toContain("Passive voice: 'was made by', 'been identified by'");
    expect(passive.insights.some((insight) => insight.startsWith('Long sentence: 41 words'))).toBe(
      true,
    );
    for (const sentence of plain) expect(sentence.intensity).toBeGreaterThan(0.8);
    expect(heatMap(LONG_PASSIVE, 'clarity').overall_score).toBeLessThan(
      heatMap(PLAIN, 'clarity').overall_score,
    );
  });

  it('should give suggestions tied to the text for clarity', () => {
    const { suggestions } = heatMap(`${PLAIN} ${LONG_PASSIVE}`, 'clarity');
    expect(suggestions).toContain(
      "Sentence 4: rewrite 'was made by' in the active voice (start with 'the steering committee')",
    );
    expect(suggestions.some((s) => s.startsWith('Sentence 4 has 41 words: split it before'))).toBe(
      true,
    );
  });

  it('should count hedges and flag them as weakening', () => {
    const [sentence] = heatMap('I think we could maybe try it.', 'persuasion').analysis;
    expect(sentence.insights).toContain(
      "3 hedges weaken this sentence: 'I think', 'could', 'maybe'",
    );
  });

  it('should recognise a strong call to action for persuasion', () => {
    const result = heatMap('Our tool saves you hours. Book a demo today.', 'persuasion');
    expect(result.analysis[1].insights).toContain("Strong call to action: 'Book a demo'");
    expect(result.analysis[1].intensity).toBeGreaterThan(0.6);
  });

  it('should ask for a call to action when persuasion finds none', () => {
    const { suggestions } = heatMap(
      'Our tool exports reports. It runs in the cloud.',
      'persuasion',
    );
    expect(suggestions[0]).toMatch(
      /^End with a clear next step after sentence 2 \("It runs in the cloud\."\)/,
    );
  });

  describe('cues read in context', () => {
    const insightsOf = (text: string, mode: 'emotion' | 'persuasion' | 'engagement') =>
      heatMap(text, mode).analysis.flatMap((sentence) => sentence.insights);

    it('should not read a job title as a call to action', () => {
      const insights = insightsOf('Senior Email Marketing Manager', 'persuasion');
      expect(insights.join(' ')).not.toMatch(/Strong call to action|instruction/);
      expect(insightsOf('Email us the signed form.', 'persuasion')).toContain(
        "Strong call to action: 'Email'",
      );
    });

    it('should count a group as social proof only with a number or an endorsement', () => {
      expect(insightsOf('Microsoft Teams Gets A New Look', 'persuasion').join(' ')).not.toMatch(
        /Social proof/,
      );
      expect(insightsOf('Trusted by 4,000 teams worldwide.', 'persuasion').join(' ')).toMatch(
        /Social proof/,
      );
    });

    it('should read time pressure only in a deadline, scarcity or a request', () => {
      expect(insightsOf('Thank you for your patience today.', 'emotion').join(' ')).not.toMatch(
        /Time pressure/,
      );
      expect(insightsOf('Register today: only 3 seats left.', 'persuasion').join(' ')).toMatch(
        /Time pressure/,
      );
    });

    it('should read exasperation in a complaint instead of calling it neutral', () => {
      const result = heatMap(
        'How many times do I have to say this? The invoice is STILL wrong!!!',
        'emotion',
      );
      expect(result.analysis[0].insights[0]).toMatch(/^Frustration: 'how many times'/i);
      expect(result.analysis[1].insights.join(' ')).toMatch(/Frustration/);
      for (const sentence of result.analysis)
        expect(sentence.intensity).toBeGreaterThanOrEqual(0.4);
    });

    it('should not call "would" in a description of the past a hedge', () => {
      const insights = insightsOf('Every summer we would drive to the coast.', 'engagement');
      expect(insights.join(' ')).not.toMatch(/[Hh]edge/);
    });
  });

  it('should fit the closing suggestion to the kind of text', () => {
    const outage = heatMap(
      'Our API was down for 40 minutes this morning. Service was fully restored at 10:20 UTC. We apologize for the inconvenience.',
      'persuasion',
    );
    const all = outage.suggestions.join(' ');
    expect(all).not.toMatch(/demo|payoff|customer count/i);
    expect(all).toMatch(/where readers can follow updates/);
    expect(all).toMatch(/"We apologize for the inconvenience\."/);
  });

  it('should point engagement at the sentence to turn towards the reader', () => {
    const { suggestions } = heatMap(
      'We updated the office hours. We also moved the parking lot.',
      'engagement',
    );
    expect(suggestions).toContain(
      'No sentence addresses the reader: rewrite sentence 1 ("We updated the office hours.") around what \'you\' get',
    );
  });

  it('should return no suggestions when they are not wanted', () => {
    for (const mode of ANALYSIS_MODES) {
      expect(heatMap(LONG_PASSIVE, mode, { includeSuggestions: false }).suggestions).toEqual([]);
    }
  });

  it.each(ANALYSIS_MODES)('should fill every field in range for %s', (mode: AnalysisMode) => {
    const result = heatMap(TONE_TEXTS.persuasive, mode);
    expect(result.metadata.analysis_mode).toBe(mode);
    expect(result.metadata.total_sentences).toBe(result.analysis.length);
    expect(result.metadata.processing_time).toBeGreaterThanOrEqual(0);
    expect(result.analysis.map((sentence) => sentence.id)).toEqual(
      result.analysis.map((_, index) => index + 1),
    );
    for (const sentence of result.analysis) {
      expect(sentence.band).toBe(bandFor(sentence.intensity));
      expect(sentence.insights.length).toBeGreaterThan(0);
      expect(TONE_TEXTS.persuasive).toContain(sentence.text);
    }
    expect(result.word_analysis).toHaveLength(TONE_TEXTS.persuasive.split(/\s+/).length);
    for (const word of result.word_analysis) {
      expect(word.intensity).toBeGreaterThanOrEqual(0);
      expect(word.intensity).toBeLessThanOrEqual(1);
    }
  });

  it('should mark the words that carry the mode', () => {
    const words = heatMap('Book a demo now and save hours.', 'persuasion').word_analysis;
    const intensity = (text: string): number =>
      words.find((word) => word.text === text)?.intensity ?? -1;
    expect(intensity('Book')).toBeGreaterThan(intensity('and'));
    expect(intensity('save')).toBeGreaterThan(intensity('hours'));
    const clarity = heatMap('We will utilize the methodology.', 'clarity').word_analysis;
    const clear = clarity.find((word) => word.text === 'We')?.intensity ?? 0;
    expect(clarity.find((word) => word.text === 'utilize')?.intensity).toBeLessThan(clear);
  });

  it('should be deterministic apart from the timing', () => {
    for (const mode of ANALYSIS_MODES) {
      expect(withoutTiming(heatMap(TONE_TEXTS.urgent, mode))).toEqual(
        withoutTiming(heatMap(TONE_TEXTS.urgent, mode)),
      );
    }
  });

  it('should answer an empty text with an empty analysis', () => {
    const result = heatMap('', 'emotion');
    expect(result.analysis).toEqual([]);
    expect(result.overall_score).toBe(0);
    expect(result.word_analysis).toEqual([]);
  });

  it('should refuse an unknown mode', () => {
    expect(() => heatMap('Some text here.', 'tone' as AnalysisMode)).toThrow(AiInputError);
  });
});
