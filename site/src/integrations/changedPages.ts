import fs from 'node:fs/promises'
import path from 'node:path'

import { addressOfPage, walkPages } from './builtPages'

/** Where a build lists, beside its output, the addresses of the pages it changed against the live build. */
export const CHANGED_PAGES_FILE = 'changed-pages.json'

/**
 * The address a built page is served at, as the site links it: `yacht/7/index.html` → `/yacht/7`,
 * `404.html` → `/404`, and the English home `/en/` (localizedPath, i18n/index.ts, links it so).
 */
export function pageAddress(relativeFile: string): string {
  const address = addressOfPage(relativeFile)
  return address === '/en' ? '/en/' : address
}

async function sameBytes(a: string, b: string): Promise<boolean> {
  const [statA, statB] = await Promise.all([fs.stat(a), fs.stat(b)])
  if (statA.size !== statB.size) return false
  const [bytesA, bytesB] = await Promise.all([fs.readFile(a), fs.readFile(b)])
  return bytesA.equals(bytesB)
}

/** Files compared at once: enough to keep libuv's thread pool busy, few enough to hold little memory. */
const COMPARISONS_AT_ONCE = 16

/**
 * What the caller knows of the builds: their pages, when listed already, and the pages the new
 * build rendered, when the others are known to be the previous build's own bytes (its files,
 * linked in: liveBuildPages.ts): those are not read.
 */
export type KnownPages = {
  previousPages?: Set<string>
  nextPages?: Set<string>
  rendered?: Set<string>
  /** Whether a file has the same bytes in both builds, where known without reading them (by their content hashes); undefined to read them. */
  sameContent?: (file: string) => boolean | undefined
}

/**
 * The pages a new build changed against the build it replaces, both builds' `client` folders:
 * `changed`, the addresses of the pages added, removed or with other bytes, sorted (what editors
 * see of a publish); and `sameAsBefore`, the files of the pages compared and found byte for byte
 * the previous build's (a trip package renders again when its yacht's price changes, yet shows
 * only the yacht's name). The pairs are compared side by side: one at a time, a catalogue's
 * 20,000 pages waited on the disk in turn.
 */
export async function changedPages(
  previousDir: string,
  nextDir: string,
  { previousPages, nextPages, rendered, sameContent }: KnownPages = {},
): Promise<{ changed: string[]; sameAsBefore: Set<string> }> {
  const [previous, next] = await Promise.all([
    previousPages ?? walkPages(previousDir).then((files) => new Set(files)),
    nextPages ?? walkPages(nextDir).then((files) => new Set(files)),
  ])
  const changed: string[] = []
  for (const file of previous) if (!next.has(file)) changed.push(file)
  const both: string[] = []
  for (const file of next) {
    if (!previous.has(file)) changed.push(file)
    else if (!rendered || rendered.has(file)) both.push(file)
  }
  const sameAsBefore = new Set<string>()
  let index = 0
  const compare = async () => {
    while (index < both.length) {
      const file = both[index++]!
      if (sameContent?.(file) ?? (await sameBytes(path.join(previousDir, file), path.join(nextDir, file)))) sameAsBefore.add(file)
      else changed.push(file)
    }
  }
  await Promise.all(Array.from({ length: COMPARISONS_AT_ONCE }, compare))
  return { changed: changed.map(pageAddress).sort(), sameAsBefore }
}
