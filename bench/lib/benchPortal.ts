/**
 * The portal a benchmark measures: the one at BENCH_SITE_URL/BENCH_CMS_URL when given (a running
 * `npm start`), or its own, started as `npm start` does on a fresh database, free ports and a
 * throwaway data directory. And where benchmarks write their figures.
 */
import fs from 'node:fs'
import path from 'node:path'

import { freePort } from '@scripts/lib/postgres'
import { startPortal } from '@scripts/lib/portal'
import { ROOT_DIR } from '@scripts/lib/settings'
import { createTestDatabase, testRunDir } from '../../tests/support/testDatabase'

/**
 * `databaseUrl`: where a benchmark may write the volume of data it measures against; `dataDir`:
 * the data folder of a portal the benchmark started itself (its live build is in `site/current`).
 */
export type BenchPortal = { siteUrl: string; cmsUrl: string; databaseUrl: string; dataDir?: string; stop: () => Promise<void> }

export async function benchPortal(name: string, { reuse = true }: { reuse?: boolean } = {}): Promise<BenchPortal> {
  const running = process.env.BENCH_SITE_URL
  if (reuse && running) {
    return { siteUrl: running, cmsUrl: process.env.BENCH_CMS_URL ?? 'http://localhost:3000', databaseUrl: process.env.DATABASE_URL ?? '', stop: async () => {} }
  }
  const dataDir = testRunDir(`bench-${name}`)
  const database = await createTestDatabase('bench')
  const portal = await startPortal({ dataDir, databaseUrl: database.url, databaseName: database.name, cmsPort: await freePort(), sitePort: await freePort() })
  return {
    siteUrl: portal.siteUrl,
    cmsUrl: portal.cmsUrl,
    databaseUrl: database.url,
    dataDir,
    stop: async () => {
      await portal.stop()
      await database.dispose()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Writes bench/results/{name}.json (kept out of git: figures belong to the machine) and prints it. */
export function writeResults(name: string, figures: Record<string, unknown>): void {
  const output = { date: new Date().toISOString(), ...figures }
  fs.mkdirSync(path.join(ROOT_DIR, 'bench', 'results'), { recursive: true })
  fs.writeFileSync(path.join(ROOT_DIR, 'bench', 'results', `${name}.json`), `${JSON.stringify(output, null, 2)}\n`)
  console.log(JSON.stringify(output, null, 2))
}

/** The median of a few runs: single Lighthouse or build timings jitter on a shared machine. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
