// Mutation check of the quality score (issue 37 item 3), on demand: `npm run test:mutation`,
// not in CI. Needs @stryker-mutator/core and @stryker-mutator/jest-runner (dev dependencies).
// Each mutant of the scoring files runs only the specs that cover it (jest.mutation.config.cjs);
// the goal is a mutation score of at least 70% (docs/testing.md).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'jest',
  jest: {
    projectType: 'custom',
    configFile: 'jest.mutation.config.cjs',
    enableFindRelatedTests: true,
  },
  coverageAnalysis: 'perTest',
  mutate: [
    'backend/src/modules/ai/analysis/quality-score.ts',
    'backend/src/modules/ai/analysis/quality/*.ts',
    '!backend/src/modules/ai/analysis/quality/*.spec.ts',
    'backend/src/modules/ai/scoring/scored-rewrite.ts',
    // The tone tables' shared code (docs/testing.md says why not every table entry).
    'backend/src/modules/ai/engine/tones/tone-definition.ts',
    'backend/src/modules/ai/engine/tones/once.ts',
  ],
  // The sandbox needs the backend sources, the shared contract and the configs, not the apps.
  ignorePatterns: ['dist', 'frontend', 'admin', 'extension', 'docs', 'reports', 'test/browser'],
  // The machine is shared: one mutant at a time. A test run may take 1.5 times its dry-run time
  // plus the run's overhead plus timeoutMS (15 s: ample on a busy core; 60 s made each of the
  // dozen or so looping mutants cost a minute).
  concurrency: 1,
  timeoutMS: 15_000,
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 80, low: 70, break: null },
};
