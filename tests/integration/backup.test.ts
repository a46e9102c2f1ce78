import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import pg from 'pg'
import * as tar from 'tar'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { mediaDir } from '@cms/core/paths'
import { seedDemoBookings } from '@cms/seed/demoBookings'
import { type BackupManifest, RestoreRefused, restoreBackup, writeBackup } from '@scripts/lib/backup'
import { mediaFolder } from '@scripts/lib/backupMedia'
import { migrateDatabase } from '@scripts/lib/migrate'
import { createDatabaseIfMissing, dropDatabase, withDatabase } from '@scripts/lib/postgres'
import { testPayload } from './support/payload'
import { useSeededDatabase } from './support/seededDatabase'

/**
 * Backups that restore (issue #28, item 7): a seeded portal with bookings and pictures is written
 * to an archive and brought back into an empty database and media folder, and every table's rows,
 * the sequences and the pictures come back the same.
 */
let payload: Payload
const server = inject('databaseServerUrl')
const restoredName = `baikal_restored_${randomBytes(4).toString('hex')}`
const restoredUrl = withDatabase(server, restoredName)
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-test-'))
let archive = ''
let manifest: BackupManifest

beforeAll(async () => {
  await useSeededDatabase()
  payload = await testPayload()
  await seedDemoBookings(payload, 'Demo-Passw0rd!')
  await createDatabaseIfMissing(server, restoredName)
  ;({ file: archive, manifest } = await writeBackup({ databaseUrl: process.env.DATABASE_URL ?? '', media: mediaFolder(mediaDir()), outDir: path.join(work, 'out') }))
}, 300_000)

afterAll(async () => {
  await dropDatabase(server, restoredName)
  fs.rmSync(work, { recursive: true, force: true })
})

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/** Each table's rows, as one digest: the same rows, the same digest. */
const digests = (url: string) =>
  withClient(url, async (client) => {
    const found: Record<string, string> = {}
    for (const table of manifest.tables) {
      const { rows } = await client.query<{ digest: string }>(`SELECT md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest FROM "${table.name}" t`)
      found[table.name] = rows[0]?.digest ?? ''
    }
    return found
  })

/** The archive, unpacked, changed by `change` and packed again. */
async function tampered(change: (dir: string) => void): Promise<string> {
  const dir = fs.mkdtempSync(path.join(work, 'tampered-'))
  await tar.extract({ file: archive, cwd: dir })
  change(dir)
  const file = `${dir}.tar.gz`
  await tar.create({ gzip: true, file, cwd: dir }, ['manifest.json', 'data', 'media'])
  return file
}

/** Every file under a folder with its content's hash. */
function files(dir: string): Record<string, string> {
  const found: Record<string, string> = {}
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    found[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex')
  }
  return found
}

describe('npm run backup and npm run restore', () => {
  it('write the seeded portal, bookings and pictures into one dated archive', () => {
    expect(path.basename(archive)).toMatch(/^baikal-yachts-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/)
    const rows = Object.fromEntries(manifest.tables.map((table) => [table.name, table.rows]))
    expect(rows.yachts).toBeGreaterThan(0)
    expect(rows.bookings).toBeGreaterThan(0)
    expect(rows.media).toBeGreaterThan(0)
    expect(manifest.mediaFiles).toBeGreaterThan(0)
    expect(manifest.tables.map((table) => table.name)).not.toContain('payload_migrations')
  })

  it('bring every row, sequence and picture back into an empty database and media folder', async () => {
    const restoredMedia = path.join(work, 'restored-media')
    await restoreBackup({ databaseUrl: restoredUrl, media: mediaFolder(restoredMedia), archive, migrate: migrateDatabase })

    expect(await digests(restoredUrl)).toEqual(await digests(process.env.DATABASE_URL ?? ''))
    expect(files(restoredMedia)).toEqual(files(mediaDir()))
    // A new row continues after the restored ones.
    const [maxId, nextId] = await withClient(restoredUrl, async (client) => [
      Number((await client.query<{ max: number }>('SELECT max(id) FROM bookings')).rows[0]?.max),
      Number((await client.query<{ next: string }>(`SELECT nextval(pg_get_serial_sequence('bookings', 'id')) AS next`)).rows[0]?.next),
    ])
    expect(nextId).toBe(maxId + 1)
    // The restored portal is the portal: its migrations are all applied.
    const applied = await withClient(restoredUrl, async (client) => (await client.query<{ name: string }>(`SELECT name FROM payload_migrations WHERE name <> 'dev'`)).rows)
    expect(applied.map((row) => row.name).sort()).toEqual(manifest.migrations)
  }, 300_000)

  it('refuse a database that holds data, and change nothing there', async () => {
    const before = await digests(restoredUrl)
    await expect(restoreBackup({ databaseUrl: restoredUrl, media: mediaFolder(path.join(work, 'other-media')), archive, migrate: migrateDatabase })).rejects.toThrow(RestoreRefused)
    expect(await digests(restoredUrl)).toEqual(before)
    expect(fs.existsSync(path.join(work, 'other-media'))).toBe(false)
  })

  it('refuse an archive of other migrations; and after a copy that fails, leave the database empty to try again', async () => {
    const other = `${restoredName}_other`
    await createDatabaseIfMissing(server, other)
    try {
      const otherUrl = withDatabase(server, other)
      const tablesIn = () =>
        withClient(otherUrl, async (client) => Number((await client.query(`SELECT count(*) FROM information_schema.tables WHERE table_schema = 'public'`)).rows[0]?.count))
      const changed = (change: (dir: string) => void) => tampered(change)

      const older = await changed((dir) => {
        const written = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest
        fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...written, migrations: written.migrations.slice(0, -1) }))
      })
      await expect(restoreBackup({ databaseUrl: otherUrl, media: mediaFolder(path.join(work, 'older-media')), archive: older, migrate: migrateDatabase })).rejects.toThrow(
        /written at migration/,
      )
      expect(await tablesIn()).toBe(0)

      const broken = await changed((dir) => fs.writeFileSync(path.join(dir, 'data', 'yachts.copy'), 'not\ta\trow\n'))
      await expect(restoreBackup({ databaseUrl: otherUrl, media: mediaFolder(path.join(work, 'broken-media')), archive: broken, migrate: migrateDatabase })).rejects.toThrow()
      expect(await tablesIn()).toBe(0)
      expect(fs.existsSync(path.join(work, 'broken-media'))).toBe(false)

      const mediaInUse = path.join(work, 'media-in-use')
      fs.mkdirSync(mediaInUse)
      fs.writeFileSync(path.join(mediaInUse, 'someone.webp'), 'theirs')
      await expect(restoreBackup({ databaseUrl: otherUrl, media: mediaFolder(mediaInUse), archive, migrate: migrateDatabase })).rejects.toThrow(RestoreRefused)
      expect(await tablesIn()).toBe(0)

      await restoreBackup({ databaseUrl: otherUrl, media: mediaFolder(path.join(work, 'retried-media')), archive, migrate: migrateDatabase })
      expect(await digests(otherUrl)).toEqual(await digests(process.env.DATABASE_URL ?? ''))
    } finally {
      await dropDatabase(server, other)
    }
  }, 300_000)

  it('refuse what is not a backup of this portal', async () => {
    const stray = path.join(work, 'stray.tar.gz')
    fs.writeFileSync(stray, 'not an archive')
    await expect(restoreBackup({ databaseUrl: restoredUrl, media: mediaFolder(path.join(work, 'stray-media')), archive: stray, migrate: migrateDatabase })).rejects.toThrow(
      RestoreRefused,
    )
    await expect(
      restoreBackup({ databaseUrl: restoredUrl, media: mediaFolder(path.join(work, 'stray-media')), archive: path.join(work, 'missing.tar.gz'), migrate: migrateDatabase }),
    ).rejects.toThrow(RestoreRefused)
  })
})
