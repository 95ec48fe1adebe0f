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

/** Credit per unit of requested-tone presence the author's own sentences gained. */
const MOVED_CREDIT = 2;
/** Credit per unit of requested-tone presence carried by added lines that fit, once the author's sentences moved. */
const LINE_CREDIT = 1.5;
/** Credit for a visible edit of the author's sentences that does not pull away from the tone. */
const EDIT_CREDIT = 0.1;
/** Share of the author's words changed at which an edit is fully visible. */
const VISIBLE_EDIT = 0.15;

export interface ToneMovement {
  /** Requested-tone presence (0–1) of the input, of the output's author sentences, of the whole output. */
  presence: { input: number; author: number; whole: number };
  /** The input's own tone match for the request (its `tone_match` part, 0–1). */
  inputMatch: number;
  /** Share of the input's words changed in the author's sentences (0–1). */
  editedShare: number;
  /** Whether an added line misleads (its tone earns nothing). */
  misfit: boolean;
}

/**
 * 0–1: the requested tone in the output relative to the input, as a reader comparing the two
 * sees it. The output starts where the input stands (nothing moved, nothing gained or lost);
 * what the author's own sentences gained toward the tone earns credit, and what they lost costs
 * it. Added lines earn nothing alone: a line put under a text whose sentences did not move is
 * not the text in the tone, and a line that misleads earns nothing at all. Gains are measured as
 * presence, not against the intensity's bar: a step toward the tone is visible even where
 * intensity 10 asks for more than any short text shows.
 */
export function relativeToneMatch(movement: ToneMovement): number {
  const { presence } = movement;
  const gain = presence.author - presence.input;
  const moved = gain >= 0 && movement.editedShare > 0;
  const lines =
    moved && !movement.misfit ? Math.max(0, presence.whole - presence.author) * LINE_CREDIT : 0;
  const edited = gain >= 0 ? EDIT_CREDIT * Math.min(1, movement.editedShare / VISIBLE_EDIT) : 0;
  return clamp01(movement.inputMatch + gain * MOVED_CREDIT + lines + edited);
}
