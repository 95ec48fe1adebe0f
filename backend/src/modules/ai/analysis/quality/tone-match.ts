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
