// The specs that pin the quality score and the tone tables, alone: the test run of Stryker's mutation check
// (npm run test:mutation, stryker.config.mjs). Same transform as the unit project.
const base = require('./jest.config.cjs');

const unit = base.projects.find((project) => project.displayName === 'unit');

module.exports = {
  ...unit,
  rootDir: __dirname,
  testTimeout: base.testTimeout,
  testMatch: [
    '<rootDir>/backend/src/modules/ai/analysis/quality-score*.spec.ts',
    '<rootDir>/backend/src/modules/ai/analysis/quality/*.spec.ts',
    '<rootDir>/backend/src/modules/ai/scoring/*.spec.ts',
    // The tone tables' generic test; its slow corpus half (tables-corpus.spec) is left out.
    '<rootDir>/backend/src/modules/ai/engine/tones/tables.spec.ts',
    '<rootDir>/backend/src/modules/ai/engine/tones/once.spec.ts',
  ],
};
