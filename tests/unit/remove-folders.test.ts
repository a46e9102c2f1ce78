import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { afterEach, describe, expect, it } from 'vitest'

import { removeFoldersAside } from '@cms/features/publishing/removeFolders'

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  )

describe('removing old builds aside', () => {
  let root = ''
  afterEach(() => fs.rm(root, { recursive: true, force: true }))

  // The removal runs in a process at the lowest priority: while the suite's other workers keep both
  // cores busy, that process gets a sliver of the processor, and Node's start alone took over 5 s in
  // a CI run. The test waits as long as the removal may.
  it('removes the folders named, files and folders within, and nothing else', { timeout: 60_000 }, async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'remove-folders-'))
    for (const name of ['old-1', 'old-2', 'live']) {
      await fs.mkdir(path.join(root, name, 'client', 'yacht', '7'), { recursive: true })
      await fs.writeFile(path.join(root, name, 'client', 'yacht', '7', 'index.html'), name)
    }
    // A hard link, as a build links the live build's pages: removing it leaves the live file.
    await fs.link(path.join(root, 'live', 'client', 'yacht', '7', 'index.html'), path.join(root, 'old-2', 'client', 'linked.html'))
    await removeFoldersAside([path.join(root, 'old-1'), path.join(root, 'old-2'), path.join(root, 'never-there')])
    expect(await exists(path.join(root, 'old-1'))).toBe(false)
    expect(await exists(path.join(root, 'old-2'))).toBe(false)
    expect(await fs.readFile(path.join(root, 'live', 'client', 'yacht', '7', 'index.html'), 'utf8')).toBe('live')
  })
  it('does nothing for no folders', async () => {
    await expect(removeFoldersAside([])).resolves.toBeUndefined()
  })
})
