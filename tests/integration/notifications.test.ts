import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { type NotificationView, noticeText } from '@cms/features/notifications/contract/notifications'
import { refundPaymentTask } from '@cms/features/payments/jobs/refundPaymentTask'
import { notifyAdmins } from '@cms/features/notifications/notifyAdmins'
import * as userById from '@site/pages/api/admin/users/[id]'
import * as list from '@site/pages/api/admin/notifications/index'
import * as sendTest from '@site/pages/api/admin/notifications/test'
import * as bookings from '@site/pages/api/bookings/index'
import * as login from '@site/pages/api/login'
import * as remove from '@site/pages/api/notifications/[id]/index'
import * as read from '@site/pages/api/notifications/[id]/read'
import { makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { portalApi } from './support/portalApi'
import { newAddress } from './support/rest'

/** The admins' notifications (spec 3, 6, 7): the calls, who may make them, and the events that raise them. */
let payload: Payload
let call: ReturnType<typeof portalApi>
let adminToken: string
let customerToken: string
const signIn = async (email: string) => (await call(login, 'POST', { body: { email, password: 'Str0ng!pass' }, address: newAddress() })).token as string
const listed = async () => (await call(list, 'GET', { token: adminToken })).json as unknown as NotificationView[]

beforeAll(async () => {
  payload = await testPayload()
  call = portalApi(payload)
  adminToken = await signIn((await makeUser(payload, ['admin'])).email)
  customerToken = await signIn((await makeUser(payload, ['customer'])).email)
})

describe('the notification calls', () => {
  it('let an admin send a test notification, list it, open it (read, then deleted)', async () => {
    const sent = await call(sendTest, 'POST', { body: { type: 'test', title: 'Проверка колокольчика', message: 'Всё работает.' }, token: adminToken })
    expect(sent.status).toBe(201)
    expect(sent.json).toMatchObject({ type: 'test', title: 'Проверка колокольчика', priority: 'normal', isRead: false })
    const id = Number(sent.json.id)
    const mine = (await listed()).find((notification) => notification.id === id)
    expect(mine).toMatchObject({ message: 'Всё работает.', isRead: false })
    expect(Date.parse(String(mine?.createdAt))).toBeGreaterThan(Date.now() - 60_000)

    const opened = await call(read, 'PATCH', { params: { id: String(id) }, token: adminToken })
    expect(opened.status).toBe(200)
    expect(opened.json).toMatchObject({ id, isRead: true, title: 'Проверка колокольчика' })
    expect((await call(remove, 'DELETE', { params: { id: String(id) }, token: adminToken })).status).toBe(200)
    expect((await listed()).some((notification) => notification.id === id)).toBe(false)
    expect((await call(remove, 'DELETE', { params: { id: String(id) }, token: adminToken })).status).toBe(404)
    expect((await call(read, 'PATCH', { params: { id: 'abc' }, token: adminToken })).status).toBe(404)
  })

  it('answer bad input with per-field errors and store nothing', async () => {
    const before = (await payload.count({ collection: 'notifications', overrideAccess: true })).totalDocs
    for (const body of [
      { type: 'party', title: 'x', message: 'y' },
      { type: 'test', title: '   ', message: 'y' },
      { type: 'test', title: 'x', message: 'y'.repeat(2001) },
      { type: 'test', title: 'x', message: 'y', priority: 'whenever' },
      { type: 'test', title: 'x', message: 'y', isRead: true },
    ]) {
      const answer = await call(sendTest, 'POST', { body, token: adminToken })
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(answer.json.errors as object).length).toBeGreaterThan(0)
    }
    expect((await payload.count({ collection: 'notifications', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('are the admins’ alone: 401 for guests, 403 for members, and nothing changes', async () => {
    const target = await payload.create({
      collection: 'notifications',
      data: { type: 'system', priority: 'normal', title: 'Секрет', message: 'Только для админов' },
      overrideAccess: true,
    })
    const id = String(target.id)
    for (const [token, status] of [
      [null, 401],
      [customerToken, 403],
    ] as const) {
      expect((await call(list, 'GET', { token })).status).toBe(status)
      expect((await call(sendTest, 'POST', { body: { type: 'test', title: 'x', message: 'y' }, token })).status).toBe(status)
      expect((await call(read, 'PATCH', { params: { id }, token })).status).toBe(status)
      expect((await call(remove, 'DELETE', { params: { id }, token })).status).toBe(status)
      expect((await call(userById, 'GET', { params: { id }, token })).status).toBe(status)
    }
    expect(await payload.findByID({ collection: 'notifications', id: target.id, overrideAccess: true })).toMatchObject({ isRead: false, title: 'Секрет' })
  })

  it('keep what a notification says: an admin’s update changes only whether it was read', async () => {
    const admin = await makeUser(payload, ['admin'])
    const target = await payload.create({ collection: 'notifications', data: { type: 'system', priority: 'normal', title: 'Как было', message: 'Текст' }, overrideAccess: true })
    const updated = await payload.update({ collection: 'notifications', id: target.id, data: { title: 'Иначе', isRead: true }, user: admin, overrideAccess: false })
    expect(updated).toMatchObject({ title: 'Как было', isRead: true })
  })
})

describe('what tells the admins', () => {
  it('a new booking, in the page’s language from its template, with whom it is about', async () => {
    const image = await makeImage(payload)
    const yacht = await payload.create({
      collection: 'yachts',
      data: { ...yachtData(image), name: 'Уведомлённая', pricePerDay: 30_000, _status: 'published' },
      overrideAccess: true,
      context: quiet,
    })
    const customer = await makeUser(payload, ['customer'])
    const start = addDays(marinaDayOf(new Date()), 70)
    const booked = await call(bookings, 'POST', {
      body: { yachtId: yacht.id, startDate: start, endDate: start, guests: 3, contactName: 'Пётр Байкальский', contactEmail: 'petr@test.local', contactPhone: '+7 900 111-22-33' },
      token: await signIn(customer.email),
    })
    expect(booked.status).toBe(201)
    const told = (await listed()).find((notification) => notification.type === 'booking' && notification.metadata.values?.customer === 'Пётр Байкальский')
    expect(told).toMatchObject({ title: 'Новое бронирование', priority: 'normal', metadata: { userId: customer.id } })
    expect(told?.message).toBe(`Уведомлённая, ${start} – ${start}: 3 гост., 30000 RUB. Клиент: Пётр Байкальский.`)
    expect(noticeText(told!, 'en')).toEqual({ title: 'New booking', message: `Уведомлённая, ${start} – ${start}: 3 guests, 30000 RUB. Customer: Пётр Байкальский.` })
    expect(told?.metadata.link).toMatch(new RegExp(`/admin/collections/bookings/${booked.json.id}$`))
  })

  it('a new member, at low priority', async () => {
    const member = await makeUser(payload, ['captain', 'customer'])
    const told = (await listed()).find((notification) => notification.type === 'registration' && notification.metadata.userId === member.id)
    expect(told).toMatchObject({ priority: 'low', title: 'Новый участник' })
    expect(told?.message).toContain(member.email)
  })

  it('a refund that failed its last attempt, urgently; earlier failures wait for the retry', async () => {
    const customer = await makeUser(payload, ['customer'])
    const payment = await payload.create({
      collection: 'payments',
      data: { customer: customer.id, provider: 'test-gateway', amount: 5000, currency: 'RUB', state: 'succeeded', refundedAmount: 0, reference: `pay_fail_${Date.now()}` },
      overrideAccess: true,
    })
    const req = await createLocalReq({}, payload)
    const input = { paymentId: payment.id, amount: 5000, refundedTotal: 5000, whole: true, idempotencyKey: 'k' }
    const job = { error: { message: 'No nowhere provider is configured' } } as unknown as Parameters<NonNullable<typeof refundPaymentTask.onFail>>[0]['job']
    const count = async () =>
      (await payload.find({ collection: 'notifications', where: { title: { equals: 'Возврат не удался' } }, pagination: false, overrideAccess: true })).docs.filter(
        (notification) => notification.message.includes(payment.reference ?? '?'),
      ).length
    await refundPaymentTask.onFail?.({ input, job, req, taskStatus: { totalTried: 2 } as never })
    expect(await count()).toBe(0)
    await refundPaymentTask.onFail?.({ input, job, req, taskStatus: { totalTried: 5 } as never })
    expect(await count()).toBe(1)
  })

  it('never fails the work that raised it: a notification that cannot be stored is only logged', async () => {
    const before = (await payload.count({ collection: 'notifications', overrideAccess: true })).totalDocs
    // A template the collection refuses (an unknown type) stands for any failure to store one.
    await expect(notifyAdmins(payload, { template: 'nonsense' as never, values: {} })).resolves.toBeUndefined()
    expect((await payload.count({ collection: 'notifications', overrideAccess: true })).totalDocs).toBe(before)
  })
})
