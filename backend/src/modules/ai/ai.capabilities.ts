import type { Language, PersonaProfile } from './ai.types.js';
import { LANGUAGES, PERSONA_PROFILES } from './ai.types.js';

/** Which engine writes the rewrites: the built-in rules, a model on this server, or a provider. */
export const CAPABILITY_ENGINES = ['builtin', 'local', 'provider'] as const;
export type CapabilityEngine = (typeof CAPABILITY_ENGINES)[number];

/** The settings a rewrite request can carry, as the front ends name them. */
export const REWRITE_SETTINGS = [
  'emotion_tone',
  'intensity',
  'persona_profile',
  'output_format',
  'use_case',
  'target_word_count',
  'locked_terms',
  'input_language',
  'output_language',
] as const;
export type RewriteSetting = (typeof REWRITE_SETTINGS)[number];

/**
 * What the running engine can do, so a screen disables or labels a control it cannot honour
 * before the click instead of answering with an error (or a result that ignored it) after.
 */
export interface AiCapabilities {
  engine: CapabilityEngine;
  /** How the product names this engine to customers: plain words, no configuration. */
  label: string;
  /** Languages it writes in; the rest need a connected model. */
  output_languages: Language[];
  /** Languages it reads. */
  input_languages: Language[];
  /** Whether a word target above the text's length is met (by writing more), or only shortening. */
  can_lengthen: boolean;
  /** Personas that change the text; the others give the adaptive result. */
  personas: PersonaProfile[];
  /** The highest intensity that changes more than the one below it. */
  max_intensity: number;
  /** Whether a second try can give a different version (the built-in rules always give the same). */
  variants: boolean;
  /** Settings it honours fully; any other is honoured in part (see the fields above) or not at all. */
  honours: RewriteSetting[];
}

/** The customer's words for each engine (never a model name, a variable or an error). */
export const ENGINE_LABELS: Record<CapabilityEngine, string> = {
  builtin: 'Light edits: this installation rewrites offline',
  local: 'Full rewrites by the model on this installation',
  provider: 'Full rewrites by a connected model',
};

/**
 * The built-in rules: English only, shorten but never lengthen, the same answer every time. The
 * creative and educator personas have no rules of their own (ai.capabilities.spec.ts checks every
 * claim here against the engine, so a new rule set that honours more fails it until said here).
 */
export const BUILTIN_CAPABILITIES: AiCapabilities = {
  engine: 'builtin',
  label: ENGINE_LABELS.builtin,
  output_languages: ['en'],
  input_languages: ['en'],
  can_lengthen: false,
  personas: ['adaptive', 'executive', 'technical', 'sales'],
  max_intensity: 10,
  variants: false,
  honours: ['emotion_tone', 'intensity', 'output_format', 'use_case', 'locked_terms'],
};

/** A model (on this server or at a provider) honours every setting in every language. */
export function modelCapabilities(engine: Exclude<CapabilityEngine, 'builtin'>): AiCapabilities {
  return {
    engine,
    label: ENGINE_LABELS[engine],
    output_languages: [...LANGUAGES],
    input_languages: [...LANGUAGES],
    can_lengthen: true,
    personas: [...PERSONA_PROFILES],
    max_intensity: 10,
    variants: true,
    honours: [...REWRITE_SETTINGS],
  };
}
