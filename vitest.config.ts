import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** The path aliases of tsconfig.json (no import climbs more than two folders). */
const alias = [
  { find: '@payload-config', replacement: path.resolve('cms/payload.config.ts') },
  { find: /^@cms\//, replacement: `${path.resolve('cms')}/` },
  { find: /^@site\//, replacement: `${path.resolve('site/src')}/` },
  { find: /^@scripts\//, replacement: `${path.resolve('scripts')}/` },
]

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        // cms/tsconfig.json leaves JSX to Next ("preserve"); tests that render the admin's server
        // components need it compiled.
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/globalSetup.ts'],
          setupFiles: ['tests/integration/support/env.ts'],
          // Each file copies its own database from the run's migrated template (support/env.ts), so
          // files run side by side: two at once keep both cores busy while one waits on PostgreSQL.
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
