// Jest test sequencer: the longest files start first, so no long file starts last and runs alone
// while the other workers sit idle. Jest's own order knows durations only from its cache, which a
// fresh clone (CI) does not have; it then orders by file size, which put the 110-line screen walk
// (the longest file, mostly in test/support/screens.ts) near the end. Known durations still win.
const Sequencer = require('@jest/test-sequencer').default;

/** Seconds a file took in a whole run on CI's machine kind (test-results/file-times.json). */
const ESTIMATES = [
  [/screens-walk\.browser-spec\.ts$/, 200],
  [/embedded-postgres\.spec\.ts$/, 90],
  [/(?:accessibility|beta|admin)\.browser-spec\.ts$/, 70],
  [/tables-corpus\.spec\.ts$/, 50],
  [/\.browser-spec\.ts$/, 35],
  [/(?:startup-config|faults|rewrite-charges|bad-input)\.e2e-spec\.ts$/, 35],
  [/\.e2e-spec\.ts$/, 12],
  [/proof-figures\.spec\.ts$|intensity\.spec\.ts$/, 20],
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
