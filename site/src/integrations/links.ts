import fs from 'node:fs/promises'
import path from 'node:path'

/**
 * Hard-links `source` at `target` (a build's files, the compression cache and the live build share
 * the builds folder's disk). A file already at `target` is removed, never written over: it may be
 * a link into the live build, whose file would change under the site server.
 */
export async function linkReplacing(source: string, target: string): Promise<void> {
  try {
    await fs.link(source, target)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    await fs.rm(target, { force: true })
    await fs.link(source, target)
  }
}

/** Files linked at once: linking waits on the disk, not the processor. */
const LINKS_AT_ONCE = 32

/** Hard-links each of `files` (relative paths) from `from` into `to`, making the folders they need. */
export async function linkFiles(from: string, to: string, files: string[]): Promise<void> {
  const folders = new Set(files.map((file) => path.dirname(path.join(to, file))))
  for (const folder of folders) await fs.mkdir(folder, { recursive: true })
  let next = 0
  const link = async () => {
    while (next < files.length) {
      const file = files[next++]!
      await linkReplacing(path.join(from, file), path.join(to, file))
    }
  }
  await Promise.all(Array.from({ length: LINKS_AT_ONCE }, link))
}
