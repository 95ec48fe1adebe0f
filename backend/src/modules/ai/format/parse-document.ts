import type { Block, TextDocument } from './document.js';
import { paragraph } from './document.js';
import { htmlToStructuredText, looksLikeHtml } from './html-input.js';
import { looksLikeMarkdown, stripInlineMarkdown } from './inline-markdown.js';

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^(#{1,6})\s+(.+?)\s*#*\s*$/;
const LIST_ITEM = /^\s{0,6}([-*+•·‣▪◦–]|\d{1,3}[.)]|[a-z][)])\s+(\S.*)$/;
const ORDERED = /^(?:\d{1,3}|[a-z])[.)]$/;
const SIGNOFF =
  /^(?:best|thanks|thank you|cheers|regards|sincerely|warmly|take care|kind regards|best regards|warm regards|many thanks)\b/i;
const GREETING_OR_SIGNOFF =
  /^(?:hi|hello|hey|dear|greetings|good (?:morning|afternoon|evening)|best|thanks|thank you|cheers|regards|sincerely|warmly|take care|kind regards|best regards|warm regards|many thanks)\b/i;

/** Parses plain text, markdown or HTML into blocks of plain-text lines. */
export function parseDocument(input: string): TextDocument {
  const normalised = input.replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ');
  const source = looksLikeHtml(normalised) ? htmlToStructuredText(normalised) : normalised;
  const inline = looksLikeMarkdown(source) ? stripInlineMarkdown : (line: string) => line;
  const blocks: Block[] = [];
  const lines = source.split('\n');
  let blankBefore = true;
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index];
    const line = raw.trimEnd();
    const last = blocks[blocks.length - 1];
    if (FENCE.test(line)) {
      const body: string[] = [];
      while (++index < lines.length && !FENCE.test(lines[index])) body.push(lines[index]);
      blocks.push({ kind: 'code', text: body.join('\n'), tight: !blankBefore });
      blankBefore = false;
      continue;
    }
    if (line.trim() === '') {
      blankBefore = true;
      continue;
    }
    const heading = HEADING.exec(line);
    const item = LIST_ITEM.exec(line);
    if (heading) {
      const text = inline(heading[2]);
      blocks.push({
        kind: 'heading',
        level: heading[1].length,
        text,
        implicit: false,
        tight: !blankBefore,
      });
    } else if (item) {
      const listItem = { marker: item[1], text: inline(item[2].trim()) };
      const ordered = ORDERED.test(item[1]);
      if (
        last?.kind === 'list' &&
        last.ordered === ordered &&
        (!blankBefore || last.items.length > 0)
      ) {
        last.items.push(listItem);
      } else {
        blocks.push({ kind: 'list', ordered, items: [listItem], tight: !blankBefore });
      }
    } else if (!blankBefore && last?.kind === 'list' && /^\s{2,}/.test(raw)) {
      const previous = last.items[last.items.length - 1];
      previous.text = `${previous.text} ${inline(line.trim())}`;
    } else if (!blankBefore && last?.kind === 'paragraph') {
      last.lines.push(inline(line.trim()));
    } else {
      blocks.push(paragraph([inline(line.trim())], !blankBefore && blocks.length > 0));
    }
    blankBefore = false;
  }
  markImplicitHeadings(blocks);
  return { blocks };
}

/** A lone short line without end punctuation, followed by more text, is a title. */
function markImplicitHeadings(blocks: Block[]): void {
  for (let index = 0; index < blocks.length - 1; index++) {
    const block = blocks[index];
    if (block.kind !== 'paragraph' || block.lines.length !== 1) continue;
    const line = block.lines[0];
    const words = line.split(/\s+/).length;
    const next = blocks[index + 1];
    const nextIsBody = next.kind !== 'heading' && !(next.kind === 'paragraph' && next.tight);
    const titleLike = index === 0 || next.kind === 'list' || mostlyCapitalised(line);
    const beforeSignoff = next.kind === 'paragraph' && SIGNOFF.test(next.lines[0]);
    if (
      words <= 10 &&
      titleLike &&
      !beforeSignoff &&
      nextIsBody &&
      !/[.!?,;:…]["'”’)]*$/.test(line) &&
      /^[\p{Lu}\p{N}]/u.test(line) &&
      !GREETING_OR_SIGNOFF.test(line)
    ) {
      blocks[index] = { kind: 'heading', level: 2, text: line, implicit: true, tight: block.tight };
    }
  }
}

function mostlyCapitalised(line: string): boolean {
  const words = line.split(/\s+/).filter((word) => word.length > 3);
  const capitalised = words.filter((word) => /^[\p{Lu}\p{N}]/u.test(word)).length;
  return words.length > 0 && capitalised * 2 >= words.length;
}
