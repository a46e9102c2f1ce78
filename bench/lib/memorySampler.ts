import fs from 'node:fs'

import { descendantsOf, readProcessTable } from './processTable'

/**
 * Samples the resident memory of this process and all its descendants (Linux /proc), keeping the
 * peak: the figure a machine must have free to run the portal. `buildPeakMiB` is the site build's
 * own part: the Astro build process and what it starts (Pagefind), without the portal around it.
 */
export function sampleTreeMemory(intervalMs = 250): { peakMiB: () => number; buildPeakMiB: () => number; stop: () => void } {
  let peakBytes = 0
  let buildPeakBytes = 0
  const timer = setInterval(() => {
    const tree = processTree()
    peakBytes = Math.max(peakBytes, tree.rssBelow(process.pid))
    buildPeakBytes = Math.max(
      buildPeakBytes,
      tree.astroBuilds().reduce((sum, pid) => sum + tree.rssBelow(pid), 0),
    )
  }, intervalMs)
  timer.unref()
  const mib = (bytes: number) => Math.round(bytes / 1024 / 1024)
  return { peakMiB: () => mib(peakBytes), buildPeakMiB: () => mib(buildPeakBytes), stop: () => clearInterval(timer) }
}

function processTree() {
  const table = readProcessTable()
  const below = descendantsOf(table, process.pid)
  // Only the benchmark's own descendants can be its builds: no need to read every command line.
  const builds = below.filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('astro.mjs\0build')
    } catch {
      return false
    }
  })
  const rssOf = (pid: number) => table.get(pid)?.rssBytes ?? 0
  const rssBelow = (root: number) => descendantsOf(table, root).reduce((sum, pid) => sum + rssOf(pid), rssOf(root))
  return { rssBelow, astroBuilds: () => builds }
}
