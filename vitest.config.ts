import path from 'node:path'
import { defineConfig } from 'vitest/config'

const alias = { '@payload-config': path.resolve('cms/payload.config.ts') }

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/support/globalSetup.ts'],
          setupFiles: ['tests/integration/support/env.ts'],
          // One database for the run, one Payload per worker: files run one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
