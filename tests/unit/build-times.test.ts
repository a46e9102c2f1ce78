import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AstroConfig, AstroIntegration } from 'astro'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { buildTimes } from '@site/integrations/buildRecord'
import { BUILD_TIMES_FILE, type BuildTimesFile, timedAfterPages, writtenBuildTimes } from '@site/integrations/buildTimes'

type Hook = (params: unknown) => Promise<void> | void
const hook = (integration: AstroIntegration, name: string) => (integration.hooks as Record<string, Hook | undefined>)[name]

/** A clock the test moves: milliseconds since the build's process started. */
let clock = 0
const now = () => clock

/** An integration whose work after the pages takes `milliseconds` of the test's clock, or fails. */
function step(name: string, milliseconds: number, fails = false): AstroIntegration {
  return {
    name,
    hooks: {
      'astro:build:done': async () => {
        clock += milliseconds
        if (fails) throw new Error(`${name} failed`)
      },
    },
  }
}

let outDir = ''

beforeEach(async () => {
  clock = 0
  outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'build-times-'))
})

afterEach(async () => {
  Object.assign(buildTimes(), { firstPage: null, lastPage: null, stepsFrom: null })
  buildTimes().steps.clear()
  buildTimes().cmsAnswers.clear()
  await fs.rm(outDir, { recursive: true, force: true })
})

async function written(): Promise<BuildTimesFile> {
  const integration = writtenBuildTimes(now)
  await hook(integration, 'astro:config:done')?.({ config: { outDir: pathToFileURL(`${outDir}/`) } as unknown as AstroConfig })
  await hook(integration, 'astro:build:done')?.({})
  return JSON.parse(await fs.readFile(path.join(outDir, BUILD_TIMES_FILE), 'utf8')) as BuildTimesFile
}

describe("a build's account of its time", () => {
  it('has the time until the first page, the pages, what followed the last, and each step after them in order', async () => {
    Object.assign(buildTimes(), { firstPage: 12_000, lastPage: 57_000 })
    clock = 57_500
    const steps = timedAfterPages([step('sitemap', 1_200), { name: 'no work after the pages', hooks: {} }, step('search index', 19_300)], now)
    for (const integration of steps) await hook(integration, 'astro:build:done')?.({})
    clock += 100

    expect(await written()).toEqual({
      untilFirstPage: 12,
      pages: 45,
      afterLastPage: 0.5,
      afterPages: { sitemap: 1.2, 'search index': 19.3 },
      total: 78.1,
      cmsAnswers: { count: 0, megabytes: 0, last: null },
    })
    expect(steps[1]?.hooks['astro:build:done']).toBeUndefined()
  })

  it('times a step that fails, and lets its failure through', async () => {
    const [failing] = timedAfterPages([step('compression', 700, true)], now)
    await expect(hook(failing!, 'astro:build:done')?.({})).rejects.toThrow('compression failed')
    expect(buildTimes().steps.get('compression')).toBe(700)
  })

  it('keeps a step in its place when it sets its own time later, as the search index does', async () => {
    const steps = timedAfterPages([step('search index', 0), step('compression', 2_000)], now)
    for (const integration of steps) await hook(integration, 'astro:build:done')?.({})
    buildTimes().steps.set('search index', 1_900)
    expect((await written()).afterPages).toEqual({ 'search index': 1.9, compression: 2 })
  })

  it('has no pages when the build rendered none', async () => {
    expect(await written()).toMatchObject({ untilFirstPage: null, pages: null, afterLastPage: null, afterPages: {} })
  })

  it("has the CMS's answers: how many, their size, and the one that arrived last, with when it was asked for and sent", async () => {
    const { cmsAnswers } = buildTimes()
    cmsAnswers.set('/api/pages?locale=ru', { asked: 1_400, sent: 1_400, arrived: 1_450, bytes: 84_000 })
    cmsAnswers.set('/api/yachts?locale=all', { asked: 1_400, sent: 1_410, arrived: 9_900, bytes: 52_000_000 })
    cmsAnswers.set('/api/insurers?locale=en', { asked: 2_000, sent: 2_050, arrived: 2_100, bytes: 2_300 })

    expect((await written()).cmsAnswers).toEqual({
      count: 3,
      megabytes: 52.09,
      last: { request: '/api/yachts?locale=all', asked: 1.4, sent: 1.41, arrived: 9.9, megabytes: 52 },
    })
  })
})
