import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so unit tests never load the Start plugin.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
  },
});
