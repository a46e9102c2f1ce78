import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { ROOT_DIR } from './settings'

/**
 * Build output and caches: `next-env.d.ts` is written by the CMS build itself, and the type check's
 * incremental state (`tsconfig.tsbuildinfo`) by `npm run typecheck`, which runs beside the build.
 */
const SKIP = new Set(['node_modules', '.next', '.astro', 'dist', '.data', 'next-env.d.ts', 'tsconfig.tsbuildinfo'])

/**
 * A fingerprint of the files a build reads: when it matches the one recorded with the last build,
 * the build is reused and a restart takes seconds.
 */
export function sourceHash(paths: string[]): string {
  const hash = createHash('sha256')
  const visit = (absolute: string) => {
    const stat = fs.statSync(absolute, { throwIfNoEntry: false })
    if (!stat) return
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(absolute).sort()) if (!SKIP.has(name)) visit(path.join(absolute, name))
    } else {
      hash.update(path.relative(ROOT_DIR, absolute)).update('\0').update(fs.readFileSync(absolute)).update('\0')
    }
  }
  for (const relative of paths) visit(path.join(ROOT_DIR, relative))
  return hash.digest('hex')
}

/** What the CMS build reads: the Next app and Payload's config import nothing outside cms/. */
export const CMS_SOURCES = ['cms', 'package-lock.json', 'tsconfig.json']

/**
 * What the site build reads (besides the content): its own sources, and every other project file
 * its bundles imported last time (recorded by site/src/integrations/buildInputs.ts), such as the
 * CMS's contract and account flows.
 */
export function siteSources(recordedInputs: readonly string[]): string[] {
  const outside = recordedInputs.filter((file) => !file.startsWith(`site${path.sep}`) && !file.startsWith('site/'))
  return [...new Set(['site', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json', 'cms/payload-types.ts', ...outside])].sort()
}
