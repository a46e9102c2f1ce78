import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { AstroConfig, AstroIntegration } from 'astro'
import { afterEach, describe, expect, it } from 'vitest'

import { buildTimes, recordPageTime } from '@site/integrations/buildRecord'
import { BUILD_TIMES_FILE, type BuildTimesFile, timedAfterPages, writtenBuildTimes } from '@site/integrations/buildTimes'

type Hook = (params: unknown) => Promise<void> | void
const hook = (integration: AstroIntegration, name: string) => (integration.hooks as Record<string, Hook | undefined>)[name]

/** An integration whose work after the pages waits until `finished` settles. */
function waitingStep(name: string, finished: Promise<void>): AstroIntegration {
  return { name, hooks: { 'astro:build:done': () => finished } }
}

afterEach(() => {
  const times = buildTimes()
  times.firstPage = null
  times.lastPage = null
  times.steps.clear()
})

describe("a build's account of its time", () => {
  it('times each step after the pages under its name, in order, and the pages between the first and the last', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'build-times-'))
    try {
      recordPageTime()
      recordPageTime()
      let finish = () => {}
      const slow = new Promise<void>((resolve) => {
        finish = resolve
      })
      const steps = timedAfterPages([waitingStep('first', Promise.resolve()), { name: 'no work after the pages', hooks: {} }, waitingStep('second', slow)])
      const written = writtenBuildTimes()
      await hook(written, 'astro:config:done')?.({ config: { outDir: pathToFileURL(`${outDir}/`) } as unknown as AstroConfig })
      await hook(steps[0]!, 'astro:build:done')?.({})
      const second = hook(steps[2]!, 'astro:build:done')?.({})
      const waitedFrom = performance.now()
      await new Promise<void>((resolve) => setImmediate(resolve))
      finish()
      await second
      const waited = (performance.now() - waitedFrom) / 1000
      await hook(written, 'astro:build:done')?.({})

      const file = JSON.parse(await fs.readFile(path.join(outDir, BUILD_TIMES_FILE), 'utf8')) as BuildTimesFile
      expect(Object.keys(file.afterPages)).toEqual(['first', 'second'])
      expect(file.afterPages.second).toBeGreaterThanOrEqual(Math.floor(waited * 1000) / 1000 - 0.001)
      expect(file.untilFirstPage).toBeGreaterThan(0)
      expect(file.pages).toBeGreaterThanOrEqual(0)
      expect(file.total).toBeGreaterThanOrEqual(file.untilFirstPage! + file.pages!)
      expect(steps[1]?.hooks['astro:build:done']).toBeUndefined()
    } finally {
      await fs.rm(outDir, { recursive: true, force: true })
    }
  })

  it('has no pages when the build rendered none', async () => {
    const outDir = await fs.mkdtemp(path.join(os.tmpdir(), 'build-times-'))
    try {
      const written = writtenBuildTimes()
      await hook(written, 'astro:config:done')?.({ config: { outDir: pathToFileURL(`${outDir}/`) } as unknown as AstroConfig })
      await hook(written, 'astro:build:done')?.({})
      const file = JSON.parse(await fs.readFile(path.join(outDir, BUILD_TIMES_FILE), 'utf8')) as BuildTimesFile
      expect(file).toMatchObject({ untilFirstPage: null, pages: null, afterPages: {} })
    } finally {
      await fs.rm(outDir, { recursive: true, force: true })
    }
  })
})
