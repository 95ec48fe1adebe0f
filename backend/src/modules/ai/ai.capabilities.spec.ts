import { BUILTIN_CAPABILITIES, modelCapabilities, REWRITE_SETTINGS } from './ai.capabilities.js';
import { EMOTION_TONES, PERSONA_PROFILES, type PersonaProfile } from './ai.types.js';
import { rewriteWithBuiltinEngine } from './engine/builtin-engine.js';
import { OPERATOR_WORDING } from './customer-words.js';
import { CORPUS } from './testing/corpus.js';

/** How many corpus rewrites a persona changes compared with the adaptive one. */
function personaEffects(): Record<PersonaProfile, number> {
  const effects = Object.fromEntries(PERSONA_PROFILES.map((persona) => [persona, 0])) as Record<
    PersonaProfile,
    number
  >;
  for (const entry of CORPUS) {
    for (const emotion_tone of EMOTION_TONES) {
      const rewrite = (persona_profile: PersonaProfile) =>
        rewriteWithBuiltinEngine({ text: entry.text, emotion_tone, intensity: 6, persona_profile })
          .text;
      const adaptive = rewrite('adaptive');
      for (const persona of PERSONA_PROFILES)
        if (rewrite(persona) !== adaptive) effects[persona] += 1;
    }
  }
  return effects;
}

describe('what the built-in engine says it can do', () => {
  it('should list exactly the personas that change a text, so the screens label the others', () => {
    const effects = personaEffects();
    const changing = PERSONA_PROFILES.filter(
      (persona) => persona === 'adaptive' || effects[persona] > 0,
    );
    expect(BUILTIN_CAPABILITIES.personas).toEqual(changing);
  });

  it('should not claim to lengthen: a 175-word target on a short text stays short', () => {
    const text = CORPUS[0].text;
    const out = rewriteWithBuiltinEngine({
      text,
      emotion_tone: 'friendly',
      intensity: 6,
      target_word_count: 175,
    }).text;
    expect(out.split(/\s+/).length).toBeLessThan(175 * 0.85);
    expect(BUILTIN_CAPABILITIES.can_lengthen).toBe(false);
    expect(BUILTIN_CAPABILITIES.honours).not.toContain('target_word_count');
  });

  it('should give every setting to a model, and name no configuration to customers', () => {
    expect(modelCapabilities('provider').honours).toEqual([...REWRITE_SETTINGS]);
    for (const capabilities of [
      BUILTIN_CAPABILITIES,
      modelCapabilities('local'),
      modelCapabilities('provider'),
    ])
      expect(capabilities.label).not.toMatch(OPERATOR_WORDING);
  });
});
