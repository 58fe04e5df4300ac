import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'packages/*/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Browser journeys are Playwright's (apps/web/e2e), not Vitest's.
    exclude: ['**/node_modules/**', '**/e2e/**', '**/.next/**'],
  },
})
