import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layers } from './scripts/lint/layers.js';

/**
 * Type-aware rules (issue 44): a promise nobody awaits or handles is a lost error. Each part is
 * read with its own TypeScript project. Svelte components and `.svelte.ts` modules are left out:
 * the Svelte parser builds a program per file, which took four minutes for the renderer alone.
 */
function typeAware(files, projects, ignores = []) {
  const project = projects.map((name) => (name.endsWith('.json') ? name : `${name}/tsconfig.json`));
  return [
    {
      files,
      ignores,
      languageOptions: { parserOptions: { project, tsconfigRootDir: import.meta.dirname } },
      rules: {
        '@typescript-eslint/no-floating-promises': 'error',
        '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
        '@typescript-eslint/switch-exhaustiveness-check': [
          'error',
          { considerDefaultExhaustiveForUnions: true },
        ],
      },
    },
  ];
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', 'release', 'coverage', '.tmp', '.tsbuild'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    // Each part imports only what runs where it runs: scripts/lint/layers.js.
    plugins: { layers },
    rules: { 'layers/imports': 'error' },
  },
  ...typeAware(['common/**/*.ts', 'server/**/*.ts', 'core/**/*.ts'], ['common', 'server', 'core']),
  ...typeAware(['electron/**/*.ts'], ['electron/tsconfig.json', 'electron/tsconfig.preload.json']),
  ...typeAware(['renderer/src/**/*.ts'], ['renderer/tsconfig.json'], ['**/*.svelte.ts']),
  ...typeAware(
    ['test/**/*.ts', 'bench/**/*.ts', 'scripts/**/*.ts', 'build/**/*.ts'],
    ['tsconfig.tools.json'],
  ),
  {
    files: ['renderer/**/*.svelte', 'renderer/**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
