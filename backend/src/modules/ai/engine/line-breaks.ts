import type { WorkBlock } from './work-document.js';

/**
 * "…version of the⏎plugin, you will…", "(even if the⏎library has…": a writer who wraps lines by
 * hand (mailing lists, plain-text notes) breaks sentences anywhere, in paragraphs and list items
 * alike; a line after one with no end mark goes on from it.
 */
export function markLinesThatGoOn(blocks: readonly WorkBlock[]): void {
  let before = '';
  for (const block of blocks)
    for (const line of block.lines) {
      const first = line.sentences[0];
      if (first && before !== '' && !ENDS_SENTENCE.test(before) && /^\p{Ll}/u.test(first.source))
        first.goesOn = true;
      before = (line.sentences.at(-1)?.source ?? '').trim();
    }
}
const ENDS_SENTENCE = /[.!?:…]["'”’)\]]*$/;
