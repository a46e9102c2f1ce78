import type { IncomingMessage } from 'node:http'

import { describe, expect, it } from 'vitest'

import { PASSWORD_RULE_MESSAGES, PASSWORD_RULES } from '@cms/features/accounts/contract/passwordRules'
import { classifyError, isExclusionViolation } from '@cms/core/errors/classifyError'
import { refuseMalformedApiRequest } from '@scripts/lib/http/apiRequestGuard'
import { clientAddressResolver } from '@scripts/lib/http/clientAddress'
import russianAuth from '@site/i18n/locales/ru/auth.json'

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress }, connection: { remoteAddress }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage

describe('the visitor address', () => {
  it('is the socket’s without TRUSTED_PROXIES, whatever X-Forwarded-For claims', () => {
    expect(clientAddressResolver('')(request('203.0.113.7', '1.2.3.4'))).toBe('203.0.113.7')
    expect(clientAddressResolver('')(request('::ffff:127.0.0.1'))).toBe('127.0.0.1')
  })
  it('takes X-Forwarded-For only from the trusted hops, right to left', () => {
    const behindProxy = clientAddressResolver('10.0.0.5')
    expect(behindProxy(request('10.0.0.5', '198.51.100.9'))).toBe('198.51.100.9')
    // A client's own claim before the proxy's entry is not believed.
    expect(behindProxy(request('10.0.0.5', '1.2.3.4, 198.51.100.9'))).toBe('198.51.100.9')
    expect(behindProxy(request('203.0.113.7', '198.51.100.9'))).toBe('203.0.113.7')
    expect(clientAddressResolver('loopback, 10.0.0.0/8')(request('127.0.0.1', '10.1.1.1, 198.51.100.9'))).toBe('198.51.100.9')
  })
})

describe('what a failure means', () => {
  const pg = (code: string) => Object.assign(new Error('database said no'), { code })
  it('reads PostgreSQL’s code through the driver’s wrapping', () => {
    expect(classifyError(new Error('Failed query', { cause: pg('22P02') }))).toBe('bad-input')
    expect(classifyError(pg('22021'))).toBe('bad-input')
    expect(classifyError(pg('23505'))).toBe('conflict')
    expect(classifyError(pg('57P01'))).toBe('unavailable')
    expect(classifyError(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' }))).toBe('unavailable')
    expect(classifyError(new Error('timeout exceeded when trying to connect'))).toBe('unavailable')
    expect(classifyError(new TypeError('x is undefined'))).toBe('internal')
  })

  it('tells days another row holds (23P01) from other conflicts, however deep the driver wraps it', () => {
    expect(isExclusionViolation(new Error('Failed query', { cause: new Error('wrapped', { cause: pg('23P01') }) }))).toBe(true)
    expect(isExclusionViolation(pg('23505'))).toBe(false)
    expect(isExclusionViolation(new Error('no code'))).toBe(false)
  })
})

describe('the CMS door', () => {
  it('refuses malformed API requests before Payload sees them', () => {
    expect(refuseMalformedApiRequest('GET', '/api/yachts?limit[]=1&limit[]=2', {})?.status).toBe(400)
    expect(refuseMalformedApiRequest('GET', '/api/yachts?page=-1', {})?.status).toBe(400)
    expect(refuseMalformedApiRequest('GET', '/api/yachts?limit=1&limit=2', {})?.status).toBe(400)
    expect(refuseMalformedApiRequest('GET', '/api/yachts%00', {})?.status).toBe(400)
    expect(refuseMalformedApiRequest('POST', '/api/contact-messages', { 'content-type': 'text/plain', 'content-length': '5' })?.status).toBe(415)
    expect(refuseMalformedApiRequest('GET', '/api/yachts?limit=10&page=2&depth=1', {})).toBeNull()
    expect(refuseMalformedApiRequest('POST', '/api/media', { 'content-type': 'multipart/form-data; boundary=x', 'content-length': '5' })).toBeNull()
    // The admin's own pages are not the API's.
    expect(refuseMalformedApiRequest('GET', '/admin?limit=x', {})).toBeNull()
  })
})

describe('the password rules’ words', () => {
  it('are the registration form’s Russian messages, one per rule', () => {
    const codes = { length: 'passwordMin8', uppercase: 'passwordUppercase', lowercase: 'passwordLowercase', digit: 'passwordDigit', special: 'passwordSpecial' } as const
    for (const rule of PASSWORD_RULES) expect(PASSWORD_RULE_MESSAGES[rule.id]).toBe(russianAuth[`auth.error.${codes[rule.id]}`])
    expect(PASSWORD_RULE_MESSAGES.min6).toBe(russianAuth['auth.error.passwordMin6'])
    expect(PASSWORD_RULE_MESSAGES.tooLong).toBe(russianAuth['auth.error.passwordTooLong'])
  })
})
