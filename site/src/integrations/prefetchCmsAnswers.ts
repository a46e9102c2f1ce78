import fs from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import type { AstroIntegration } from 'astro'

import { prefetchFromCms } from '../lib/cms'
import { cmsAnswers } from './cmsAnswersRecord'
import { liveBuildFolder, readLiveBuildRecord } from './liveBuildRecord'
import { isListRequest, saveListAnswer } from './liveCmsAnswers'

/** Where a build lists the CMS requests its pages made, beside its output. */
const CMS_REQUESTS_FILE = 'cms-requests.json'

/** Where a build lists the lists it made from the live build's, with how many documents it read again. */
const PATCHED_ANSWERS_FILE = 'cms-answers-patched.json'

/**
 * Asks the CMS, as a publish's build starts, for what the live build's pages asked it
 * (cms-requests.json), so the CMS reads and sends the catalogue while Vite bundles the site
 * instead of after: the two run in processes of their own, on two cores. Reading 5,000 yachts in
 * both languages keeps the CMS busy for seconds, and the pages wait for them. A request the pages
 * no longer make is answered for nothing; one they make anew is made when they ask, as before.
 * Keeps each list the CMS sends as it arrives, and writes this build's own requests at the end,
 * for the next build to reuse what did not change (liveCmsAnswers.ts).
 */
export function prefetchCmsAnswers(): AstroIntegration {
  let outDir = ''
  // Before any list is read: a list read whole by this build is kept as read then.
  let startedAt = new Date()
  // The lists being kept, by request: true once written; false when the CMS failed to send one,
  // or when it was made from the list in all languages, which is kept instead.
  const kept = new Map<string, Promise<boolean>>()
  const keep = (request: string) => {
    const { answers, sentLists } = cmsAnswers()
    const answer = answers.get(request)
    if (!answer || kept.has(request) || !isListRequest(request)) return
    kept.set(
      request,
      answer.then(
        // A list the CMS sent comes with its bytes (lib/cms.ts), not needed once the list is written.
        // One made from the list in all languages is made again from that list, which is kept.
        (list) =>
          cmsAnswers().madeFromAllLocales.has(request)
            ? false
            : saveListAnswer(outDir, request, list, startedAt, sentLists.get(request))
                .then(() => true)
                .finally(() => sentLists.delete(request)),
        () => false,
      ),
    )
  }
  return {
    name: 'baikal:prefetch-cms-answers',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir)
      },
      'astro:build:start': async () => {
        startedAt = new Date()
        const requests = await readLiveBuildRecord(CMS_REQUESTS_FILE)
        if (!Array.isArray(requests)) return
        for (const request of requests) if (typeof request === 'string' && request.startsWith('/api/')) prefetchFromCms(request)
        // With a live build, the output folder is never emptied (liveBuildPages.ts), and a build
        // that renders with the live build's bundles makes none: no setup follows.
        if (liveBuildFolder()) for (const request of cmsAnswers().answers.keys()) keep(request)
      },
      // Astro empties the output folder just before this hook. From here on, each list the CMS
      // sends early is written while Vite bundles, off the end of the build: at 10,000 yachts the
      // two languages' lists are about 70 MB of JSON.
      'astro:build:setup': () => {
        for (const request of cmsAnswers().answers.keys()) keep(request)
      },
      'astro:build:done': async ({ logger }) => {
        const { answers, asked, patched } = cmsAnswers()
        for (const request of answers.keys()) keep(request)
        const waitedFrom = performance.now()
        // A list the CMS failed to send, which its page went without (the insurers' page can), is
        // not kept: the next build reads it whole. One sent but no longer asked is kept all the
        // same: it is the CMS's answer as of this build, and the next build reads again what changed
        // since (liveCmsAnswers.ts).
        const results = await Promise.all(kept.values())
        const waited = Math.round(performance.now() - waitedFrom)
        await fs.writeFile(path.join(outDir, CMS_REQUESTS_FILE), JSON.stringify([...asked].sort()))
        await fs.writeFile(path.join(outDir, PATCHED_ANSWERS_FILE), JSON.stringify(Object.fromEntries([...patched].sort())))
        const read = [...patched.values()].reduce((sum, count) => sum + count, 0)
        logger.info(
          `${patched.size} of ${results.filter(Boolean).length} CMS lists made from the live build's, with ${read} changed documents read again; waited ${waited} ms for the lists to be kept`,
        )
      },
    },
  }
}
