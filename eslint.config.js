// `npm run lint`. Type-aware where promises and switches need the types; the
// engine's purity (STYLE habit 1) and the direction of imports (README
// «Architecture») are lint rules, so a breach fails before any test runs.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import lit from 'eslint-plugin-lit';
import litA11y from 'eslint-plugin-lit-a11y';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import layers from './scripts/eslint-layers.mjs';

const TS = ['**/*.ts'];
const TESTS = ['**/*.test.ts', '**/testkit.ts'];

/** What the engine may not touch: the clock, randomness, timers, the DOM, I/O and the global object. */
const ENGINE_GLOBALS = [
  ...['Date', 'performance'].map((name) => ({ name, message: 'The engine takes time as data (STYLE habit 1).' })),
  ...['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback'].map((name) => ({
    name,
    message: 'The engine has no timers: the host runs effects (STYLE habit 13).',
  })),
  ...['globalThis', 'window', 'self', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'indexedDB', 'fetch', 'XMLHttpRequest', 'WebSocket', 'crypto', 'process', 'Buffer', 'console', 'eval'].map(
    (name) => ({ name, message: 'The engine is pure: no DOM, no I/O, no global object (STYLE habit 1).' }),
  ),
];

export default defineConfig(
  { ignores: ['dist/', 'dev-dist/', 'test-results/', 'playwright-report/', 'public/', 'docs/', 'types/', '.vite/'] },

  js.configs.recommended,
  {
    files: TS,
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // tsc's noUnusedLocals and noUnusedParameters already say this, in tsc's terms (a leading underscore is left out on purpose).
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  {
    // Benches and browser tests reach into a page's own globals (`window.__shownAt`, `tv-app`'s snapshot), which Node's types cannot know.
    files: ['scripts/**/*.ts', 'bench/**/*.ts', 'tests/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: globals.node },
  },

  // The screens: Lit's own rules and its accessibility rules.
  {
    files: ['src/ui/**/*.ts'],
    extends: [lit.configs['flat/recommended'], litA11y.configs.recommended],
  },

  // Imports run down; test files and test kits may reach across to check that two sides agree.
  {
    files: ['src/**/*.ts'],
    ignores: TESTS,
    plugins: { layers },
    rules: { 'layers/imports-run-down': 'error' },
  },

  // The engine is pure. The simulator measures its own speed, so it alone may read a clock (and, in Node, the
  // process's CPU time); its command-line program is a Node program.
  {
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/simulate-cli.ts'],
    rules: {
      'no-restricted-globals': ['error', ...ENGINE_GLOBALS],
      'no-restricted-properties': ['error', { object: 'Math', property: 'random', message: 'The engine draws from its seeded rng (rng.ts).' }],
    },
  },
  {
    files: ['src/engine/simulate.ts'],
    rules: { 'no-restricted-globals': ['error', ...ENGINE_GLOBALS.filter(({ name }) => name !== 'performance' && name !== 'globalThis')] },
  },
  {
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportExpression', message: 'The engine loads nothing at run time.' },
        { selector: 'MetaProperty[meta.name="import"]', message: 'The engine knows nothing of its module or its build (import.meta).' },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./|\\.\\./base/lang$)', message: 'The engine imports only its own files and base/lang.' }] },
      ],
    },
  },
  {
    files: ['src/engine/**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?!\\./|\\.\\./base/lang$|vitest$)', message: 'An engine test imports only the engine, base/lang and vitest.' }] },
      ],
    },
  },
);
