import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { MailPage, MailView } from '@cms/features/admin/contract/communications'
import { COMMUNICATION_MESSAGES } from '@cms/features/admin/contract/communications'
import { recordingAdapter } from '@cms/core/email/recordingAdapter'
import { resendTransport } from '@cms/core/email/transport'
import * as mailById from '@site/pages/api/admin/communications/[id]/index'
import * as resend from '@site/pages/api/admin/communications/[id]/resend'
import * as mailList from '@site/pages/api/admin/communications/index'
import * as login from '@site/pages/api/login'
import { makeUser } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/**
 * The communications monitor (issue "… the admin dashboard …"): every message kept with its
 * delivery, and a failed one sent again, against a loopback server speaking Resend's API.
 */
let payload: Payload
let call: ReturnType<typeof portalApi>
let adminToken: string
let resendApi: http.Server
const received: { authorization: string | undefined; body: { to: string[]; subject: string; text: string } }[] = []
/** Recipients the fake refuses, as Resend refuses an address it will not deliver to. */
const refused = new Set<string>()

function startFakeResend(): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8')
    })
    request.on('end', () => {
      const body = JSON.parse(raw) as { to: string[]; subject: string; text: string }
      received.push({ authorization: request.headers.authorization, body })
      response.setHeader('content-type', 'application/json')
      if (request.method !== 'POST' || request.url !== '/emails') {
        response.statusCode = 404
        response.end(JSON.stringify({ statusCode: 404, name: 'not_found', message: 'Not found' }))
      } else if (body.to.some((to) => refused.has(to))) {
        response.statusCode = 422
        response.end(JSON.stringify({ statusCode: 422, name: 'validation_error', message: 'The recipient was refused.' }))
      } else {
        response.end(JSON.stringify({ id: `re_${received.length}` }))
      }
    })
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

const withResendKey = async <T>(work: () => Promise<T>): Promise<T> => {
  process.env.RESEND_API_KEY = 're_test_key'
  try {
    return await work()
  } finally {
    delete process.env.RESEND_API_KEY
  }
}

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  resendApi = await startFakeResend()
  process.env.RESEND_BASE_URL = `http://127.0.0.1:${(resendApi.address() as AddressInfo).port}`
  const admin = await makeUser(payload, ['admin'])
  adminToken = (await call(login, 'POST', { body: { email: admin.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
})

afterAll(async () => {
  delete process.env.RESEND_BASE_URL
  await new Promise((resolve) => resendApi.close(resolve))
})

const send = (to: string, subject: string) => {
  const adapter = recordingAdapter(resendTransport('re_test_key'))({ payload })
  return adapter.sendEmail({ to, subject, text: `Body of ${subject}` })
}
const rowOf = async (subject: string) => (await payload.find({ collection: 'email-outbox', where: { subject: { equals: subject } }, overrideAccess: true })).docs[0]!

describe('the mail outbox', () => {
  it('keeps each message sent through Resend with its delivery: sent with Resend’s id, or failed with its words', async () => {
    await send('guest@test.local', 'Delivered')
    expect(received.at(-1)).toMatchObject({ authorization: 'Bearer re_test_key', body: { to: ['guest@test.local'], subject: 'Delivered', text: 'Body of Delivered' } })
    expect(await rowOf('Delivered')).toMatchObject({ status: 'sent', provider: 'resend', providerId: `re_${received.length}`, attempts: 1 })

    refused.add('bounce@test.local')
    await expect(send('bounce@test.local', 'Bounced')).rejects.toThrow('Email not sent: The recipient was refused.')
    expect(await rowOf('Bounced')).toMatchObject({ status: 'failed', error: 'The recipient was refused.', attempts: 1, sentAt: null })
  })

  it('keeps messages without a provider, as the portal does by default', async () => {
    await payload.sendEmail({ to: 'kept@test.local', subject: 'Only kept', text: 'Never sent' })
    expect(await rowOf('Only kept')).toMatchObject({ status: 'kept', provider: 'outbox', attempts: 0 })
  })

  it('lists by status and words, opens one, and sends a failed one again, once however often it is asked', async () => {
    refused.add('later@test.local')
    await expect(send('later@test.local', 'Second chance')).rejects.toThrow()
    const failed = await call(mailList, 'GET', { query: '?status=failed&q=second%20chance', token: adminToken })
    expect(failed.status).toBe(200)
    const page = failed.json as unknown as MailPage
    expect(page.docs).toHaveLength(1)
    const id = String(page.docs[0]!.id)
    expect(page.docs[0]).toMatchObject({ to: 'later@test.local', status: 'failed', error: 'The recipient was refused.' })
    const opened = (await call(mailById, 'GET', { params: { id }, token: adminToken })).json as unknown as MailView
    expect(opened).toMatchObject({ text: 'Body of Second chance', provider: 'resend', attachments: [] })

    expect((await call(resend, 'POST', { params: { id }, token: adminToken })).json.error).toBe(COMMUNICATION_MESSAGES.noProvider)
    // Still refused: it fails again, and says so.
    const again = await withResendKey(() => call(resend, 'POST', { params: { id }, token: adminToken }))
    expect(again.status).toBe(502)
    expect(again.json.error).toBe('The recipient was refused.')

    refused.delete('later@test.local')
    const before = received.length
    const answers = await withResendKey(() => Promise.all([1, 2, 3].map(() => call(resend, 'POST', { params: { id }, token: adminToken }))))
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409])
    expect(received.length - before).toBe(1)
    expect(await rowOf('Second chance')).toMatchObject({ status: 'sent', attempts: 3, error: null })
    expect((await withResendKey(() => call(resend, 'POST', { params: { id }, token: adminToken }))).json.error).toBe(COMMUNICATION_MESSAGES.onlyFailed)
  })

  it('is the admins’ alone, and refuses a bad filter', async () => {
    const member = await makeUser(payload, ['customer'])
    const token = (await call(login, 'POST', { body: { email: member.email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
    const row = await rowOf('Bounced')
    expect((await call(mailList, 'GET', { token })).status).toBe(403)
    expect((await call(mailById, 'GET', { params: { id: String(row.id) }, token })).status).toBe(403)
    expect((await call(resend, 'POST', { params: { id: String(row.id) }, token })).status).toBe(403)
    expect((await call(mailList, 'GET', {})).status).toBe(401)
    expect((await call(mailList, 'GET', { query: '?status=lost', token: adminToken })).status).toBe(400)
    expect((await call(mailById, 'GET', { params: { id: '999999999' }, token: adminToken })).status).toBe(404)
    expect((await rowOf('Bounced')).status).toBe('failed')
  })
})
