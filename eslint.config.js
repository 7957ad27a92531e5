import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The machine runner tells XState's built-ins from plain functions by their registration in
// src/sim/machines/fastPath/xstateBuiltIns.ts, so machines import them from there.
const XSTATE_BUILT_INS = {
  name: 'xstate',
  importNames: ['assign', 'enqueueActions', 'raise', 'emit', 'sendTo', 'log', 'cancel'].concat([
    'and',
    'not',
    'or',
    'stateIn',
    'spawnChild',
    'stopChild',
    'sendParent',
    'forwardTo',
  ]),
  message: 'Import XState built-ins from src/sim/machines/fastPath/xstateBuiltIns.ts.',
};

// What the engine may never import.
const ENGINE_PURE = {
  group: [
    'react',
    'react-dom',
    '@xyflow/*',
    'recharts',
    'zustand',
    '**/ui/**',
    '**/store/**',
    '**/worker/**',
  ],
  message: 'The engine is pure: no React, no UI, no store, no worker.',
};

// Folder depths below src/sim that hold code (src/sim/x.ts is 0, src/sim/engine/layers/x.ts 2),
// with room to grow.
const SIM_DEPTHS = [0, 1, 2, 3, 4];

/** A relative import that climbs `ups` folders or more: out of `folder` for a file that deep. */
const leavingFolder = (folder, ups) => ({
  regex: `^(\\.\\./){${ups}}`,
  message: `${folder} imports nothing outside ${folder}.`,
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'artifacts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The engine is pure: no React, no UI, no store, no worker, no wall clock, no Math.random.
    files: ['src/sim/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ENGINE_PURE], paths: [XSTATE_BUILT_INS] }],
      'no-restricted-properties': [
        'error',
        {
          object: 'Math',
          property: 'random',
          message: 'Use the seeded streams in src/sim/random.',
        },
        { object: 'Date', property: 'now', message: 'Use the simulated clock.' },
        { object: 'performance', property: 'now', message: 'Use the simulated clock.' },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'setTimeout', 'setInterval'],
    },
  },
  // The engine imports nothing outside src/sim, so it runs unchanged in the page, a worker, the
  // CLI and the bench. Tests may still run it on the presets of src/scenarios.
  ...SIM_DEPTHS.map((depth) => ({
    files: [`src/sim/${'*/'.repeat(depth)}*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [ENGINE_PURE, leavingFolder('src/sim', depth + 1)],
          paths: [XSTATE_BUILT_INS],
        },
      ],
    },
  })),
  {
    // Work for a pool (src/jobs) and the worker that hosts it run off the page: they never
    // import the page's views or its store.
    files: ['src/jobs/**/*.ts', 'src/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', '**/ui/**', '**/ui', '**/store/**', '**/store'],
              message: 'src/jobs and src/worker never import the page (src/ui, src/store).',
            },
          ],
        },
      ],
    },
  },
  {
    // Config import and export are pure: the page, a worker and the command line share them.
    files: ['src/interop/**/*.ts'],
    ignores: ['src/interop/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-dom',
                '**/ui/**',
                '**/ui',
                '**/store/**',
                '**/store',
                'node:*',
              ],
              message: 'src/interop is pure: no page, no store, no Node built-ins.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch'],
    },
  },
  {
    files: ['src/store/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/ui/**', 'react-dom'] }] },
  },
  {
    // The wrapper itself.
    files: ['src/sim/machines/fastPath/xstateBuiltIns.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [ENGINE_PURE, leavingFolder('src/sim', 3)] }],
    },
  },
);
