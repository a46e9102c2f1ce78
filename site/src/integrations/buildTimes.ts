import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { buildTimes } from './buildRecord'

/** Where a build writes where its time went, beside its output (BuildTimesFile). */
export const BUILD_TIMES_FILE = 'build-times.json'

/**
 * Where a build's time went, in seconds since its process started: until its first page rendered
 * (loading Astro and the bundles, the CMS's answers, the pages' paths), its pages, and each step
 * after them, in order. A step can wait for work begun before it: the compression waits for the
 * search index, which `searchIndex` also times on its own.
 */
export type BuildTimesFile = {
  untilFirstPage: number | null
  pages: number | null
  afterPages: Record<string, number>
  total: number
}

const seconds = (milliseconds: number) => Math.round(milliseconds) / 1000

/**
 * The integrations whose work follows the pages, each with its `astro:build:done` timed under its
 * name. Astro runs those hooks one after the other, in the integrations' order.
 */
export function timedAfterPages(integrations: AstroIntegration[]): AstroIntegration[] {
  return integrations.map((integration) => {
    const done = integration.hooks['astro:build:done']
    if (!done) return integration
    return {
      ...integration,
      hooks: {
        ...integration.hooks,
        'astro:build:done': async (params) => {
          const started = performance.now()
          try {
            await done(params)
          } finally {
            buildTimes().steps.set(integration.name, performance.now() - started)
          }
        },
      },
    }
  })
}

/** Writes BUILD_TIMES_FILE once the integrations before it are done: the last integration. */
export function writtenBuildTimes(): AstroIntegration {
  let outDir = ''
  return {
    name: 'baikal:build-times',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:done': async () => {
        const { firstPage, lastPage, steps } = buildTimes()
        const file: BuildTimesFile = {
          untilFirstPage: firstPage === null ? null : seconds(firstPage),
          pages: firstPage === null || lastPage === null ? null : seconds(lastPage - firstPage),
          afterPages: Object.fromEntries([...steps].map(([name, milliseconds]) => [name, seconds(milliseconds)])),
          total: seconds(performance.now()),
        }
        await fs.writeFile(path.join(outDir, BUILD_TIMES_FILE), `${JSON.stringify(file, null, 2)}\n`)
      },
    },
  }
}
