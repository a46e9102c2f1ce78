import fs from 'node:fs'

/**
 * Samples the resident memory of this process and all its descendants (Linux /proc), keeping the
 * peak: the figure a machine must have free to run the portal.
 */
export function sampleTreeMemory(intervalMs = 250): { peakMiB: () => number; stop: () => void } {
  let peakBytes = 0
  const timer = setInterval(() => {
    peakBytes = Math.max(peakBytes, treeRssBytes(process.pid))
  }, intervalMs)
  timer.unref()
  return { peakMiB: () => Math.round(peakBytes / 1024 / 1024), stop: () => clearInterval(timer) }
}

function treeRssBytes(root: number): number {
  const children = new Map<number, number[]>()
  const rss = new Map<number, number>()
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
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0
  const stack = [root]
  while (stack.length > 0) {
    const pid = stack.pop()!
    total += rss.get(pid) ?? 0
    stack.push(...(children.get(pid) ?? []))
  }
  return total
}
