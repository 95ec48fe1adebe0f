import type { ChangeLevel, EngineKind, PersonaProfile } from '../../ai.types.js';
import type { Verification } from '../verify/verify-work.js';

export interface NoteFacts {
  engine: EngineKind;
  level: ChangeLevel;
  verification?: Verification;
  /** A persona other than adaptive was asked for and changed nothing the adaptive rewrite did not. */
  personaWithoutEffect?: PersonaProfile;
  /** The intensity asked for gave the same text as the lightest one. */
  intensityWithoutEffect?: number;
  adviceCount: number;
  /** Why the result scores below the input, when it does (the costliest reason first). */
  scoreBelowInput?: BelowInputReason[];
}

/**
 * Why a result scores below its input: nothing or little moved, something was harmed, or (for a
 * rewrite that harmed nothing) the parts of the score that fell.
 */
export type BelowInputReason =
  'unchanged' | 'little' | 'harmed' | 'tone_held' | 'meaning' | 'fluency' | 'clarity' | 'length';

const BELOW_INPUT: Record<BelowInputReason, string> = {
  unchanged:
    'the score counts what a rewrite moves toward the tone you asked for, and nothing moved',
  little:
    'the score counts what a rewrite moves toward the tone you asked for, and only a few words moved',
  harmed: 'the rewrite damaged what your text says or how it reads',
  tone_held:
    'your text already read close to the tone you asked for, and the score counts what a rewrite moves toward it (this one added little)',
  meaning: 'it keeps less of what your text said (see the notes)',
  fluency: 'it reads less fluently than yours',
  clarity: 'it reads less clearly than yours (longer sentences or harder words)',
  length: 'its length is further from what this content type or your target length asks for',
};

const belowInputNote = (reasons: BelowInputReason[]) =>
  `It scores below your text because ${reasons.map((reason) => BELOW_INPUT[reason]).join(', and because ')}.`;

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
    if (facts.scoreBelowInput?.length) parts.push(belowInputNote(facts.scoreBelowInput));
    parts.push('Connect a model provider for full rewrites.');
  } else if (facts.level === 'unchanged') {
    parts.push('The model returned your text unchanged.');
  } else if (facts.level === 'minor') {
    parts.push('The model changed little: a few words, not a rewrite.');
  }
  if (facts.engine !== 'builtin' && facts.scoreBelowInput?.length)
    parts.push(belowInputNote(facts.scoreBelowInput));
  if (facts.personaWithoutEffect)
    parts.push(`The ${facts.personaWithoutEffect} persona made no difference to this text.`);
  if (facts.intensityWithoutEffect !== undefined)
    parts.push(
      `The intensity you chose (${facts.intensityWithoutEffect}) made no difference to this text: the lightest setting gives the same result.`,
    );
  return parts.join(' ');
}
