import type { TextPass } from './tone-definition.js';

/** A text pass that applies a sentence transformation to the first sentence it fits, once. */
export function once(id: string, from: number, transform: (text: string) => string): TextPass {
  return {
    id,
    from,
    apply(sentences) {
      for (const sentence of sentences) {
        if (sentence.added || sentence.role === 'item' || !sentence.selected) continue;
        const next = transform(sentence.text);
        if (next !== sentence.text) {
          sentence.text = next;
          return;
        }
      }
    },
  };
}
