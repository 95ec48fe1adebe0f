import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { UseCase } from '../ai.types.js';

/** A text of the development corpus: written for reviewing the engine, not shaped by its rules. */
export interface DevCorpusText {
  id: string;
  kind: string;
  /** The use case a person would pick for this text. */
  useCase: UseCase;
  text: string;
}

const CORPUS_DIR = 'backend/src/modules/ai/testing/corpus';

/** A folder of the repository, found from the working directory (the root or below it). */
export function repositoryDir(relative: string): string {
  let dir = process.cwd();
  for (;;) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No ${relative} above ${process.cwd()}`);
    dir = parent;
  }
}

const corpusDir = () => repositoryDir(CORPUS_DIR);

/** Files `NN-id.md`: "key: value" lines, a "---" line, then the text exactly as a person wrote it. */
export function loadDevCorpus(dir = corpusDir()): DevCorpusText[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const raw = readFileSync(resolve(dir, name), 'utf8');
      const split = raw.indexOf('\n---\n');
      if (split < 0) throw new Error(`${name}: no "---" line after the header`);
      const header = new Map(
        raw
          .slice(0, split)
          .split('\n')
          .map((line) => line.split(/:\s*/, 2) as [string, string]),
      );
      return {
        id: name.replace(/^\d+-|\.md$/g, ''),
        kind: header.get('kind') ?? 'text',
        useCase: (header.get('use_case') ?? 'general') as UseCase,
        text: raw.slice(split + 5).replace(/\n+$/, ''),
      };
    });
}
