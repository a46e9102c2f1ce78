import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { testPayload } from './support/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

describe('the portal’s database connections', () => {
  it('run without JIT compilation, which cost seconds per save of a large catalogue', async () => {
    // More than one connection: every connection the pool opens carries the setting.
    const answers = await Promise.all([1, 2, 3].map(() => payload.db.pool.query<{ jit: string }>('SHOW jit')))
    expect(answers.map(({ rows }) => rows[0]?.jit)).toEqual(['off', 'off', 'off'])
  })
})
