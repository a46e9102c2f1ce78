import { describe, expect, it } from 'vitest'

import { summarize, summaryTable } from '../../bench/lib/summary'

describe('the benchmarks’ summary', () => {
  it('holds each figure to its budget, per page where a bench measures pages, and marks a bench not run', () => {
    const rows = summarize({
      'publish-to-live': { publishToLiveSeconds: { median: 7.5 } },
      'auth-api': { currentUser: { connections100: { requestsPerSecond: 3100, latencyMs: { p99: 64 } } }, staticPage: { siteServerToProxyRatio: 0.74 } },
      lighthouse: { pages: { '/': { scores: { performance: 100 } }, '/yachts': { scores: { performance: 95 } } } },
      'page-weight': { pages: { '/': { jsKb: 18.2, budgetKb: 20 } } },
    })
    const find = (figure: string) => rows.find((row) => row.figure === figure)
    expect(find('publish → live, median')).toMatchObject({ value: 7.5, budget: '≤ 8', pass: true })
    expect(find('GET /api/user, 100 connections')).toMatchObject({ pass: true })
    expect(find('GET /api/user p99, 100 connections')).toMatchObject({ value: 64, pass: false })
    expect(find('performance /yachts')).toMatchObject({ value: 95, budget: '≥ 100', pass: false })
    expect(find('JavaScript /')).toMatchObject({ value: 18.2, unit: 'kB', budget: '≤ 20', pass: true })
    expect(find('the bell’s poll p99')).toMatchObject({ value: null, pass: null })
    const table = summaryTable(rows)
    expect(table.split('\n')[0]).toMatch(/^bench\s+figure\s+value\s+budget$/)
    expect(table).toMatch(/performance \/yachts\s+95\s+≥ 100\s+FAIL/)
    expect(table).toMatch(/the bell’s poll p99\s+not run/)
  })
})
