import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
  },
});
