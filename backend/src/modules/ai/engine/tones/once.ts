import type { RewriteContext } from '../context.js';
import type { TextPass } from './tone-definition.js';

/** A text pass that applies a sentence transformation to the first sentence it fits, once. */
export function once(
  id: string,
  from: number,
  transform: (text: string) => string,
  fits: (ctx: RewriteContext) => boolean = () => true,
): TextPass {
  return {
    id,
    from,
    apply(sentences, ctx) {
      if (!fits(ctx)) return;
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
