import { EMOTION_TONES, PERSONA_PROFILES, USE_CASES, type RewriteRequest } from '../ai.types.js';
import { protectedSpansOf } from '../guardrails/extract-spans.js';
import { addedClaims } from './added-claims.js';
import {
  PERSONA_EXAMPLE_SOURCE,
  PERSONA_EXAMPLES,
  TONE_EXAMPLES,
  USE_CASE_EXAMPLES,
} from './prompt-examples.js';
import { buildRewritePrompt } from './rewrite-prompt.js';

// A model copies what its prompt shows. No example may add a promise, offer, deadline, figure or
// call to action, and no guide line may ask for one the text lacks.

/** Guide lines that ask for an ask: what the prompt said before (issue 30.1). */
const ASKS_FOR_AN_ASK = [
  /\b(?:end|close|finish)s? (?:with|on) (?:a |an )?(?:clear |strong |compelling )?call to (?:action|act)/i,
  /\b(?:and|with) a (?:clear |strong )?call to action\b/i,
  /closing push/i,
  /\bclear (?:commitments|deadlines)\b(?! from| the text)/i,
  /\bdirect requests with a time frame\b/i,
  /\bsupport\.?$/i,
];

const REQUESTS: Record<string, RewriteRequest> = {
  'urgent incident notice': {
    text: 'Between 09:10 and 09:45 UTC on 14 March, some customers could not sign in. The cause was an expired certificate. It has been replaced and sign-ins work again.',
    emotion_tone: 'urgent',
    intensity: 9,
    persona_profile: 'technical',
    use_case: 'corporate-message',
  },
  'persuasive press release': {
    text: 'BERLIN, 3 March 2026 — Acme today announced Ledger 2.0, which closes the books in 3 days instead of 10. "Our customers asked for speed," said CEO Dana Ruiz.',
    emotion_tone: 'persuasive',
    intensity: 9,
    persona_profile: 'sales',
    use_case: 'press-release',
  },
  'friendly e-mail': {
    text: 'Dear Tom, please be advised that the quarterly report is attached. Regards, Priya',
    emotion_tone: 'friendly',
    intensity: 8,
    persona_profile: 'adaptive',
    use_case: 'email',
  },
};

const systemOf = (request: RewriteRequest) =>
  buildRewritePrompt(request, protectedSpansOf(request.text))[0].content;

describe('the rewrite prompt adds nothing and asks for nothing the text lacks', () => {
  it.each(Object.keys(REQUESTS).map((name) => [name]))('golden prompt: %s', (name) => {
    const system = systemOf(REQUESTS[name]);
    for (const line of system.split('\n'))
      for (const pattern of ASKS_FOR_AN_ASK)
        expect({ line, asks: pattern.test(line) }).toEqual({ line, asks: false });
    expect(system).toMatch(/When the text sells or asks nothing .* ask nothing of the reader/);
    expect(system).toMatch(
      /no new fact, figure, price, name, date, offer, promise, guarantee, deadline or call to action/,
    );
    expect(system).toMatchSnapshot();
  });

  it('no guide line of any tone, band, persona or use case asks for an ask', () => {
    const offending: string[] = [];
    const check = (request: Partial<RewriteRequest>) => {
      const system = systemOf({
        text: 'The office is closed on Monday.',
        emotion_tone: 'calm',
        intensity: 5,
        ...request,
      });
      for (const line of system.split('\n'))
        if (ASKS_FOR_AN_ASK.some((pattern) => pattern.test(line))) offending.push(line);
    };
    for (const emotion_tone of EMOTION_TONES)
      for (const intensity of [2, 5, 9]) check({ emotion_tone, intensity });
    for (const persona_profile of PERSONA_PROFILES) check({ persona_profile });
    for (const use_case of USE_CASES) check({ use_case });
    expect([...new Set(offending)]).toEqual([]);
  });

  it.each(EMOTION_TONES.map((tone) => [tone]))(
    'every %s example keeps its facts and adds no figure, date, name, promise, offer or ask',
    (tone) => {
      for (const example of TONE_EXAMPLES[tone]) {
        for (const after of [example.low, example.high])
          expect({ after, added: addedClaims(example.before, after).found }).toEqual({
            after,
            added: [],
          });
      }
    },
  );

  it('every persona example says the same sentence and adds nothing', () => {
    for (const persona of PERSONA_PROFILES) {
      if (persona === 'adaptive') continue;
      const example = PERSONA_EXAMPLES[persona].replace(/^"|"$/g, '');
      expect({ persona, added: addedClaims(PERSONA_EXAMPLE_SOURCE, example).found }).toEqual({
        persona,
        added: [],
      });
    }
  });

  it('no use-case shape shows a call to action, offer or promise', () => {
    for (const useCase of USE_CASES) {
      const asks = addedClaims('', USE_CASE_EXAMPLES[useCase]).found.filter((claim) =>
        /call to action|promise/.test(claim),
      );
      expect({ useCase, asks }).toEqual({ useCase, asks: [] });
    }
  });
});
