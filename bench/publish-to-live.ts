/**
 * Publish → live: the seconds from an editor's publish (REST, as the admin does it) until the
 * site server answers with the change, for single edits and for a burst of edits that should
 * coalesce into one build. Starts its own portal (fresh database, free ports); writes
 * bench/results/publish-to-live.json.
 */
import os from 'node:os'
import { setTimeout } from 'node:timers/promises'

import { benchPortal, median, writeResults } from './lib/benchPortal'
import { sampleTreeMemory } from './lib/memorySampler'

const SINGLE_EDITS = Number(process.env.BENCH_EDITS ?? 5)
const BURST_SIZE = 5

const admin = { email: 'bench-admin@baikal-yachts.local', password: 'Bench-admin-Passw0rd!' }
process.env.ADMIN_EMAIL = admin.email
process.env.ADMIN_PASSWORD = admin.password

const memory = sampleTreeMemory()
const coldStart = Date.now()
// Always its own portal: the cold start is one of the figures, and edits must not touch real content.
const portal = await benchPortal('publish', { reuse: false })
const coldStartSeconds = (Date.now() - coldStart) / 1000
const coldStartPeakMiB = memory.peakMiB()

try {
  const login = await fetch(`${portal.cmsUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  })
  const { token } = (await login.json()) as { token: string }
  const auth = { authorization: `JWT ${token}`, 'content-type': 'application/json' }
  const yachts = (await (await fetch(`${portal.cmsUrl}/api/yachts?limit=100&depth=0`)).json()) as { docs: { id: number }[] }
  const ids = yachts.docs.map((doc) => doc.id)

  const publish = async (id: number, summary: string) => {
    const res = await fetch(`${portal.cmsUrl}/api/yachts/${id}`, { method: 'PATCH', headers: auth, body: JSON.stringify({ summary, _status: 'published' }) })
    if (!res.ok) throw new Error(`publish failed: ${res.status} ${await res.text()}`)
  }
  const waitUntilLive = async (id: number, summary: string) => {
    for (;;) {
      const html = await (await fetch(`${portal.siteUrl}/yacht/${id}`)).text()
      if (html.includes(summary)) return
      await setTimeout(100)
    }
  }
  const latestBuild = async () => {
    const res = await fetch(`${portal.cmsUrl}/api/site-builds?sort=-startedAt&limit=1`, { headers: auth })
    return ((await res.json()) as { docs: { pageCount?: number; durationMs?: number }[] }).docs[0]
  }
  const countBuilds = async () => ((await (await fetch(`${portal.cmsUrl}/api/site-builds?limit=0`, { headers: auth })).json()) as { totalDocs: number }).totalDocs

  const singles: number[] = []
  for (let i = 0; i < SINGLE_EDITS; i += 1) {
    const id = ids[i % ids.length]!
    const summary = `bench single ${i} ${Date.now()}`
    const started = Date.now()
    await publish(id, summary)
    await waitUntilLive(id, summary)
    singles.push((Date.now() - started) / 1000)
    await setTimeout(500)
  }

  const buildsBefore = await countBuilds()
  const burstStarted = Date.now()
  const burst = Array.from({ length: BURST_SIZE }, (_, i) => ({ id: ids[i % ids.length]!, summary: `bench burst ${i} ${Date.now()}` }))
  for (const edit of burst) await publish(edit.id, edit.summary)
  await Promise.all(burst.map((edit) => waitUntilLive(edit.id, edit.summary)))
  const burstSeconds = (Date.now() - burstStarted) / 1000
  await setTimeout(3000) // let a trailing build, if any, finish before counting
  const burstBuilds = (await countBuilds()) - buildsBefore

  const build = await latestBuild()
  writeResults('publish-to-live', {
    machine: { cpus: os.cpus().length, node: process.version },
    coldStartSeconds,
    coldStartPeakMiB,
    peakMiB: memory.peakMiB(),
    pageCount: build?.pageCount,
    lastBuildSeconds: build?.durationMs ? build.durationMs / 1000 : null,
    publishToLiveSeconds: { runs: singles, median: median(singles), min: Math.min(...singles), max: Math.max(...singles) },
    burst: { edits: BURST_SIZE, seconds: burstSeconds, builds: burstBuilds },
  })
} finally {
  await portal.stop()
}
process.exit(0)
