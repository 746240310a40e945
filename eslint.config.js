import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'out', 'release', 'coverage', '.tmp'] },
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
    // The core must run in plain Node: only the Electron host files may import electron.
    files: ['core/terminal/**', 'core/platform/**', 'core/scanner/**', 'core/offline/**', 'server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'electron',
              message: 'Only electron/main.ts, preload.ts, hosts/ipc*.ts and app/** may import electron.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['renderer/**/*.svelte', 'renderer/**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.svelte'] } },
  },
  {
    // The renderer runs in a browser and reaches the terminal only through the bridge: it may
    // import the contract, the browser-safe helpers below (money, the wedge decoder, a bill's
    // rules and proposal) and (for the bridge) the loopback
    // host's paths, nothing else of electron/ or server/.
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex:
                '^(\\.\\./)+(server|electron/(?!contract$|platform/money$|scanner/wedge$|hosts/loopback-paths$|bill/(rules|proposal)$))',
              message: 'The renderer talks to the terminal only through the contract (window.terminal).',
            },
            { regex: '^(node:|electron$)', message: 'The renderer runs in a browser sandbox.' },
          ],
        },
      ],
    },
  },
);
