import fs from 'node:fs/promises'
import path from 'node:path'

import { PAGES_FILE } from '@site/integrations/renderedPages'

/**
 * The address a built page is served at: `yacht/7/index.html` → `/yacht/7`, `en/index.html` →
 * `/en/`, `404.html` → `/404`.
 */
export function pageAddress(relativeFile: string): string {
  const file = relativeFile.split(path.sep).join('/')
  if (file === 'index.html') return '/'
  if (file === 'en/index.html') return '/en/'
  return `/${file.replace(/(\/index)?\.html$/, '')}`
}

/** A build's pages, as files relative to its `client` folder, found by walking that folder. */
async function builtPages(dir: string): Promise<Set<string>> {
  const files = new Set<string>()
  for (const entry of await fs.readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.html')) files.add(path.relative(dir, path.join(entry.parentPath, entry.name)))
  }
  return files
}

/**
 * A build's pages, as files relative to its `client` folder: as the build listed them beside its
 * output (site/src/integrations/renderedPages.ts), without walking a catalogue's ten thousand
 * folders again; by walking the folder for a build that has no list.
 */
export async function pagesOfBuild(buildDir: string): Promise<Set<string>> {
  return (await readBuildList(buildDir, PAGES_FILE)) ?? builtPages(path.join(buildDir, 'client'))
}

/** A list of pages a build wrote beside its output (`pages.json`, `rendered-pages.json`); null when it has none. */
export async function readBuildList(buildDir: string, name: string): Promise<Set<string> | null> {
  const listed: unknown = await fs
    .readFile(path.join(buildDir, name), 'utf8')
    .then((text) => JSON.parse(text))
    .catch(() => null)
  return Array.isArray(listed) ? new Set(listed as string[]) : null
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
 * build rendered, when the others are known to be the previous build's own bytes (restored from
 * Astro's incremental cache that the previous build wrote): those are not read.
 */
export type KnownPages = { previousPages?: Set<string>; nextPages?: Set<string>; rendered?: Set<string> }

/**
 * The pages a new build changed against the build it replaces: added, removed, or with other
 * bytes. What editors see of a publish (which pages it reached); both builds' `client` folders.
 * Sorted by address. The pairs are compared side by side: one at a time, a catalogue's 20,000
 * pages waited on the disk in turn.
 */
export async function changedPages(previousDir: string, nextDir: string, { previousPages, nextPages, rendered }: KnownPages = {}): Promise<string[]> {
  const [previous, next] = await Promise.all([previousPages ?? builtPages(previousDir), nextPages ?? builtPages(nextDir)])
  const changed: string[] = []
  for (const file of previous) if (!next.has(file)) changed.push(file)
  const both: string[] = []
  for (const file of next) {
    if (!previous.has(file)) changed.push(file)
    else if (!rendered || rendered.has(file)) both.push(file)
  }
  let index = 0
  const compare = async () => {
    while (index < both.length) {
      const file = both[index++]!
      if (!(await sameBytes(path.join(previousDir, file), path.join(nextDir, file)))) changed.push(file)
    }
  }
  await Promise.all(Array.from({ length: COMPARISONS_AT_ONCE }, compare))
  return changed.map(pageAddress).sort()
}
