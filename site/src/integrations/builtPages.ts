import fs from 'node:fs/promises'
import path from 'node:path'

import { isSearchablePageFile } from '../lib/search'
import { normalizedAddress } from './buildRecord'
import { readBuildRecord } from './liveBuildRecord'

/** Where a build lists all its pages, beside its output, so that no one walks its folder again for them. */
export const PAGES_FILE = 'pages.json'

/**
 * A page file's pathname as Astro names a built page: `yacht/7/index.html` → `yacht/7/`,
 * `index.html` → ``, `404.html` → `404`. The sitemap takes it so; the other callers normalise it.
 */
export function pathnameOfPage(relativeFile: string): string {
  return relativeFile
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')
}

/** The address a page file is served at, as the middleware saw it: `yacht/7/index.html` → `/yacht/7`. */
export function addressOfPage(relativeFile: string): string {
  return normalizedAddress(`/${pathnameOfPage(relativeFile)}`)
}

/**
 * The file of a page with parameters (a keyed page), relative to the pages' folder, as Astro names
 * it: `/yacht/7` → `yacht/7/index.html`; the inverse of addressOfPage for those pages.
 */
export const fileOfKeyedPage = (address: string): string => (address === '/' ? 'index.html' : `${address.slice(1)}/index.html`)

/** Whether the keyed page at `address` (`/yacht/7`) is one the search indexes (lib/search.ts). */
export const isSearchablePage = (address: string): boolean => isSearchablePageFile(fileOfKeyedPage(address))

/**
 * The files under `folder` whose name `keep` takes, relative to it, with every folder's subfolders
 * read at once: Node's recursive readdir reads one folder after another, and took 1.5 s for a
 * catalogue's 20,000 page folders here, where this took 0.3 s.
 */
export async function filesUnder(folder: string, keep: (name: string) => boolean): Promise<string[]> {
  const files: string[] = []
  const visit = async (relative: string): Promise<void> => {
    const entries = await fs.readdir(path.join(folder, relative), { withFileTypes: true })
    await Promise.all(
      entries.map(async (entry) => {
        const child = path.join(relative, entry.name)
        if (entry.isDirectory()) await visit(child)
        else if (entry.isFile() && keep(entry.name)) files.push(child)
      }),
    )
  }
  await visit('')
  return files
}

/** The pages of a build's `client` folder, as sorted files relative to it, from one walk of the folder. */
export async function walkPages(clientDir: string): Promise<string[]> {
  return (await filesUnder(clientDir, (name) => name.endsWith('.html'))).sort()
}

/** A list a build wrote beside its output (`pages.json`, `changed-pages.json`); null when it has none. */
export async function readBuildList(buildDir: string, name: string): Promise<string[] | null> {
  const listed = await readBuildRecord(buildDir, name)
  return Array.isArray(listed) ? (listed as string[]) : null
}

/**
 * A build's pages, as files relative to its `client` folder: as the build listed them beside its
 * output (renderedPages.ts), without walking a catalogue's ten thousand folders again; by walking
 * the folder for a build that has no list.
 */
export async function pagesOfBuild(buildDir: string): Promise<Set<string>> {
  return new Set((await readBuildList(buildDir, PAGES_FILE)) ?? (await walkPages(path.join(buildDir, 'client'))))
}
