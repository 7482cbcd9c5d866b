// ESLint: JavaScript's and typescript-eslint's recommended rules, eslint-plugin-svelte's for
// components; formatting is Prettier's job (npm run format), not ESLint's.
import js from '@eslint/js';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import ts from 'typescript-eslint';
import svelteConfig from './svelte.config.js';

export default ts.config(
  {
    ignores: ['build/', '.svelte-kit*/', 'node_modules/', 'screenshots/', 'test-results/', '.lighthouseci/', 'static/'],
  },
  js.configs.recommended,
  ...ts.configs.recommended,
  ...svelte.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `_name` marks a value left out on purpose (`const { blocks: _b, ...meta } = lesson`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Links in this app are built with `resolve()` or are plain app paths under `paths.relative: false`.
      'svelte/no-navigation-without-resolve': 'off',
      // Maps and Sets here are built whole and assigned to $state, never mutated in place.
      'svelte/prefer-svelte-reactivity': 'off',
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
    // No type information (projectService): no rule here needs it, and building the TypeScript
    // program for every component tripled the lint's time. Undefined names are svelte-check's to
    // find (typescript-eslint advises no-undef off for TypeScript, as its own config does for .ts).
    languageOptions: { parserOptions: { extraFileExtensions: ['.svelte'], parser: ts.parser, svelteConfig } },
    rules: { 'no-undef': 'off' },
  },
  {
    // CommonJS helpers (the Fairy-Stockfish loader, Lighthouse's config).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off', 'svelte/no-inner-declarations': 'off' },
  },
);
