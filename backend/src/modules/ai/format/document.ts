/** The structure an author gave a text: what every output format has to keep. */
export interface ListItem {
  marker: string;
  text: string;
}

interface BlockBase {
  /** No blank line before this block in the source (a list right under its intro line). */
  tight: boolean;
}

export interface ParagraphBlock extends BlockBase {
  kind: 'paragraph';
  lines: string[];
}

export interface HeadingBlock extends BlockBase {
  kind: 'heading';
  level: number;
  text: string;
  /** A short title line of a plain text, not marked up as a heading by its author. */
  implicit: boolean;
}

export interface ListBlock extends BlockBase {
  kind: 'list';
  ordered: boolean;
  items: ListItem[];
}

export interface CodeBlock extends BlockBase {
  kind: 'code';
  text: string;
}

export type Block = ParagraphBlock | HeadingBlock | ListBlock | CodeBlock;

export interface TextDocument {
  blocks: Block[];
}

export const paragraph = (lines: string[], tight = false): ParagraphBlock => ({
  kind: 'paragraph',
  lines,
  tight,
});
