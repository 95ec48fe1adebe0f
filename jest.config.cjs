// Jest runs the ESM sources as CommonJS through swc; ESM-only packages are converted too.
const { ignoreAllButEsmPackages } = require('./test/support/esm-packages.cjs');

const swc = {
  sourceMaps: true,
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true, tsx: false },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    keepClassNames: true,
  },
  module: { type: 'commonjs', ignoreDynamic: false },
};

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.(t|j|mj|cj)s$': ['@swc/jest', swc] },
  transformIgnorePatterns: [ignoreAllButEsmPackages(__dirname)],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1', '^@api/(.*)$': '<rootDir>/shared/api/$1' },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // One limit for every test and hook, sized for a machine busy with other work: a test that
  // passes is not slowed by it, and only a hung one waits this long. No file sets its own.
  testTimeout: 600_000,
  // Jest's default (cores - 1) runs the suite one file at a time on CI's 2 cores; the files wait on
  // Chromium, PostgreSQL and sockets as much as they compute: three at a time took 918 s where two
  // took 1,152 s (2026-11-29, the same machine), and four 730 s where three took 841 s
  // (2026-11-30, the same machine and suite), every file still within its timeouts. Each worker
  // holds about 2.5 GB at its peak; four leave most of the 24 GB free.
  maxWorkers: 4,
  // A worker that ran an app file ends about 0.5–1 s after its last test on a busy machine (exit
  // itself: traced with async_hooks, nothing of the app's is left referenced after close); jest's
  // 500 ms default then killed it and printed "failed to exit gracefully", a leak warning for no leak.
  workerGracefulExitTimeout: 5_000,
  reporters: ['default', '<rootDir>/test/support/slowest-files-reporter.cjs'],
  testSequencer: '<rootDir>/test/support/slowest-first-sequencer.cjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/backend/src/**/*.spec.ts'] },
    { ...common, displayName: 'frontend', testMatch: ['<rootDir>/frontend/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'extension',
      testMatch: ['<rootDir>/extension/*.spec.ts', '<rootDir>/extension/src/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/api/**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env.setup.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.browser-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env.setup.ts'],
    },
    {
      ...common,
      displayName: 'security',
      testMatch: ['<rootDir>/test/security/**/*.{e2e,browser}-spec.ts'],
      setupFiles: ['<rootDir>/test/support/env.setup.ts'],
    },
  ],
};
