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

const ENGINE_PURITY = ['react', 'react-dom', '@xyflow/*', 'recharts', 'zustand'].concat([
  '**/ui/**',
  '**/store/**',
  '**/worker/**',
]);

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
      'no-restricted-imports': [
        'error',
        {
          patterns: ENGINE_PURITY,
          paths: [XSTATE_BUILT_INS],
        },
      ],
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
  {
    files: ['src/store/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/ui/**', 'react-dom'] }] },
  },
  {
    // The wrapper itself; the retry budget does not run on the machine runner.
    files: [
      'src/sim/machines/fastPath/xstateBuiltIns.ts',
      'src/sim/machines/retry/retryBudgetMachine.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: ENGINE_PURITY }] },
  },
);
