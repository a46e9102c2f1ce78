import fs from 'node:fs'
import path from 'node:path'

import { inject } from 'vitest'

import { mediaDir } from '@cms/core/paths'
import { copyDatabase, databaseExists, dropDatabase, onServer, renameDatabase, withDatabase } from '@scripts/lib/postgres'
import { runToCompletion } from '@scripts/lib/processes'
import { ROOT_DIR } from '@scripts/lib/settings'

/**
 * Makes this file's database a copy of the run's seeded database (the bilingual content `npm start`
 * seeds, cms/seed) and puts the seed's pictures in its media folder. The run seeds once, for the
 * first file that asks, instead of once per file: a seed took 20–28 s per file on two cores, most
 * of it drawing and encoding its pictures. Call it before the file's Payload first connects: the
 * file's database is replaced under its own name, which the config has already read.
 */
export async function useSeededDatabase(): Promise<void> {
  const server = inject('databaseServerUrl')
  // Under the template's name, so the run's teardown drops it with the files' copies.
  const seeded = `${inject('templateDatabase')}_seeded`
  const seededData = path.join(inject('dataDir'), 'seeded')
  await whileLocked(server, seeded, async () => {
    if (!(await databaseExists(server, seeded))) await seedDatabase(server, seeded, seededData)
  })
  const own = new URL(process.env.DATABASE_URL ?? '').pathname.slice(1)
  await dropDatabase(server, own)
  await copyDatabase(server, seeded, own)
  fs.cpSync(path.join(seededData, 'media'), mediaDir(), { recursive: true })
}

/**
 * Seeds a copy of the run's migrated template in a child process, under another name until the
 * seed has finished: a file that finds `seeded` may trust that it is whole.
 */
async function seedDatabase(server: string, seeded: string, dataDir: string): Promise<void> {
  const building = `${seeded}_building`
  await dropDatabase(server, building)
  fs.rmSync(dataDir, { recursive: true, force: true })
  await copyDatabase(server, inject('templateDatabase'), building)
  await runToCompletion('seed', ['--import', 'tsx', path.join(ROOT_DIR, 'tests', 'integration', 'support', 'seedDatabase.ts')], {
    ...process.env,
    DATABASE_URL: withDatabase(server, building),
    PORTAL_DATA_DIR: dataDir,
  })
  await renameDatabase(server, building, seeded)
}

/** Runs `work` while holding the server's advisory lock named `name`: the files of a run take turns. */
async function whileLocked(server: string, name: string, work: () => Promise<void>): Promise<void> {
  await onServer(server, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [name])
    try {
      await work()
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [name])
    }
  })
}
