import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { AnalyticsReport } from '@cms/features/analytics/contract/analytics'
import type { User } from '@cms/payload-types'
import * as report from '@site/pages/api/admin/analytics'
import * as track from '@site/pages/api/analytics/track'
import * as login from '@site/pages/api/login'
import { makeUser } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** Analytics with consent (issue "… analytics with consent"): nothing is counted without it, and no address is stored. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let adminToken: string

const consentCookie = (analytics: boolean) => `cookieConsent=${encodeURIComponent(JSON.stringify({ necessary: true, analytics, preferences: false }))}`
const event = (path: string, eventType = 'page_view', extra: Record<string, unknown> = {}) => ({
  eventType,
  platform: 'web',
  sessionId: 'web_1795000000000_abc123def',
  metadata: { path, ...extra },
})
const send = (body: unknown, cookie: string | null, address = newAddress()) => call(track, 'POST', { body, address, headers: cookie ? { cookie } : {} })
const countOf = async (path: string) => Number((await payload.db.pool.query('SELECT coalesce(sum(count), 0) AS n FROM analytics_daily WHERE path = $1', [path])).rows[0].n)

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  const admin: User = await makeUser(payload, ['admin'])
  adminToken = (await call(login, 'POST', { body: { email: admin.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
})

describe('recording', () => {
  it('counts nothing without analytics consent', async () => {
    const path = `/yachts/no-consent-${Date.now()}`
    expect((await send(event(path), null)).status).toBe(403)
    const refused = await send(event(path), consentCookie(false))
    expect(refused.status).toBe(403)
    expect(refused.json.code).toBe('noConsent')
    expect((await send(event(path), 'cookieConsent=%7Bnot-json')).status).toBe(403)
    expect(await countOf(path)).toBe(0)
  })

  it('counts an event per day and page with consent, keeps only the path of its metadata, and stores no address', async () => {
    const path = `/destinations/consented-${Date.now()}`
    expect((await send(event(path, 'page_view', { referrer: 'https://example.com', email: 'a@b.c' }), consentCookie(true), '203.0.113.7')).status).toBe(204)
    expect((await send(event(path), consentCookie(true))).status).toBe(204)
    expect(await countOf(path)).toBe(2)
    const columns = await payload.db.pool.query(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_name LIKE 'analytics%' ORDER BY table_name, column_name",
    )
    expect(columns.rows.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([
      'analytics_daily.count',
      'analytics_daily.day',
      'analytics_daily.event_type',
      'analytics_daily.path',
      'analytics_pages_monthly.month',
      'analytics_pages_monthly.path',
      'analytics_pages_monthly.views',
      'analytics_sessions.day',
      'analytics_sessions.session_id',
      'analytics_totals.count',
      'analytics_totals.day',
      'analytics_totals.metric',
    ])
    const stored = JSON.stringify((await payload.db.pool.query('SELECT * FROM analytics_daily WHERE path = $1', [path])).rows)
    expect(stored).not.toContain('203.0.113.7')
    expect(stored).not.toContain('a@b.c')
  })

  it('refuses what is not an event of the site: unknown types, foreign session ids, paths with queries, other sites', async () => {
    const cookie = consentCookie(true)
    expect((await send(event('/yachts', 'purchase'), cookie)).status).toBe(400)
    expect((await send({ ...event('/yachts'), sessionId: 'abc' }, cookie)).status).toBe(400)
    expect((await send({ ...event('/yachts'), platform: 'ios' }, cookie)).status).toBe(400)
    expect((await send(event('/verify-email?token=secret'), cookie)).status).toBe(400)
    expect((await send(event('https://evil.test/'), cookie)).status).toBe(400)
    const foreign = await call(track, 'POST', { body: event('/yachts'), headers: { cookie, origin: 'https://evil.test' } })
    expect(foreign.status).toBe(403)
  })
})

describe('the analytics tab', () => {
  it('reports page views, unique sessions and conversions per day, and the top pages, to admins only', async () => {
    const path = `/trips/top-${Date.now()}`
    const cookie = consentCookie(true)
    for (const sessionId of ['web_1795000000001_aaaaaa1', 'web_1795000000002_bbbbbb2', 'web_1795000000002_bbbbbb2']) {
      expect((await send({ ...event(path), sessionId }, cookie)).status).toBe(204)
    }
    expect((await send(event('/auth', 'sign_up'), cookie)).status).toBe(204)
    expect((await send(event('/yachts/1', 'booking'), cookie)).status).toBe(204)
    const answer = await call(report, 'GET', { token: adminToken, query: '?days=7' })
    expect(answer.status).toBe(200)
    const body = answer.json as unknown as AnalyticsReport
    expect(body.days).toHaveLength(7)
    const today = body.days.at(-1)!
    expect(today.pageViews).toBeGreaterThanOrEqual(3)
    expect(today.sessions).toBeGreaterThanOrEqual(2)
    expect(today.conversions.sign_up).toBeGreaterThanOrEqual(1)
    expect(today.conversions.booking).toBeGreaterThanOrEqual(1)
    expect(body.totals.pageViews).toBe(body.days.reduce((sum, day) => sum + day.pageViews, 0))
    expect(body.topPages.length).toBeGreaterThan(0)
    expect((await call(report, 'GET', { token: adminToken, query: '?days=0' })).status).toBe(400)
    expect((await call(report, 'GET', {})).status).toBe(401)
  })

  it('counts the top pages exactly across month boundaries, from the monthly rollup and the day counts', async () => {
    const path = `/wiki/boundaries-${Date.now()}`
    // Page views 45 and 2 days ago, as the track call leaves them: the day count and the month's.
    for (const [ago, views] of [
      [45, 700_000],
      [2, 300_000],
    ] as const) {
      await payload.db.pool.query(
        `WITH d AS (SELECT (now() AT TIME ZONE 'Asia/Irkutsk')::date - $1::int AS day),
         m AS (INSERT INTO analytics_pages_monthly (month, path, views) SELECT date_trunc('month', day)::date, $2, $3 FROM d
               ON CONFLICT (month, path) DO UPDATE SET views = analytics_pages_monthly.views + $3)
         INSERT INTO analytics_daily (day, event_type, path, count) SELECT day, 'page_view', $2, $3 FROM d`,
        [ago, path, views],
      )
    }
    const top = async (days: number) => ((await call(report, 'GET', { token: adminToken, query: `?days=${days}` })).json as unknown as AnalyticsReport).topPages[0]
    expect(await top(7)).toEqual({ path, views: 300_000 })
    expect(await top(60)).toEqual({ path, views: 1_000_000 })
    expect(await top(366)).toEqual({ path, views: 1_000_000 })
  })
})
