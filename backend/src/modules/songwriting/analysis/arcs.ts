import type { EmotionalArc } from '../options.js';

/**
 * The feeling each requested arc expects across the song, as valence (-1 dark … +1 bright) at
 * its start, middle and end, and what that means in words. Section values are compared with
 * the curve at the same position.
 */
export const ARC_SHAPES: Record<
  EmotionalArc,
  { points: [number, number, number]; description: string }
> = {
  'hopeful-journey': {
    points: [-0.3, 0.1, 0.6],
    description: 'starts in doubt or struggle and climbs to hope by the last chorus',
  },
  'love-story': {
    points: [0.2, 0.5, 0.6],
    description: 'warm from the start, deepening toward devotion',
  },
  introspective: {
    points: [-0.1, -0.2, 0.1],
    description: 'reflective and low-key, ending in a small realisation',
  },
  empowerment: {
    points: [-0.2, 0.3, 0.8],
    description: 'from being held down to standing tall, strongest at the end',
  },
  nostalgia: {
    points: [0.3, -0.1, 0.1],
    description: 'fond memories, the ache of their passing, a bittersweet close',
  },
  'social-commentary': {
    points: [-0.4, -0.3, 0.0],
    description: 'names what is wrong, stays critical, points to change at the end',
  },
};

/** The arc's expected valence at a position from 0 (first section) to 1 (last). */
export function expectedValence(arc: EmotionalArc, position: number): number {
  const [start, middle, end] = ARC_SHAPES[arc].points;
  return position <= 0.5
    ? start + (middle - start) * (position / 0.5)
    : middle + (end - middle) * ((position - 0.5) / 0.5);
}
