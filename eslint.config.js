import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { reactRefresh } from 'eslint-plugin-react-refresh';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Features never import each other; shared code flows app → features → shared (bulletproof-react).
const subfolders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

// The beta studio's tabs are sub-features with the same rule: they share only the beta's own
// api/, components/, hooks/, model/ and shared/ folders, which never import a tab.
const BETA_SHARED = ['api', 'components', 'hooks', 'model', 'shared'];
const betaBoundaries = (app) => {
  const betaDir = `./${app}/src/features/beta`;
  const tabs = subfolders(betaDir).filter((name) => !BETA_SHARED.includes(name));
  if (tabs.length < 2) return [];
  return [
    ...tabs.map((tab) => ({
      target: `${betaDir}/${tab}`,
      from: tabs.filter((other) => other !== tab).map((other) => `${betaDir}/${other}`),
      message:
        'Beta tabs do not import each other; move shared code to features/beta/shared or components/.',
    })),
    {
      target: BETA_SHARED.map((name) => `${betaDir}/${name}`),
      from: tabs.map((tab) => `${betaDir}/${tab}`),
      message: "The beta's shared folders never import a tab.",
    },
  ];
};

const featureBoundaries = (app) => {
  const featuresDir = `./${app}/src/features`;
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  return {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          ...features.map((feature) => ({
            target: `${featuresDir}/${feature}`,
            from: featuresDir,
            except: [`./${feature}`],
            message: 'Features do not import each other; move shared code to components/ or lib/.',
          })),
          { target: `${featuresDir}`, from: `./${app}/src/app` },
          {
            target: [`./${app}/src/components`, `./${app}/src/lib`],
            from: [featuresDir, `./${app}/src/app`],
          },
          ...betaBoundaries(app),
        ],
      },
    ],
  };
};

// The AI module has one door: its top-level files (ai.service.ts, ai.types.ts, ai.config.ts,
// ai.labels.ts, ai.engine.ts, ai.text.ts, …) and its test peers (testing/, local/testing/).
// Everything outside backend/src/modules/ai imports through them, never deeper.
const aiModuleDoor = () => {
  const aiDir = './backend/src/modules/ai';
  const entries = (dir) => readdirSync(dir).map((name) => `${dir}/${name}`);
  const outside = [
    ...entries('./backend/src').filter((entry) => entry !== './backend/src/modules'),
    ...entries('./backend/src/modules').filter((entry) => entry !== aiDir),
    './test',
    './scripts',
  ];
  const door = readdirSync(aiDir)
    .filter((name) => /^(ai\.[a-z-]+|customer-words)\.ts$/.test(name) && !name.endsWith('.spec.ts'))
    .map((name) => `./${name}`);
  return {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: outside,
            from: aiDir,
            except: [...door, './testing', './local/testing'],
            message:
              'Import the AI module through its door (backend/src/modules/ai/ai.*.ts), not its internals.',
          },
        ],
      },
    ],
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'node_modules/**',
      'coverage/**',
      'data/**',
      '.stryker-tmp/**',
      'reports/**',
      '**/*.tmp.*',
      'shared/api/schema.d.ts',
      'shared/api/catalog.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      // Entity and migration registries hold classes as constructors.
      '@typescript-eslint/no-unsafe-function-type': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
    },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'tsconfig.check.json',
            'frontend/tsconfig.json',
            'admin/tsconfig.json',
            'extension/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
  },
  {
    files: [
      'backend/**/*.ts',
      'test/**/*.{ts,cjs}',
      'scripts/**/*.{js,mjs,ts}',
      '*.{js,cjs,mjs}',
      'extension/*.{mjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', 'admin/**/*.{ts,tsx}'],
    extends: [
      reactHooks.configs.flat['recommended-latest'] ?? reactHooks.configs.flat.recommended,
      reactRefresh.configs.vite(),
    ],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The extension's scripts run in the browser with the WebExtension API (chrome.*).
    files: ['extension/src/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.webextensions } },
  },
  { files: ['backend/**/*.ts', 'test/**/*.ts', 'scripts/**/*.{js,mjs,ts}'], rules: aiModuleDoor() },
  { files: ['frontend/**/*.{ts,tsx}'], rules: featureBoundaries('frontend') },
  { files: ['admin/**/*.{ts,tsx}'], rules: featureBoundaries('admin') },
  {
    files: ['frontend/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  { files: ['**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    // Small files (CONVENTIONS.md); the rule engine's tables included, split by what they hold.
    files: ['backend/src/modules/ai/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
);
