import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SKIP_RATE_LIMITS } from '@cms/core/rateLimits'
import { REGISTRATION_FLOW } from '@cms/core/trustedFlows'
import type { User } from '@cms/payload-types'
import { fieldErrors, makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'

let payload: Payload
let image: number
let admin: User
let editor: User
let ownerA: User
let ownerB: User
let customer: User

beforeAll(async () => {
  payload = await testPayload()
  image = await makeImage(payload)
  ;[admin, editor, ownerA, ownerB, customer] = await Promise.all([
    makeUser(payload, ['admin']),
    makeUser(payload, ['editor']),
    makeUser(payload, ['owner']),
    makeUser(payload, ['owner']),
    makeUser(payload, ['customer']),
  ])
})

const as = (user: User | null) => ({ user, overrideAccess: false, context: quiet }) as const

describe('published content', () => {
  it('is readable by guests, while drafts are not', async () => {
    const published = await payload.create({ collection: 'yachts', data: { ...yachtData(image), _status: 'published' }, ...as(editor) })
    const draft = await payload.create({ collection: 'yachts', data: { ...yachtData(image), _status: 'draft' }, draft: true, ...as(editor) })

    const seen = await payload.find({ collection: 'yachts', limit: 1000, ...as(null) })
    const ids = seen.docs.map((doc) => doc.id)
    expect(ids).toContain(published.id)
    expect(ids).not.toContain(draft.id)
    await expect(payload.findByID({ collection: 'yachts', id: draft.id, ...as(null) })).rejects.toThrow()
    await expect(payload.findByID({ collection: 'yachts', id: draft.id, ...as(customer) })).rejects.toThrow()
    expect((await payload.findByID({ collection: 'yachts', id: draft.id, draft: true, ...as(editor) })).id).toBe(draft.id)
  })

  it('cannot be created, changed or deleted by guests or customers', async () => {
    const yacht = await payload.create({ collection: 'yachts', data: { ...yachtData(image), _status: 'published' }, ...as(editor) })
    for (const user of [null, customer]) {
      await expect(payload.create({ collection: 'yachts', data: yachtData(image), ...as(user) })).rejects.toThrow()
      await expect(payload.update({ collection: 'yachts', id: yacht.id, data: { name: 'Hijacked' }, ...as(user) })).rejects.toThrow()
      await expect(payload.delete({ collection: 'yachts', id: yacht.id, ...as(user) })).rejects.toThrow()
      await expect(payload.create({ collection: 'testimonials', data: { name: 'X', rating: 5, comment: 'X', date: '2026-01-01' }, ...as(user) })).rejects.toThrow()
    }
    const unchanged = await payload.findByID({ collection: 'yachts', id: yacht.id, overrideAccess: true })
    expect(unchanged.name).toBe(yacht.name)
  })

  it('is edited by editors and admins', async () => {
    for (const staff of [editor, admin]) {
      const yacht = await payload.create({ collection: 'yachts', data: yachtData(image), ...as(staff) })
      const renamed = await payload.update({ collection: 'yachts', id: yacht.id, data: { name: 'Renamed' }, ...as(staff) })
      expect(renamed.name).toBe('Renamed')
      await payload.delete({ collection: 'yachts', id: yacht.id, ...as(staff) })
    }
  })

  it('global settings are updated only by staff', async () => {
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { socials: { messenger: 'https://t.me/x' } }, ...as(customer) })).rejects.toThrow()
    await expect(payload.updateGlobal({ slug: 'site-settings', data: { socials: { messenger: 'https://t.me/x' } }, ...as(ownerA) })).rejects.toThrow()
  })
})

describe('yacht owners', () => {
  it('own the yachts they create, and edit only those', async () => {
    const mine = await payload.create({ collection: 'yachts', data: yachtData(image), ...as(ownerA) })
    expect(typeof mine.owner === 'object' ? mine.owner?.id : mine.owner).toBe(ownerA.id)

    const updated = await payload.update({ collection: 'yachts', id: mine.id, data: { pricePerDay: 50000 }, ...as(ownerA) })
    expect(updated.pricePerDay).toBe(50000)
    await expect(payload.update({ collection: 'yachts', id: mine.id, data: { pricePerDay: 1 }, ...as(ownerB) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'yachts', id: mine.id, ...as(ownerB) })).rejects.toThrow()
  })

  it('add yachts only once they have confirmed their email address', async () => {
    const unconfirmed = await makeUser(payload, ['owner'], { emailVerified: false })
    await expect(payload.create({ collection: 'yachts', data: yachtData(image), ...as(unconfirmed) })).rejects.toThrow()
    expect((await payload.count({ collection: 'yachts', where: { owner: { equals: unconfirmed.id } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it("cannot give a yacht to someone else or claim another owner's yacht", async () => {
    const mine = await payload.create({ collection: 'yachts', data: yachtData(image, { owner: ownerB.id }), ...as(ownerA) })
    expect(typeof mine.owner === 'object' ? mine.owner?.id : mine.owner).toBe(ownerA.id)
    const after = await payload.update({ collection: 'yachts', id: mine.id, data: { owner: ownerB.id }, ...as(ownerA) })
    expect(typeof after.owner === 'object' ? after.owner?.id : after.owner).toBe(ownerA.id)
  })

  it("see their own drafts but not other owners' drafts", async () => {
    const draft = await payload.create({ collection: 'yachts', data: { ...yachtData(image), _status: 'draft' }, draft: true, ...as(ownerA) })
    expect((await payload.findByID({ collection: 'yachts', id: draft.id, draft: true, ...as(ownerA) })).id).toBe(draft.id)
    await expect(payload.findByID({ collection: 'yachts', id: draft.id, draft: true, ...as(ownerB) })).rejects.toThrow()
  })
})

describe('users', () => {
  it('read only themselves; admins read everyone', async () => {
    const seenByCustomer = await payload.find({ collection: 'users', limit: 1000, ...as(customer) })
    expect(seenByCustomer.docs.map((u) => u.id)).toEqual([customer.id])
    const seenByEditor = await payload.find({ collection: 'users', limit: 1000, ...as(editor) })
    expect(seenByEditor.docs.map((u) => u.id)).toEqual([editor.id])
    await expect(payload.findByID({ collection: 'users', id: admin.id, ...as(customer) })).rejects.toThrow()
    await expect(payload.find({ collection: 'users', ...as(null) })).rejects.toThrow()
    const seenByAdmin = await payload.find({ collection: 'users', limit: 1000, ...as(admin) })
    expect(seenByAdmin.docs.map((u) => u.id)).toEqual(expect.arrayContaining([customer.id, editor.id, ownerA.id]))
  })

  it('cannot find other users by probing fields in a query', async () => {
    const probe = await payload.find({ collection: 'users', where: { email: { equals: admin.email } }, ...as(customer) })
    expect(probe.totalDocs).toBe(0)
  })

  it('edit only themselves', async () => {
    const me = await payload.update({ collection: 'users', id: customer.id, data: { firstName: 'Renamed' }, ...as(customer) })
    expect(me.firstName).toBe('Renamed')
    await expect(payload.update({ collection: 'users', id: ownerA.id, data: { firstName: 'Hacked' }, ...as(customer) })).rejects.toThrow()
    await expect(payload.delete({ collection: 'users', id: ownerA.id, ...as(customer) })).rejects.toThrow()
  })

  it('cannot change their own roles; an admin can', async () => {
    const attempt = await payload.update({ collection: 'users', id: customer.id, data: { roles: ['admin'] }, ...as(customer) })
    expect(attempt.roles).toEqual(['customer'])
    const promoted = await payload.update({ collection: 'users', id: customer.id, data: { roles: ['customer', 'editor'] }, ...as(admin) })
    expect(promoted.roles).toEqual(['customer', 'editor'])
    await payload.update({ collection: 'users', id: customer.id, data: { roles: ['customer'] }, ...as(admin) })
  })

  it('cannot be created by a visitor except through the portal’s sign-up', async () => {
    const data = { email: `door-${Date.now()}@test.local`, password: 'Str0ng!pass', firstName: 'Do', lastName: 'Or', roles: ['customer' as const] }
    await expect(payload.create({ collection: 'users', data, ...as(null) })).rejects.toMatchObject({ status: 403 })
    await expect(payload.create({ collection: 'users', data, ...as(customer) })).rejects.toMatchObject({ status: 403 })
    expect((await payload.count({ collection: 'users', where: { email: { equals: data.email } }, overrideAccess: true })).totalDocs).toBe(0)
  })

  it('cannot register with a privileged role, however the request is made', async () => {
    for (const roles of [['admin'], ['editor'], ['customer', 'admin']] as const) {
      const before = await payload.count({ collection: 'users', overrideAccess: true })
      const errors = await fieldErrors(
        payload.create({
          collection: 'users',
          data: { email: `sneaky-${roles.join('-')}-${Date.now()}@test.local`, password: 'Str0ng!pass', firstName: 'Sn', lastName: 'Ky', roles: [...roles] },
          ...as(null),
          context: { ...quiet, [REGISTRATION_FLOW]: true, [SKIP_RATE_LIMITS]: true },
        }),
      )
      expect(errors.roles).toMatch(/Only an administrator can grant/)
      expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
    }
  })

  it('may register with the self-selectable roles', async () => {
    const user = await payload.create({
      collection: 'users',
      data: { email: `newcomer-${Date.now()}@test.local`, password: 'Str0ng!pass', firstName: 'Ne', lastName: 'Wcomer', roles: ['owner', 'captain'] },
      ...as(null),
      context: { ...quiet, [REGISTRATION_FLOW]: true, [SKIP_RATE_LIMITS]: true },
    })
    expect(user.roles).toEqual(['owner', 'captain'])
  })

  it('keep a privileged role they hold when editing their profile', async () => {
    const me = await payload.update({ collection: 'users', id: editor.id, data: { phone: '+7 3952 000000' }, ...as(editor) })
    expect(me.roles).toEqual(['editor'])
  })

  it('are unlocked only by admins', async () => {
    // Unlocking names the account only; the password field is typed as required but is not read.
    const target = { email: ownerA.email, password: '' }
    await expect(payload.unlock({ collection: 'users', data: target, ...as(customer) })).rejects.toThrow()
    await expect(payload.unlock({ collection: 'users', data: target, ...as(editor) })).rejects.toThrow()
    await expect(payload.unlock({ collection: 'users', data: target, ...as(admin) })).resolves.toBeTruthy()
  })
})

describe('site builds', () => {
  it('are visible to staff only and written only by the system', async () => {
    await expect(payload.find({ collection: 'site-builds', ...as(customer) })).rejects.toThrow()
    await expect(payload.find({ collection: 'site-builds', ...as(editor) })).resolves.toBeTruthy()
    await expect(payload.create({ collection: 'site-builds', data: { status: 'succeeded', startedAt: new Date().toISOString() }, ...as(admin) })).rejects.toThrow()
  })
})
