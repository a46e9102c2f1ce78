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

/** Makes the folders `files` (relative paths) need in `to`. */
async function makeFolders(to: string, files: string[]): Promise<void> {
  await eachAtOnce([...new Set(files.map((file) => path.dirname(path.join(to, file))))], (folder) => fs.mkdir(folder, { recursive: true }).then(() => undefined))
}

/** Runs `link` for each of `files`, LINKS_AT_ONCE at a time, after making the folders they need in `to`. */
async function linkEach(to: string, files: string[], link: (file: string) => Promise<void>): Promise<void> {
  await makeFolders(to, files)
  await eachAtOnce(files, link)
}

/** Runs `task` for each of `items`, `atOnce` at a time (LINKS_AT_ONCE by default: a catalogue's pages each have a folder). */
export async function eachAtOnce<T>(items: T[], task: (item: T) => Promise<void>, atOnce = LINKS_AT_ONCE): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await task(items[next++]!)
  }
  await Promise.all(Array.from({ length: atOnce }, worker))
}

/** Hard-links each of `files` (relative paths) from `from` into `to`; fails if one cannot be linked. */
export async function linkFiles(from: string, to: string, files: string[]): Promise<void> {
  await linkEach(to, files, (file) => linkReplacing(path.join(from, file), path.join(to, file)))
}

/** Moves each file of `sources` (relative path in `to` → the file now) into `to`; fails if one cannot be moved. */
export async function moveFiles(to: string, sources: ReadonlyMap<string, string>): Promise<void> {
  await makeFolders(to, [...sources.keys()])
  await eachAtOnce([...sources], ([file, source]) => fs.rename(source, path.join(to, file)))
}

/** Hard-links those of `files` from `from` into `to` that can be linked; the ones linked. */
export async function linkWherePossible(from: string, to: string, files: string[]): Promise<Set<string>> {
  const linked = new Set<string>()
  await linkEach(to, files, (file) =>
    linkReplacing(path.join(from, file), path.join(to, file)).then(
      () => void linked.add(file),
      () => undefined,
    ),
  )
  return linked
}
