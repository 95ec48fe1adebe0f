import { EMOTION_TONES, type EmotionTone } from '../../ai.types.js';
import { clamp01 } from '../math.js';

/** Tones that work against each requested tone when they are strong in the same text. */
const CLASHES: Record<EmotionTone, readonly EmotionTone[]> = {
  empathetic: ['urgent'],
  confident: [],
  persuasive: ['calm'],
  friendly: ['professional'],
  professional: ['friendly', 'urgent'],
  inspiring: ['balanced'],
  balanced: ['urgent', 'inspiring', 'friendly'],
  urgent: ['calm'],
  calm: ['urgent', 'persuasive'],
};

/** 0 at intensity 1, 1 at intensity 10; out-of-range or missing intensities are clamped (5 if not a number). */
export function intensityLevel(intensity: number): number {
  const value = Number.isFinite(intensity) ? Math.min(10, Math.max(1, intensity)) : 5;
  return (value - 1) / 9;
}

/**
 * 0–1: how well tone scores fit the requested tone at the requested intensity. The presence
 * needed grows from 0.3 (intensity 1) to 0.8 (intensity 10); clashing tones are tolerated less
 * and another tone leading is penalised more as intensity rises.
 */
export function toneMatch(
  scores: Record<EmotionTone, number>,
  tone: EmotionTone,
  intensity: number,
): number {
  const level = intensityLevel(intensity);
  const presence = scores[tone] ?? 0;
  const needed = 0.3 + 0.5 * level;
  const attainment = presence >= needed ? 1 : presence / needed;
  const allowance = 0.65 - 0.35 * level;
  let clash = 0;
  for (const other of CLASHES[tone] ?? []) clash = Math.max(clash, scores[other] - allowance);
  let rival = 0;
  for (const other of EMOTION_TONES) {
    if (other !== tone) rival = Math.max(rival, scores[other] - presence);
  }
  return clamp01(attainment - Math.max(0, clash) - rival * (0.2 + 0.6 * level));
}

/** How much of the input's own match an output keeps credit for when it moves nothing. */
const HELD_CREDIT = 0.3;
/** Credit for tone carried by added lines that fit (the author's words did not move). */
const LINE_CREDIT = 1;
/** Credit for a visible edit of the author's sentences that does not pull away from the tone. */
const EDIT_CREDIT = 0.2;
/** Share of the author's words changed at which an edit is fully visible. */
const VISIBLE_EDIT = 0.15;

export interface ToneMovement {
  /** Match of the input itself (0–1). */
  input: number;
  /** Match of the output's sentences that carry the author's words. */
  author: number;
  /** Match of the whole output, added lines included. */
  whole: number;
  /** Requested-tone presence in the author's sentences minus that in the input. */
  presenceGain: number;
  /** Share of the input's words changed in the author's sentences (0–1). */
  editedShare: number;
  /** Whether an added line misleads (its tone earns nothing). */
  misfit: boolean;
}

/**
 * 0–1: the requested tone in the output relative to the input. The tone the input already had
 * earns part credit (a reader sees nothing done); what the author's own sentences gained toward
 * the tone earns full credit, and so does tone carried by added lines, unless a line misleads. An output identical to its input scores below the input's own match.
 */
export function relativeToneMatch(movement: ToneMovement): number {
  const held = Math.min(movement.author, movement.input);
  const moved = Math.max(0, movement.author - movement.input);
  const lines = movement.misfit ? 0 : Math.max(0, movement.whole - movement.author) * LINE_CREDIT;
  const edited =
    movement.presenceGain >= 0 ? EDIT_CREDIT * Math.min(1, movement.editedShare / VISIBLE_EDIT) : 0;
  return clamp01(HELD_CREDIT * held + moved + lines + edited);
}
