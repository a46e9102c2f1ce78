/** One figure of a benchmark against its budget, as `npm run bench` ends by printing them. */
export type SummaryRow = { bench: string; figure: string; value: number | null; unit: string; budget: string; pass: boolean | null }

type Results = Record<string, unknown>
type Check = { figure: string; unit: string; value: (result: Results) => unknown; budget?: { atMost?: number; atLeast?: number } }

const at = (result: unknown, path: string): unknown => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], result)

/**
 * The figures each benchmark is held to, with the issue that set each budget: publish → live
 * (#31), the account API and static pages beside the proxy (#32), builds at catalogue size (#33), the admin's and analytics'
 * reads; per page, Lighthouse's performance (#32) and the JavaScript weight (its own budget).
 */
const CHECKS: Record<string, Check[]> = {
  'publish-to-live': [{ figure: 'publish → live, median', unit: 's', value: (r) => at(r, 'publishToLiveSeconds.median'), budget: { atMost: 8 } }],
  'auth-api': [
    { figure: 'GET /api/user, 100 connections', unit: 'req/s', value: (r) => at(r, 'currentUser.connections100.requestsPerSecond'), budget: { atLeast: 3000 } },
    { figure: 'GET /api/user p99, 100 connections', unit: 'ms', value: (r) => at(r, 'currentUser.connections100.latencyMs.p99'), budget: { atMost: 50 } },
    { figure: 'static page: site server ÷ proxy', unit: '×', value: (r) => at(r, 'staticPage.siteServerToProxyRatio'), budget: { atLeast: 0.5 } },
  ],
  'catalogue-build': [
    { figure: 'seeded site: one edit → live', unit: 's', value: (r) => at(r, 'seeded.editToLiveSeconds'), budget: { atMost: 8 } },
    { figure: 'catalogue: one edit → live', unit: 's', value: (r) => at(r, 'catalogue.editToLiveSeconds'), budget: { atMost: 20 } },
    { figure: 'catalogue: cold build', unit: 'pages/s', value: (r) => at(r, 'catalogue.coldPagesPerSecond'), budget: { atLeast: 250 } },
    // The build's own processes (Astro and Pagefind); the portal's (CMS, site server, this bench's
    // Payload) are reported beside it, unbudgeted: they run whether or not a build does.
    { figure: 'catalogue: cold build, peak memory', unit: 'MiB', value: (r) => at(r, 'catalogue.buildPeakMiB'), budget: { atMost: 2048 } },
    { figure: 'catalogue: portal and build, peak memory', unit: 'MiB', value: (r) => at(r, 'catalogue.peakMiB') },
  ],
  admin: [{ figure: 'the bell’s poll p99', unit: 'ms', value: (r) => at(r, 'notificationsPoll.latencyMs.p99'), budget: { atMost: 100 } }],
  analytics: [{ figure: 'a year’s report p99', unit: 'ms', value: (r) => at(r, 'reportLastYear.latencyMs.p99'), budget: { atMost: 500 } }],
  booking: [{ figure: 'availability p99, 100 connections', unit: 'ms', value: (r) => at(r, 'availability.latencyMs.p99') }],
  events: [{ figure: 'registrations p99', unit: 'ms', value: (r) => at(r, 'latencyMs.p99') }],
  chat: [{ figure: 'assistant p99, 10 connections', unit: 'ms', value: (r) => at(r, 'latencyMs.p99') }],
}

function row(bench: string, figure: string, unit: string, found: unknown, budget: Check['budget']): SummaryRow {
  const value = typeof found === 'number' ? found : null
  const budgetText = budget?.atMost !== undefined ? `≤ ${budget.atMost}` : budget?.atLeast !== undefined ? `≥ ${budget.atLeast}` : '—'
  let pass: boolean | null = null
  if (value !== null && budget?.atMost !== undefined) pass = value <= budget.atMost
  if (value !== null && budget?.atLeast !== undefined) pass = value >= budget.atLeast
  return { bench, figure, value, unit, budget: budgetText, pass }
}

/** Every figure of the benchmarks' result files (by name, as bench/results/{name}.json holds them); a bench not run reads as null. */
export function summarize(results: Record<string, Results | undefined>): SummaryRow[] {
  const rows = Object.entries(CHECKS).flatMap(([bench, checks]) =>
    checks.map(({ figure, unit, value, budget }) => row(bench, figure, unit, results[bench] ? value(results[bench]) : null, budget)),
  )
  const lighthouse = at(results.lighthouse, 'pages') as Record<string, { scores?: { performance?: number } }> | undefined
  for (const [page, figures] of Object.entries(lighthouse ?? {})) {
    rows.push(row('lighthouse', `performance ${page}`, '', figures.scores?.performance, { atLeast: 100 }))
  }
  const weight = at(results['page-weight'], 'pages') as Record<string, { jsKb?: number; budgetKb?: number }> | undefined
  for (const [page, figures] of Object.entries(weight ?? {})) {
    rows.push(row('page-weight', `JavaScript ${page}`, 'kB', figures.jsKb, { atMost: figures.budgetKb ?? 0 }))
  }
  return rows
}

/** The rows as a table for the terminal. */
export function summaryTable(rows: SummaryRow[]): string {
  const cells = rows.map((r) => [r.bench, r.figure, r.value === null ? 'not run' : `${r.value} ${r.unit}`.trim(), r.budget, r.pass === null ? '' : r.pass ? 'pass' : 'FAIL'])
  const header = ['bench', 'figure', 'value', 'budget', '']
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]!.length)))
  return [header, ...cells]
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}
