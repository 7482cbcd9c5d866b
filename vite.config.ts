import { sveltekit } from '@sveltejs/kit/vite';
import { svelteTesting } from '@testing-library/svelte/vite';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [sveltekit(), svelteTesting()],
  test: {
    include: ['test/unit/**/*.test.ts', 'test/component/**/*.test.ts', 'test/content/**/*.test.ts'],
    environment: 'node',
    // Korean is loaded on demand in the app; tests switch languages synchronously.
    setupFiles: ['test/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
