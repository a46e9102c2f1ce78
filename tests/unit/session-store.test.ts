import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { SESSION_FLAG_COOKIE } from '@cms/features/accounts/contract/session'
import { $session, loadSession, type SessionUser, signOut, updateSessionUser } from '@site/stores/session'

/** The requests the store made, in order, each answered when the test says. */
let asked: { answer: (body: unknown, status?: number) => void; fail: () => void }[] = []

beforeEach(() => {
  asked = []
  vi.stubGlobal('document', { cookie: `${SESSION_FLAG_COOKIE}=1` })
  vi.stubGlobal(
    'fetch',
    () =>
      new Promise<Response>((resolve, reject) => {
        asked.push({ answer: (body, status = 200) => resolve(Response.json(body, { status })), fail: () => reject(new TypeError('fetch failed')) })
      }),
  )
  $session.set(null)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const user = (emailVerified: boolean) => ({ id: 1, email: 'ivan@example.com', firstName: 'Ivan', emailVerified })

describe('the session', () => {
  it('is the later load’s, when an earlier load answers after it', async () => {
    const first = loadSession()
    const second = loadSession()
    expect(asked).toHaveLength(2)
    asked[1]?.answer(user(true))
    await second
    // The first answer was made before the address was confirmed.
    asked[0]?.answer(user(false))
    expect((await first)?.emailVerified).toBe(true)
    expect($session.get()?.emailVerified).toBe(true)
  })

  it('keeps an earlier load’s answer when a later load fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const first = loadSession()
    const second = loadSession()
    asked[0]?.answer(user(true))
    await first
    asked[1]?.fail()
    // Retried once, after a second.
    await vi.advanceTimersByTimeAsync(1000)
    asked[2]?.fail()
    await expect(second).rejects.toThrow()
    expect($session.get()?.email).toBe('ivan@example.com')
  })

  it('is the one set while a load was under way, not that load’s', async () => {
    const load = loadSession()
    updateSessionUser(user(true) as SessionUser)
    asked[0]?.answer(user(false))
    await load
    expect($session.get()?.emailVerified).toBe(true)
  })

  it('stays signed out when a load begun before the sign-out answers after it', async () => {
    $session.set(user(true) as SessionUser)
    const load = loadSession()
    const out = signOut()
    asked[1]?.answer({})
    await out
    asked[0]?.answer(user(true))
    expect(await load).toBeNull()
    expect($session.get()).toBeNull()
  })
})
