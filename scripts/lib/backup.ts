import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'

import pg from 'pg'
import { from as copyFrom, to as copyTo } from 'pg-copy-streams'
import * as tar from 'tar'

import type { BackupMedia } from './backupMedia'
import { committedMigrations } from './migrationNames'

const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * Backups that restore (issue #28, item 7): the database and the media folder in one dated
 * archive (tar, gzip), and back into an empty database.
 *
 * PostgreSQL's own pg_dump would be the tool, but none of the machines the portal runs on by
 * default has one for its server: the embedded PostgreSQL 18 ships initdb, pg_ctl and postgres
 * only, and Debian's pg_dump 15 refuses a newer server. The schema, though, is the committed
 * migrations', and nothing else: so the archive holds each table's rows (COPY, PostgreSQL's text
 * format, read in one repeatable-read snapshot) with the migrations they were written under, and
 * a restore applies those same migrations to the empty database and copies the rows back.
 */
const BACKUP_FORMAT = 'baikal-yachts-backup/1'

export type BackupManifest = {
  format: typeof BACKUP_FORMAT
  createdAt: string
  migrations: string[]
  tables: { name: string; columns: string[]; rows: number }[]
  mediaFiles: number
}

/**
 * Written by the restore itself: Payload's record of applied migrations (by its migrations), and
 * the log of site changes (its start logs a change of anything, and a restored database has no
 * build of its own to reuse: cms/features/publishing/siteChanges.ts).
 */
const NOT_COPIED = new Set(['payload_migrations', 'site_changes'])

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The portal's tables, parents before children where the foreign keys say so (the restore does not need it, a reader does). */
async function tablesOf(client: pg.Client): Promise<{ name: string; columns: string[] }[]> {
  const { rows } = await client.query<{ table_name: string; columns: string[] }>(
    `SELECT c.table_name, array_agg(c.column_name::text ORDER BY c.ordinal_position) AS columns
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
      GROUP BY c.table_name ORDER BY c.table_name`,
  )
  return rows.filter((row) => !NOT_COPIED.has(row.table_name)).map((row) => ({ name: row.table_name, columns: row.columns }))
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')

/** Writes `baikal-yachts-{time}.tar.gz` into `outDir` and answers its path. */
export async function writeBackup({
  databaseUrl,
  media: uploads,
  outDir,
}: {
  databaseUrl: string
  media: BackupMedia
  outDir: string
}): Promise<{ file: string; manifest: BackupManifest }> {
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'baikal-backup-'))
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // One snapshot for every table: the rows agree with each other as they did at one moment.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const applied = (await client.query<{ name: string }>('SELECT name FROM payload_migrations ORDER BY id')).rows.map((row) => row.name)
    const tables: BackupManifest['tables'] = []
    fs.mkdirSync(path.join(staging, 'data'))
    for (const table of await tablesOf(client)) {
      const file = path.join(staging, 'data', `${table.name}.copy`)
      const columns = table.columns.map(quoted).join(', ')
      await pipeline(client.query(copyTo(`COPY ${quoted(table.name)} (${columns}) TO STDOUT`)), fs.createWriteStream(file))
      const rows = (await client.query<{ count: string }>(`SELECT count(*) FROM ${quoted(table.name)}`)).rows[0]?.count ?? '0'
      tables.push({ ...table, rows: Number(rows) })
    }
    await client.query('COMMIT')

    const media = path.join(staging, 'media')
    fs.mkdirSync(media)
    const mediaFiles = await uploads.copyOut(media)
    const createdAt = new Date()
    const manifest: BackupManifest = { format: BACKUP_FORMAT, createdAt: createdAt.toISOString(), migrations: applied.filter((name) => name !== 'dev').sort(), tables, mediaFiles }
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)

    fs.mkdirSync(outDir, { recursive: true })
    const archive = path.join(outDir, `baikal-yachts-${stamp(createdAt)}.tar.gz`)
    await tar.create({ gzip: true, file: archive, cwd: staging, portable: true }, ['manifest.json', 'data', 'media'])
    return { file: archive, manifest }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

export class RestoreRefused extends Error {
  override name = 'RestoreRefused'
}

/**
 * Brings an archive back: into an empty database only (no table of its own yet), with the same
 * migrations as the code's; the media folder or the bucket, empty, receives the archive's files. `migrate` applies the
 * committed migrations to the database (scripts/lib/migrate.ts).
 */
export async function restoreBackup({
  databaseUrl,
  media,
  archive,
  migrate,
}: {
  databaseUrl: string
  media: BackupMedia
  archive: string
  migrate: (databaseUrl: string) => Promise<void>
}): Promise<BackupManifest> {
  if (!fs.existsSync(archive)) throw new RestoreRefused(`No archive at ${archive}.`)
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'baikal-restore-'))
  try {
    await tar.extract({ file: archive, cwd: staging }).catch((error: { code?: string }) => {
      if (/^(TAR_|Z_)/.test(error.code ?? '')) throw new RestoreRefused(`${archive} is not a backup of this portal (not a tar.gz archive).`)
      throw error
    })
    const manifestFile = path.join(staging, 'manifest.json')
    const manifest = fs.existsSync(manifestFile) ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest) : null
    if (manifest?.format !== BACKUP_FORMAT) throw new RestoreRefused(`${archive} is not a backup of this portal (no ${BACKUP_FORMAT} manifest).`)
    const code = committedMigrations()
    if (manifest.migrations.join('\n') !== code.join('\n')) {
      const archived = manifest.migrations.at(-1) ?? 'none'
      throw new RestoreRefused(
        `The archive was written at migration ${archived}; this code is at ${code.at(-1) ?? 'none'}. Restore it with the portal's version of that time, then start the current one: it migrates the data.`,
      )
    }
    if (!(await media.isEmpty())) {
      throw new RestoreRefused(`${upperFirst(media.name)} is not empty: restore into a new, empty one (nothing was changed).`)
    }
    await refuseUnlessReady(databaseUrl)
    try {
      await migrate(databaseUrl)
      await copyRowsBack(databaseUrl, staging, manifest)
    } catch (error) {
      // The database was empty before: leave it so, and the restore can simply be tried again.
      await emptyAgain(databaseUrl).catch(() => {})
      throw error
    }
    await media.copyIn(path.join(staging, 'media'))
    return manifest
  } finally {
    fs.rmSync(staging, { recursive: true, force: true })
  }
}

/**
 * A database that already holds a table in `public` is someone's data: a restore never writes over
 * it. Nor does it start where it could not finish: copying the rows back needs the right to turn
 * foreign-key checks off (a superuser's, or one granted SET on session_replication_role).
 */
async function refuseUnlessReady(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'`)
    if (Number(rows[0]?.count ?? 0) > 0) throw new RestoreRefused('The database is not empty: restore into a new, empty database (nothing was changed).')
    const allowed = await client.query<{ allowed: boolean }>(
      `SELECT rolsuper OR has_parameter_privilege(current_user, 'session_replication_role', 'SET') AS allowed FROM pg_roles WHERE rolname = current_user`,
    )
    if (!allowed.rows[0]?.allowed) {
      throw new RestoreRefused(
        'The database user may not turn off foreign-key checks for the copy: restore as a superuser, or GRANT SET ON PARAMETER session_replication_role TO the user (nothing was changed).',
      )
    }
  } finally {
    await client.end()
  }
}

/** The rows back, in one transaction, as they were; jobs that were under way at the backup are free to run again. */
async function copyRowsBack(databaseUrl: string, staging: string, manifest: BackupManifest): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    // Rows go in as they were, whatever order the tables come in: foreign keys and triggers are
    // the archive's to have kept (it was one consistent snapshot), not this copy's to check.
    await client.query(`SET LOCAL session_replication_role = replica`)
    for (const table of manifest.tables) {
      const columns = table.columns.map(quoted).join(', ')
      await pipeline(fs.createReadStream(path.join(staging, 'data', `${table.name}.copy`)), client.query(copyFrom(`COPY ${quoted(table.name)} (${columns}) FROM STDIN`)))
    }
    // A job a process was running when the backup was read has no process now (a site rebuild would
    // otherwise hold its queue's one place for ever).
    if (manifest.tables.some((table) => table.name === 'payload_jobs')) await client.query('UPDATE payload_jobs SET processing = false WHERE processing')
    await resetSequences(client)
    await client.query('COMMIT')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

/** Everything the restore made, gone again: the database was empty when it began. */
async function emptyAgain(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('DROP SCHEMA public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end()
  }
}

/** Each serial column's sequence continues after the restored rows' highest value. */
async function resetSequences(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `SELECT s.relname AS sequence, t.relname AS table, a.attname AS column
       FROM pg_class s
       JOIN pg_depend d ON d.objid = s.oid AND d.deptype IN ('a', 'i')
       JOIN pg_class t ON t.oid = d.refobjid
       JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = d.refobjsubid
       JOIN pg_namespace n ON n.oid = s.relnamespace
      WHERE s.relkind = 'S' AND n.nspname = 'public'`,
  )
  for (const { sequence, table, column } of rows) {
    await client.query(`SELECT setval($1, coalesce(highest, 1), highest IS NOT NULL) FROM (SELECT max(${quoted(column)}) AS highest FROM ${quoted(table)}) AS t`, [
      quoted(sequence),
    ])
  }
}
