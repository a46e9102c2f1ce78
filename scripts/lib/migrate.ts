import path from 'node:path'

import { runToCompletion } from './processes'
import { ROOT_DIR } from './settings'

/**
 * Applies the committed migrations to a database, in a child process in production mode exactly as
 * `npm start` does (Payload runs `prodMigrations` on init only when NODE_ENV is production).
 */
export function migrateDatabase(databaseUrl: string): Promise<void> {
  return runToCompletion('migrate', ['--import', 'tsx', path.join(ROOT_DIR, 'scripts', 'migrate.ts')], {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? 'migrations-only',
  })
}
