import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { buildTimes, type CmsAnswerTime } from './buildRecord'

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
  /**
   * The answers the build fetched from the CMS (lib/cms.ts): the lists it read whole, and the
   * documents it read again to make a list from the live build's. How many, their size in
   * megabytes (10^6 bytes), and the one that arrived last, before or after the first page, with
   * when it was asked for, sent and arrived, in seconds since the process started. No page renders
   * before the catalogue's list is in: Astro asks every route for its paths first.
   */
  cmsAnswers: { count: number; megabytes: number; last: { request: string; asked: number; sent: number; arrived: number; megabytes: number } | null }
}

type Clock = () => number

const performanceClock: Clock = () => performance.now()

const seconds = (milliseconds: number) => Math.round(milliseconds) / 1000

const megabytes = (bytes: number) => Math.round(bytes / 1e4) / 100

/** The account of the CMS's answers in BUILD_TIMES_FILE, from their times as recorded (buildRecord.ts). */
function cmsAnswersTimes(answers: ReadonlyMap<string, CmsAnswerTime>): BuildTimesFile['cmsAnswers'] {
  let bytes = 0
  let last: [string, CmsAnswerTime] | null = null
  for (const [request, time] of answers) {
    bytes += time.bytes
    if (!last || time.arrived > last[1].arrived) last = [request, time]
  }
  return {
    count: answers.size,
    megabytes: megabytes(bytes),
    last: last && {
      request: last[0],
      asked: seconds(last[1].asked),
      sent: seconds(last[1].sent),
      arrived: seconds(last[1].arrived),
      megabytes: megabytes(last[1].bytes),
    },
  }
}

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
        const { firstPage, lastPage, stepsFrom, steps, cmsAnswers } = buildTimes()
        const file: BuildTimesFile = {
          untilFirstPage: firstPage === null ? null : seconds(firstPage),
          pages: firstPage === null || lastPage === null ? null : seconds(lastPage - firstPage),
          afterLastPage: lastPage === null || stepsFrom === null ? null : seconds(stepsFrom - lastPage),
          afterPages: Object.fromEntries([...steps].map(([name, milliseconds]) => [name, seconds(milliseconds)])),
          total: seconds(now()),
          cmsAnswers: cmsAnswersTimes(cmsAnswers),
        }
        await fs.writeFile(path.join(outDir, BUILD_TIMES_FILE), `${JSON.stringify(file, null, 2)}\n`)
      },
    },
  }
}
