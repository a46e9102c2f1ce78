import { describe, expect, it } from 'vitest'

import { CONVERSIONS_KEPT, SESSION_ID_PATTERN } from '@cms/features/analytics/contract/analytics'
import { trackSchema } from '@cms/features/analytics/contract/requests'
import { newSessionId, withConversion } from '@site/lib/analytics'

describe('the analytics session id', () => {
  it('is web_, a timestamp and a random string (spec 9)', () => {
    const id = newSessionId(1795000000000)
    expect(id).toMatch(/^web_1795000000000_[a-z0-9]{9}$/)
    expect(id).toMatch(SESSION_ID_PATTERN)
    expect(newSessionId()).not.toBe(newSessionId())
  })
})

describe('the kept conversions', () => {
  it('keeps the last 30, newest last, and starts afresh from a corrupt cookie', () => {
    let kept: string | null = null
    for (let index = 0; index < 35; index += 1) kept = JSON.stringify(withConversion(kept, { eventType: 'booking', timestamp: `t${index}`, page: '/yachts/1' }))
    const list = JSON.parse(kept!) as { timestamp: string }[]
    expect(list).toHaveLength(CONVERSIONS_KEPT)
    expect(list[0]?.timestamp).toBe('t5')
    expect(list.at(-1)?.timestamp).toBe('t34')
    expect(withConversion('{oops', { eventType: 'sign_up', timestamp: 'now', page: '/auth' })).toHaveLength(1)
  })
})

describe('the track call’s body', () => {
  it('takes a page path only, never a query or another site', () => {
    const body = (path: string) => ({ eventType: 'page_view', platform: 'web', sessionId: 'web_1795000000000_abcdef', metadata: { path } })
    expect(trackSchema.safeParse(body('/en/yachts/3')).success).toBe(true)
    expect(trackSchema.safeParse(body('/reset?code=123456')).success).toBe(false)
    expect(trackSchema.safeParse(body('//evil.test/x')).success).toBe(false)
    expect(trackSchema.safeParse(body('javascript:alert(1)')).success).toBe(false)
  })
})
