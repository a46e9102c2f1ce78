/**
 * `npm run backup [-- OUT_DIR]`: the database and the media in one dated archive (default
 * backups/, or BACKUP_DIR), as scripts/lib/backup.ts describes. Safe while the portal runs: the
 * rows are read in one snapshot.
 */
import path from 'node:path'

import { writeBackup } from './lib/backup'
import { configuredMedia } from './lib/backupMedia'
import { say } from './lib/log'
import { portalDatabase } from './lib/portalDatabase'
import { loadDotEnv, ROOT_DIR } from './lib/settings'

loadDotEnv()
const outDir = path.resolve(process.argv[2] ?? process.env.BACKUP_DIR ?? path.join(ROOT_DIR, 'backups'))
const database = await portalDatabase()
try {
  const started = Date.now()
  const { file, manifest } = await writeBackup({ databaseUrl: database.url, media: configuredMedia(), outDir })
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0)
  say(`Backup written to ${file}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.mediaFiles} media files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
  say(`Restore it into an empty database with: npm run restore -- ${path.relative(process.cwd(), file)}`)
} finally {
  await database.stop()
}
