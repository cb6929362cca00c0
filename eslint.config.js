// ESLint's recommended rules for the page's modules (www/), the tests and the tools in node.

import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['dist/', 'pkg/', 'target/', 'node_modules/', 'artifacts/'] },
  js.configs.recommended,
  {
    files: ['www/**/*.js'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.browser } },
  },
  {
    files: ['www/game/ai-worker.js'],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    // Read before the modules, by browsers too old for them: a classic script of ES5, where a
    // catch needs its binding and a failed check is left silently.
    files: ['www/page/preflight.js', 'www/page/preflight-words.js'],
    languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: { Intl: 'readonly' } },
    rules: { 'no-empty': ['error', { allowEmptyCatch: true }], 'no-unused-vars': ['error', { caughtErrors: 'none' }] },
  },
  {
    // Scripts the end-to-end tests run in a page.
    files: ['tests/e2e/fixtures/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.mjs', 'eslint.config.js', 'pwa/**/*.js'],
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
];
