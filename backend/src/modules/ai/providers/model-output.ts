import type { OutputFormat } from '../ai.types.js';
import { sanitizeOutputHtml } from '../format/render-html.js';
import { stripTags } from './prompt-data.js';

const FENCE = /^\s*```[a-z]*\s*\n([\s\S]*?)\n\s*```\s*$/i;
const PREAMBLE =
  /^(?:here(?:'s| is) (?:the |your )?(?:rewritten|revised|enhanced) (?:text|version)[^\n]*:\s*\n+)/i;

/** What the model wrote, made safe to hand out: fences and preambles dropped, HTML sanitised. */
export function cleanModelOutput(raw: string, format: OutputFormat): string {
  let text = raw.trim();
  const fenced = FENCE.exec(text);
  if (fenced) text = fenced[1].trim();
  text = stripTags(text.replace(PREAMBLE, '')).trim();
  return format === 'html' ? sanitizeOutputHtml(text) : text;
}
