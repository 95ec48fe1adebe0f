import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMOTION_TONES, type EmotionTone } from '../modules/ai/ai.types.js';
import { rewriteWithBuiltinEngine } from '../modules/ai/ai.engine.js';
import { lostFacts } from './meaning-checks.js';
import { introducedProblems } from '../modules/ai/testing/text-checks.js';

/**
 * "On texts we did not write": paragraphs of prose from the READMEs and changelogs of the npm
 * packages installed with the project (permissive licences only), run through the built-in
 * engine in every tone at intensities 3, 8 and 10, and checked with the evaluation's plain
 * patterns (lost numbers, amounts, links, names; fluency defects the input did not have).
 */

export const SWEEP_INTENSITIES = [3, 8, 10] as const;

/** A paragraph someone else wrote, with where it came from and under which licence. */
export interface SweepText {
  package: string;
  version: string;
  file: string;
  license: string;
  text: string;
}

export interface SweepFinding {
  text: SweepText;
  tone: EmotionTone;
  intensity: number;
  output: string;
  problems: string[];
}

export interface SweepFigures {
  texts: number;
  rewrites: number;
  identical: number;
  changed: number;
  findings: SweepFinding[];
}

const PERMISSIVE = /^(?:MIT|ISC|BSD-2-Clause|BSD-3-Clause|Apache-2\.0|0BSD|BlueOak-1\.0\.0)$/;
const FILES = ['README.md', 'readme.md', 'CHANGELOG.md', 'History.md', 'HISTORY.md'];
const MIN_WORDS = 25;
const MAX_WORDS = 90;

/** Prose paragraphs (no markdown tables, links, headings or code blocks) of one file. */
export function proseParagraphs(markdown: string): string[] {
  return markdown
    .replace(/```[\s\S]*?```/g, '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter((paragraph) => {
      if (!/^[A-Z]/.test(paragraph) || /[[\]<>|#*]/.test(paragraph)) return false;
      const words = paragraph.split(/\s+/).length;
      const sentences = paragraph.match(/[.!?](?:\s|$)/g)?.length ?? 0;
      return words >= MIN_WORDS && words <= MAX_WORDS && sentences >= 2;
    });
}

/** Up to `perPackage` paragraphs from each permissively licensed package in `modulesDir`. */
export function harvestTexts(modulesDir: string, perPackage = 1): SweepText[] {
  const names = readdirSync(modulesDir).flatMap((name) =>
    name.startsWith('@')
      ? readdirSync(join(modulesDir, name)).map((inner) => `${name}/${inner}`)
      : [name],
  );
  const texts: SweepText[] = [];
  for (const name of names.sort()) {
    const manifest = join(modulesDir, name, 'package.json');
    if (!existsSync(manifest)) continue;
    let pkg: { version?: string; license?: unknown };
    try {
      pkg = JSON.parse(readFileSync(manifest, 'utf8')) as typeof pkg;
    } catch {
      continue;
    }
    const license = typeof pkg.license === 'string' ? pkg.license : '';
    if (!PERMISSIVE.test(license)) continue;
    const found: SweepText[] = [];
    for (const file of FILES) {
      const path = join(modulesDir, name, file);
      if (!existsSync(path) || found.length >= perPackage) continue;
      for (const text of proseParagraphs(readFileSync(path, 'utf8'))) {
        if (found.length >= perPackage) break;
        found.push({ package: name, version: pkg.version ?? '', file, license, text });
      }
    }
    texts.push(...found);
  }
  return texts;
}

/** Inline code of a markdown text: `name` spans, which must come back exactly as written. */
export const codeSpansOf = (markdown: string) =>
  [...markdown.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);

/** What a reader would call broken in `output`, compared with `input`. */
export function sweepProblems(
  input: string,
  output: string,
  code: readonly string[] = [],
): string[] {
  // Each span as often as the input has it, letter for letter ("`Buffer`s" → "Buffers" is kept).
  const count = (text: string, span: string) => text.split(span).length - 1;
  const changedCode = [...new Set(code)].filter((span) => count(output, span) < count(input, span));
  return [
    ...lostFacts(input, output).map((fact) => `lost "${fact}"`),
    ...changedCode.map((span) => `code "${span}" changed`),
    ...introducedProblems(input, output),
  ];
}

/** Every text in every tone at 3, 8 and 10 through the built-in engine. */
export function runSweep(texts: readonly SweepText[]): SweepFigures {
  const figures: SweepFigures = {
    texts: texts.length,
    rewrites: 0,
    identical: 0,
    changed: 0,
    findings: [],
  };
  for (const text of texts) {
    for (const tone of EMOTION_TONES) {
      for (const intensity of SWEEP_INTENSITIES) {
        // Both sides as words without markup: `code` spans lose their backticks in either.
        const rewrite = rewriteWithBuiltinEngine({
          text: text.text,
          emotion_tone: tone,
          intensity,
        });
        const output = rewrite.plainText;
        const input = rewrite.plainInput;
        figures.rewrites++;
        if (output.replace(/\s+/g, ' ').trim() === input.replace(/\s+/g, ' ').trim())
          figures.identical++;
        else figures.changed++;
        const problems = sweepProblems(input, output, codeSpansOf(text.text));
        if (problems.length > 0) figures.findings.push({ text, tone, intensity, output, problems });
      }
    }
  }
  return figures;
}
