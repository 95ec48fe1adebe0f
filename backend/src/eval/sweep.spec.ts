import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryDir } from '../modules/ai/testing/dev-corpus.js';
import { codeSpansOf, runSweep, sweepProblems, type SweepText } from './sweep.js';

const sample = JSON.parse(
  readFileSync(join(repositoryDir('backend/src/eval'), 'sweep-sample.json'), 'utf8'),
) as { texts: SweepText[] };

describe('the sweep on texts we did not write', () => {
  it('uses permissively licensed paragraphs and names where each came from', () => {
    expect(sample.texts.length).toBeGreaterThanOrEqual(6);
    for (const text of sample.texts) {
      expect(text.license).toMatch(
        /^(?:MIT|ISC|BSD-2-Clause|BSD-3-Clause|Apache-2\.0|BlueOak-1\.0\.0)$/,
      );
      expect(text.package).toBeTruthy();
    }
  });

  it('finds a lost figure, changed code and a new defect', () => {
    expect(
      sweepProblems(
        'Call fs.Stats 3 times. It works.',
        'Call Fs.stats three three times. It works.',
        codeSpansOf('`fs.Stats`'),
      ),
    ).toEqual(['lost "3"', 'code "fs.Stats" changed', expect.stringMatching(/./)]);
  });

  it('breaks no fact, code span or sentence of the sample in any tone at 3, 8 and 10', () => {
    const figures = runSweep(sample.texts);
    expect(figures.rewrites).toBe(sample.texts.length * 27);
    expect(figures.findings.map((finding) => finding.problems)).toEqual([]);
  });
});
