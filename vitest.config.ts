import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The web app's `@/` imports (its tsconfig paths), for its unit tests.
  resolve: { alias: { '@': fileURLToPath(new URL('apps/web/src', import.meta.url)) } },
  test: {
    include: [
      'apps/*/src/**/*.test.{ts,tsx}',
      'packages/*/src/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    // Browser journeys are Playwright's (apps/web/e2e), not Vitest's.
    exclude: ['**/node_modules/**', '**/e2e/**', '**/.next/**'],
    // Starts the PostgreSQL every database test also runs on (or uses DATABASE_URL).
    globalSetup: ['apps/api/src/testing/global-setup.ts'],
    // Vitest leaves one core to the editor's watcher by default: one worker on a two-core
    // machine. A run uses them all (measured: 246 s → 133 s for the whole suite on two cores).
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // `npm test` turns coverage on; the domain package must stay at 95% of lines or more.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: '.test-output/coverage',
      thresholds: { 'packages/domain/src/**': { lines: 95 } },
    },
  },
})
