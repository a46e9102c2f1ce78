/**
 * `npm run restore -- ARCHIVE`: brings a backup (`npm run backup`) back into an empty database
 * (DATABASE_URL's, or the embedded one of a fresh data folder: move `.data/` aside first) and its
 * pictures into the media folder (or the S3 bucket, when S3_BUCKET is set). Then `npm start` serves the restored portal.
 */
import path from 'node:path'

import { RestoreRefused, restoreBackup } from './lib/backup'
import { configuredMedia } from './lib/backupMedia'
import { say, warn } from './lib/log'
import { migrateDatabase } from './lib/migrate'
import { portalDatabase } from './lib/portalDatabase'
import { loadDotEnv } from './lib/settings'

loadDotEnv()
const archive = process.argv[2]
if (!archive) {
  warn('Name the archive to restore: npm run restore -- backups/baikal-yachts-….tar.gz')
  process.exit(2)
}
const database = await portalDatabase()
try {
  const started = Date.now()
  const manifest = await restoreBackup({ databaseUrl: database.url, media: configuredMedia(), archive: path.resolve(archive), migrate: migrateDatabase })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  say(
    `Restored the backup of ${manifest.createdAt}: ${rows} rows, ${manifest.mediaFiles} media files, in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the portal with npm start.`,
  )
} catch (error) {
  if (!(error instanceof RestoreRefused)) throw error
  warn(error.message)
  process.exitCode = 1
} finally {
  await database.stop()
}
