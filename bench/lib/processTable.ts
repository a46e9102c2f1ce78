import fs from 'node:fs'

/** A process as Linux's /proc/<pid>/stat shows it. */
export type ProcessRow = { parent: number; rssBytes: number }

/** Every process's parent and resident memory, by pid; one that ends while it is read is left out. */
export function readProcessTable(): Map<number, ProcessRow> {
  const table = new Map<number, ProcessRow>()
  for (const entry of fs.readdirSync('/proc')) {
    const pid = Number(entry)
    if (!Number.isInteger(pid)) continue
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
      // Fields after the parenthesised command name: state, ppid, …, rss (in pages) is field 24.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      table.set(pid, { parent: Number(fields[1]), rssBytes: Number(fields[21]) * 4096 })
    } catch {
      // the process ended while we looked
    }
  }
  return table
}

/** The pids below `root` in the table, not `root` itself. */
export function descendantsOf(table: ReadonlyMap<number, ProcessRow>, root: number): number[] {
  const children = new Map<number, number[]>()
  for (const [pid, { parent }] of table) children.set(parent, [...(children.get(parent) ?? []), pid])
  const below: number[] = []
  const stack = [...(children.get(root) ?? [])]
  while (stack.length > 0) {
    const pid = stack.pop()!
    below.push(pid)
    stack.push(...(children.get(pid) ?? []))
  }
  return below
}
