// Jest test sequencer: the longest files start first, so no long file starts last and runs alone
// while the other workers sit idle. Jest's own order knows durations only from its cache, which a
// fresh clone (CI) does not have; it then orders by file size, which put the 110-line screen walk
// (the longest file, mostly in test/support/screens.ts) near the end. Known durations still win.
const Sequencer = require('@jest/test-sequencer').default;

/**
 * Seconds a file took in a whole run on CI's machine kind (test-results/file-times.json, four
 * workers, 2026-11-30). The real-text report spec rescores every graded output (about 6,000):
 * left to the default it started among the last files and ran alone at the end.
 */
const ESTIMATES = [
  [/real-texts\/report\.spec\.ts$/, 115],
  [/screens-walk\.browser-spec\.ts$/, 70],
  [/(?:accessibility|beta|admin)\.browser-spec\.ts$/, 60],
  [/tables-corpus\.spec\.ts$/, 55],
  [/(?:faults|kill-under-load|bad-input)\.e2e-spec\.ts$/, 45],
  [/\.browser-spec\.ts$/, 35],
  [/(?:startup-config|rewrite-charges|local-model)\.e2e-spec\.ts$/, 35],
  [/dev-corpus\.spec\.ts$|embedded-postgres\.spec\.ts$/, 25],
  [/proof-figures\.spec\.ts$|optimizer-real-texts\.spec\.ts$/, 20],
  [/\.e2e-spec\.ts$/, 12],
  [/calibration\.spec\.ts$|intensity\.spec\.ts$/, 10],
];

const estimate = (path) => ESTIMATES.find(([pattern]) => pattern.test(path))?.[1] ?? 1;

class SlowestFirstSequencer extends Sequencer {
  sort(tests) {
    const weight = (test) => this.time(test) ?? estimate(test.path);
    return [...tests].sort(
      (a, b) => Number(this.hasFailed(b)) - Number(this.hasFailed(a)) || weight(b) - weight(a),
    );
  }
}

module.exports = SlowestFirstSequencer;
