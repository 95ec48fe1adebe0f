import { EMOTION_TONES } from '../ai.types.js';
import { toneProfile } from '../analysis/tone-profile.js';
import { CORPUS } from '../testing/corpus.js';
import { corpusMean, corpusTotal, rewriteOf } from '../testing/corpus-runs.js';
import {
  ACKNOWLEDGEMENT,
  averageSentenceWords,
  CALL_TO_ACTION,
  countContractions,
  countExclamations,
  countHedges,
  countIntensifiers,
  countStructureMarkers,
  countTimeWords,
  countYou,
  shoutedWords,
} from '../testing/text-checks.js';
import { namesHowToAct } from './frame/asks.js';

const LOW = 3;
const HIGH = 8;

describe('each tone moves its markers the right way, more at high intensity', () => {
  it.each(EMOTION_TONES.map((tone) => [tone]))('%s raises its own tone score', (tone) => {
    const score = (text: string) => toneProfile(text).scores[tone];
    const input = corpusMean(score);
    const low = corpusMean(score, tone, LOW);
    const high = corpusMean(score, tone, HIGH);
    expect(low).toBeGreaterThan(input);
    expect(high).toBeGreaterThan(input);
    expect(high).toBeGreaterThanOrEqual(low * 0.97);
  });

  it('confident removes hedges', () => {
    const input = corpusTotal(countHedges);
    const low = corpusTotal(countHedges, 'confident', LOW);
    const high = corpusTotal(countHedges, 'confident', HIGH);
    expect(low).toBeLessThan(input);
    expect(high).toBeLessThan(low);
    // 5 of 10 go; the writer's hedges on their own plans stay theirs ("We might need another two
    // weeks.", "I'm probably going to be nervous"): issue 28, no longer 0.4.
    expect(high).toBeLessThanOrEqual(input * 0.5);
  });

  it('confident turns hedged modals into agreeing verbs', () => {
    const entry = CORPUS.find((text) => text.id === 'sales-email')!;
    // "might help" becomes an expectation, never the claim "helps" (issue 28).
    expect(rewriteOf(entry, 'confident', HIGH).plainText).toContain(
      'dashboard should help your team',
    );
    // The writer's hedge on their own plan stays theirs: not "We will likely need…".
    const update = CORPUS.find((text) => text.id === 'team-update')!;
    expect(rewriteOf(update, 'confident', HIGH).plainText).toContain(
      'We might need another two weeks.',
    );
  });

  it('professional writes no contractions and no exclamation marks', () => {
    for (const entry of CORPUS) {
      for (const intensity of [5, HIGH, 10]) {
        const text = rewriteOf(entry, 'professional', intensity).plainText;
        expect({
          id: entry.id,
          intensity,
          contractions: countContractions(text),
          exclamations: countExclamations(text),
        }).toEqual({
          id: entry.id,
          intensity,
          contractions: 0,
          exclamations: 0,
        });
      }
    }
    expect(corpusTotal(countContractions, 'professional', LOW)).toBeLessThan(
      corpusTotal(countContractions),
    );
  });

  it('professional replaces slang', () => {
    const chat = CORPUS.find((text) => text.id === 'whatsapp-message')!;
    const text = rewriteOf(chat, 'professional', 5).plainText;
    expect(text).not.toMatch(/\b(?:gonna|pls|ur|u|lol|guys)\b/i);
    expect(text).toMatch(/\bplease\b/i);
  });

  it('friendly uses more contractions', () => {
    const input = corpusTotal(countContractions);
    const low = corpusTotal(countContractions, 'friendly', LOW);
    const high = corpusTotal(countContractions, 'friendly', HIGH);
    expect(low).toBeGreaterThan(input);
    expect(high).toBeGreaterThan(low);
  });

  it('calm never shouts: no exclamation marks, no all-caps words', () => {
    for (const entry of CORPUS) {
      for (const intensity of [1, LOW, HIGH]) {
        const text = rewriteOf(entry, 'calm', intensity).plainText;
        expect({
          id: entry.id,
          intensity,
          bangs: countExclamations(text),
          shouted: shoutedWords(text),
        }).toEqual({
          id: entry.id,
          intensity,
          bangs: 0,
          shouted: [],
        });
      }
    }
    const incident = CORPUS.find((text) => text.id === 'incident-notice')!;
    expect(rewriteOf(incident, 'calm', LOW).plainText).not.toMatch(/\bimmediately\b|\burgent\b/i);
  });

  it('urgent shortens sentences and adds time pressure', () => {
    const inputLength = corpusMean(averageSentenceWords);
    expect(corpusMean(averageSentenceWords, 'urgent', HIGH)).toBeLessThan(inputLength);
    const inputTime = corpusTotal(countTimeWords);
    const low = corpusTotal(countTimeWords, 'urgent', LOW);
    expect(low).toBeGreaterThan(inputTime);
    // Issue 28: no deadline the author did not set ("… this week", "… today"), so high adds no
    // time words that low did not.
    expect(corpusTotal(countTimeWords, 'urgent', HIGH)).toBeGreaterThanOrEqual(low);
  });

  it('persuasive speaks to the reader and closes with a call to action', () => {
    const input = corpusTotal(countYou);
    const low = corpusTotal(countYou, 'persuasive', LOW);
    expect(low).toBeGreaterThan(input);
    expect(corpusTotal(countYou, 'persuasive', HIGH)).toBeGreaterThan(low);
    // Whatever is on offer and says how to act on it closes with an ask (issue 28: nothing else
    // gets one added); a memo, a notice or an apology is not a pitch.
    for (const entry of CORPUS.filter(
      (candidate) =>
        /sales|product|advertisement|event|press/.test(candidate.kind) &&
        namesHowToAct(candidate.text, /https?:|www\.|@/.test(candidate.text)),
    )) {
      const text = rewriteOf(entry, 'persuasive', 5).plainText;
      expect({ id: entry.id, cta: CALL_TO_ACTION.test(text) }).toEqual({ id: entry.id, cta: true });
    }
  });

  it('balanced structures the argument and drops emotive intensifiers', () => {
    const markers = corpusTotal(countStructureMarkers);
    // At a low intensity only a sentence the writer opens with "But" takes a connector ("So" stays:
    // "Therefore," claimed conclusions writers never drew); splits bring more from intensity 5.
    const low = corpusTotal(countStructureMarkers, 'balanced', LOW);
    expect(low).toBeGreaterThanOrEqual(markers);
    expect(corpusTotal(countStructureMarkers, 'balanced', HIGH)).toBeGreaterThan(low);
    expect(corpusTotal(countIntensifiers, 'balanced', LOW)).toBeLessThan(
      corpusTotal(countIntensifiers) * 0.5,
    );
  });

  it('empathetic acknowledges the reader of a letter, an e-mail or a notice about a problem', () => {
    // Product copy or a press release gets no invented "We know how you feel".
    const written = CORPUS.filter((entry) => /e-mail|reply|message|memo|incident/.test(entry.kind));
    const acknowledged = (intensity: number) =>
      written.filter((entry) =>
        ACKNOWLEDGEMENT.test(rewriteOf(entry, 'empathetic', intensity).plainText),
      ).length;
    const before = written.filter((entry) => ACKNOWLEDGEMENT.test(entry.text)).length;
    expect(acknowledged(LOW)).toBeGreaterThan(before);
    expect(acknowledged(HIGH)).toBeGreaterThanOrEqual(Math.ceil(written.length * 0.8));
  });

  it('empathetic softens commands into considerate requests', () => {
    const request = CORPUS.find((text) => text.id === 'internal-request')!;
    const text = rewriteOf(request, 'empathetic', 5).plainText;
    expect(text).toContain('Could you send me the Q3 budget numbers by Wednesday?');
  });

  it('inspiring adds vision and momentum', () => {
    const vision = (text: string) =>
      text.match(/\b(?:imagine|together|future|possible|beginning|ahead|journey|build)\w*/gi)
        ?.length ?? 0;
    const low = corpusTotal(vision, 'inspiring', LOW);
    // Issue 28 (no tail on offers, prices or dates): low may now add none on this corpus.
    expect(low).toBeGreaterThanOrEqual(corpusTotal(vision));
    // Issue 28: no momentum tail on an offer, a price or a date, so high may add no more than low.
    expect(corpusTotal(vision, 'inspiring', HIGH)).toBeGreaterThanOrEqual(low);
  });
});
