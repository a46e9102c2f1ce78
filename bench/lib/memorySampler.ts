import fs from 'node:fs'

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
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
  const builds: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      // Fields after the parenthesised command name: state, ppid, …, rss (in pages) is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const parent = Number(fields[1])
      rss.set(pid, Number(fields[21]) * 4096)
      children.set(parent, [...(children.get(parent) ?? []), pid])
      if (fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('astro.mjs\0build')) builds.push(pid)
    } catch {
      // the process ended while we looked
    }
  }
  const rssBelow = (root: number) => {
    let total = 0
    const stack = [root]
    while (stack.length > 0) {
      const pid = stack.pop()!
      total += rss.get(pid) ?? 0
      stack.push(...(children.get(pid) ?? []))
    }
    return total
  }
  return { rssBelow, astroBuilds: () => builds }
}
