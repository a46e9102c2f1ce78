import fs from 'node:fs'
import path from 'node:path'

import { APIError, Forbidden, NotFound, ValidationError } from 'payload'
import { describe, expect, it, vi } from 'vitest'

import { MESSAGES } from '@cms/core/contract/messages'
import { RateLimited } from '@cms/core/errors/RateLimited'
import { refusalError } from '@cms/core/errors/refusalError'
import { CLUB_MESSAGES } from '@cms/features/crew/contract/clubs'
import { CREW_MESSAGES } from '@cms/features/crew/contract/crew'
import { COMMENT_MESSAGES } from '@cms/features/content/contract/comments'
import { REGISTRATION_MESSAGES } from '@cms/features/events/contract/registrations'
import { SERVICE_ORDER_MESSAGES } from '@cms/features/serviceOrders/contract/serviceOrders'
import { registrationProblem } from '@site/features/events/registrationProblem'
import { stringsWithPrefix } from '@site/i18n'
import { ApiError } from '@site/lib/api/client'
import { answerFailure } from '@site/lib/server/failures'
import { createIslandI18n } from '@site/ui/IslandI18n'

/**
 * Refusals by code (issue "One home per feature", item 5): the server names every refusal's code,
 * whatever threw it, and the islands word each code they can receive in both languages, deciding
 * by the code alone.
 */

const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as Record<string, unknown> })

describe('what a thrown refusal is answered with', () => {
  it('keeps the code a flow or a collection hook gave it, with its words and status', async () => {
    expect(await answerOf(answerFailure(refusalError(CREW_MESSAGES, 'notOpen', 409)))).toEqual({ status: 409, body: { error: CREW_MESSAGES.notOpen, code: 'notOpen' } })
    const limited = answerFailure(new RateLimited(120))
    expect(await answerOf(limited)).toMatchObject({ status: 429, body: { code: 'tooManyAttempts' } })
    expect(limited.headers.get('retry-after')).toBe('120')
  })

  it('gives Payload’s own refusals a code by what they are, keeping their per-field codes', async () => {
    const invalid = new ValidationError({ collection: 'bookings', errors: [{ path: 'guests', message: 'guestsOverCapacity' }] })
    expect(await answerOf(answerFailure(invalid))).toMatchObject({ status: 400, body: { code: 'invalid', errors: { guests: 'guestsOverCapacity' } } })
    expect(await answerOf(answerFailure(new Forbidden()))).toMatchObject({ status: 403, body: { code: 'forbidden' } })
    expect(await answerFailure(new NotFound()).json()).toMatchObject({ code: 'notFound' })
    expect(await answerFailure(new APIError('Locked out', 423, null, true)).json()).toMatchObject({ code: 'locked' })
  })

  it('names what PostgreSQL refused, a lost database and a bug, in the route’s words', async () => {
    const pg = (code: string) => new Error('Failed query', { cause: Object.assign(new Error('database said no'), { code }) })
    expect(await answerOf(answerFailure(pg('22P02'), {}, 'Failed to create content'))).toEqual({ status: 400, body: { error: 'Failed to create content', code: 'invalid' } })
    expect(await answerOf(answerFailure(pg('23505')))).toEqual({ status: 409, body: { error: MESSAGES.somethingWentWrong, code: 'conflict' } })
    expect(await answerOf(answerFailure(pg('57P01')))).toEqual({ status: 503, body: { error: MESSAGES.unavailable, code: 'unavailable' } })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await answerOf(answerFailure(new TypeError('x is undefined'), { success: false }))).toEqual({
      status: 500,
      body: { success: false, error: MESSAGES.somethingWentWrong, code: 'internal' },
    })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })
})

/** Every string of a language, from its locale files as they are (no fallback to English). */
function localeStrings(language: 'ru' | 'en'): Record<string, string> {
  const folder = path.resolve(import.meta.dirname, '../../site/src/i18n/locales', language)
  return Object.assign({}, ...fs.readdirSync(folder).map((file) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Record<string, string>))
}

describe('the islands’ words for the codes they receive', () => {
  const islands = [
    { prefix: 'comments', codes: Object.keys(COMMENT_MESSAGES) },
    { prefix: 'crew', codes: Object.keys(CREW_MESSAGES) },
    { prefix: 'club', codes: Object.keys(CLUB_MESSAGES) },
    { prefix: 'orders', codes: Object.keys(SERVICE_ORDER_MESSAGES) },
    { prefix: 'registration', codes: [...Object.keys(REGISTRATION_MESSAGES), 'notFound', 'notSignedIn', 'paymentProviderDown'] },
    { prefix: 'booking.crew', codes: ['noSuchCrew', 'ownerOnly', 'charterClosed'] },
  ]
  // A counted refusal (the comment's edit window) has its plural forms instead: key_one, key_other…
  it.each(['ru', 'en'] as const)('are all in %s, with the fallback and too many', (language) => {
    const strings = localeStrings(language)
    const missing = islands.flatMap(({ prefix, codes }) =>
      [`${prefix}.error`, `${prefix}.error.tooMany`, ...codes.map((code) => `${prefix}.error.${code}`)].filter((key) => !strings[key] && !strings[`${key}_one`]),
    )
    expect(missing).toEqual([])
  })
})

describe('the event registration’s words for a refusal', () => {
  const wording = (locale: 'ru' | 'en') => createIslandI18n({ locale, strings: stringsWithPrefix(locale, 'registration.') }).t
  const refusal = (status: number, body: Record<string, unknown>) => new ApiError(status, JSON.stringify(body), '')

  it('are the page’s language’s for each code, whatever English the server said', () => {
    const taken = refusal(409, { error: REGISTRATION_MESSAGES.alreadyRegistered, code: 'alreadyRegistered' })
    expect(registrationProblem(taken, wording('ru'))).toBe('Вы уже зарегистрированы на это событие.')
    expect(registrationProblem(taken, wording('en'))).toBe('You are already registered for this event.')
    const lapsed = refusal(409, { error: REGISTRATION_MESSAGES.holdExpired, code: 'holdExpired' })
    expect(registrationProblem(lapsed, wording('ru'))).toBe('Время на оплату взноса истекло, и место освобождено. Зарегистрируйтесь снова.')
    const providerDown = refusal(502, { error: MESSAGES.paymentProviderDown, code: 'paymentProviderDown' })
    expect(registrationProblem(providerDown, wording('ru'))).toBe('Платёжный сервис не ответил. Попробуйте ещё раз через минуту.')
    expect(registrationProblem(refusal(429, { error: 'Too many attempts. Try again in 2 minutes.', code: 'tooManyAttempts' }), wording('en'))).toBe(
      'Too many attempts. Please wait a little and try again.',
    )
  })

  it('decide by the code alone: words without a code, or a code the island does not know, get the fallback', () => {
    expect(registrationProblem(refusal(409, { error: REGISTRATION_MESSAGES.eventClosed }), wording('ru'))).toBe('Не получилось. Попробуйте ещё раз.')
    expect(registrationProblem(refusal(500, { error: MESSAGES.somethingWentWrong, code: 'internal' }), wording('en'))).toBe('That did not work. Please try again.')
    expect(registrationProblem(new TypeError('Failed to fetch'), wording('ru'))).toBe('Не получилось. Попробуйте ещё раз.')
  })
})
