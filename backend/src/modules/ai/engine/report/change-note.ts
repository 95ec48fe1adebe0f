import type { PersonaProfile } from '../../ai.types.js';
import type { Verification } from '../verify/verify-work.js';
import type { ChangeLevel } from './change-level.js';

export const ENGINE_KINDS = ['builtin', 'provider'] as const;
export type EngineKind = (typeof ENGINE_KINDS)[number];

export interface NoteFacts {
  engine: EngineKind;
  level: ChangeLevel;
  verification?: Verification;
  /** A persona other than adaptive was asked for and changed nothing the adaptive rewrite did not. */
  personaWithoutEffect?: PersonaProfile;
  adviceCount: number;
  /** Why the result scores below the input, when it does. */
  scoreBelowInput?: 'unchanged' | 'little' | 'harmed';
}

const BELOW_INPUT: Record<NonNullable<NoteFacts['scoreBelowInput']>, string> = {
  unchanged:
    'It scores below your text because the score counts what a rewrite moves toward the tone you asked for, and nothing moved.',
  little:
    'It scores below your text because the score counts what a rewrite moves toward the tone you asked for, and only a few words moved.',
  harmed:
    'It scores below your text because the rewrite broke a sentence or added a line that misleads (see the notes).',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the person should know about this rewrite, in plain words. */
export function changeNoteOf(facts: NoteFacts): string {
  const parts: string[] = [];
  const kept = facts.verification?.dropped.length ?? 0;
  if (facts.engine === 'builtin') {
    if (facts.level === 'unchanged')
      parts.push('The built-in engine changed nothing: it found no change it could make safely.');
    else if (facts.level === 'minor')
      parts.push('The built-in engine changed little: a few words, not a rewrite.');
    else parts.push('The built-in engine made a light rewrite.');
    if (kept > 0)
      parts.push(
        `It kept ${plural(kept, 'sentence')} as you wrote them because a change would have altered the meaning or the grammar.`,
      );
    if (facts.adviceCount > 0 && facts.level !== 'rewritten')
      parts.push('The advice beside the result says what you could change yourself.');
    if (facts.scoreBelowInput) parts.push(BELOW_INPUT[facts.scoreBelowInput]);
    parts.push('Connect a model provider for full rewrites.');
  } else if (facts.level === 'unchanged') {
    parts.push('The model returned your text unchanged.');
  } else if (facts.level === 'minor') {
    parts.push('The model changed little: a few words, not a rewrite.');
  }
  if (facts.engine !== 'builtin' && facts.scoreBelowInput)
    parts.push(BELOW_INPUT[facts.scoreBelowInput]);
  if (facts.personaWithoutEffect)
    parts.push(`The ${facts.personaWithoutEffect} persona made no difference to this text.`);
  return parts.join(' ');
}
