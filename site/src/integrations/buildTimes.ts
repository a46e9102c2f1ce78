import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { buildTimes } from './buildRecord'

/** Where a build writes where its time went, beside its output (BuildTimesFile). */
export const BUILD_TIMES_FILE = 'build-times.json'

/**
 * Where a build's time went, in seconds. `untilFirstPage` and `total` count from the start of its
 * process: the first takes in loading Astro and the bundles, the CMS's answers, the pages' paths
 * and the first page. `pages` runs from the first page rendered to the last; `afterLastPage` from
 * there to the first timed step (Astro's own work, and the hooks that come before the timed ones);
 * `afterPages` is each timed step, in order. A step can wait for work begun before it: the
 * compression waits for the search index, whose own time is its step's.
 */
export type BuildTimesFile = {
  untilFirstPage: number | null
  pages: number | null
  afterLastPage: number | null
  afterPages: Record<string, number>
  total: number
}

type Clock = () => number

const performanceClock: Clock = () => performance.now()

const seconds = (milliseconds: number) => Math.round(milliseconds) / 1000

/**
 * The integrations whose work follows the pages, each with its `astro:build:done` timed under its
 * name, failed or not. Astro runs those hooks one after the other, in the integrations' order.
 */
export function timedAfterPages(integrations: AstroIntegration[], now: Clock = performanceClock): AstroIntegration[] {
  return integrations.map((integration) => {
    const done = integration.hooks['astro:build:done']
    if (!done) return integration
    return {
      ...integration,
      hooks: {
        ...integration.hooks,
        'astro:build:done': async (params) => {
          const started = now()
          buildTimes().stepsFrom ??= started
          try {
            await done(params)
          } finally {
            buildTimes().steps.set(integration.name, now() - started)
          }
        },
      },
    }
  })
}

/** Writes BUILD_TIMES_FILE once the integrations before it are done: the last integration. */
export function writtenBuildTimes(now: Clock = performanceClock): AstroIntegration {
  let outDir = ''
  return {
    name: 'baikal:build-times',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:done': async () => {
        const { firstPage, lastPage, stepsFrom, steps } = buildTimes()
        const file: BuildTimesFile = {
          untilFirstPage: firstPage === null ? null : seconds(firstPage),
          pages: firstPage === null || lastPage === null ? null : seconds(lastPage - firstPage),
          afterLastPage: lastPage === null || stepsFrom === null ? null : seconds(stepsFrom - lastPage),
          afterPages: Object.fromEntries([...steps].map(([name, milliseconds]) => [name, seconds(milliseconds)])),
          total: seconds(now()),
        }
        await fs.writeFile(path.join(outDir, BUILD_TIMES_FILE), `${JSON.stringify(file, null, 2)}\n`)
      },
    },
  }
}
