import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_DONATION_AMOUNTS } from '@cms/features/donations/contract/donations'
import { openCharge, payCharge } from '@cms/features/payments/testGateway/ledger'
import * as quoteRequests from '@site/pages/api/insurance/quote-requests/index'
import { startCmsServer } from './support/cmsServer'
import { makeUser } from './support/fixtures'
import { testPayload } from './support/payload'
import { useSeededDatabase } from './support/seededDatabase'
import { portalApi } from './support/portalApi'
import { newAddress, restClient } from './support/rest'

/**
 * The CMS's public REST doors of #14's collections, called as a browser or a script would: what
 * a guest and a customer may read and write there, beyond the access matrix's empty documents.
 */
let payload: Payload
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
let customerToken = ''

beforeAll(async () => {
  await useSeededDatabase()
  payload = await testPayload()
  cms = await startCmsServer()
  const customer = await makeUser(payload, ['customer'])
  customerToken = String((await rest('/api/users/login', { method: 'POST', body: { email: customer.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)
}, 300_000)
afterAll(async () => {
  await cms.close()
})

describe('the REST doors of insurance, yacht sales and the site settings', () => {
  it('/api/insurers lists the insurers to anyone, without the address selections are mailed to; no one but admins writes one', async () => {
    // Other files of the run add insurers of their own: ask for the seed's by name.
    const listed = await rest(`/api/insurers?depth=0&where[name][in]=${encodeURIComponent('Байкал Страхование,Nord Marine Insurance')}`, { address: newAddress() })
    expect(listed.status).toBe(200)
    const docs = listed.json.docs as Record<string, unknown>[]
    expect(docs.map((doc) => doc.name)).toContain('Байкал Страхование')
    expect(docs.every((doc) => doc.email === undefined)).toBe(true)
    const before = (await payload.count({ collection: 'insurers', overrideAccess: true })).totalDocs
    const written = await rest('/api/insurers', {
      method: 'POST',
      body: { name: 'Cheap & Co', email: 'x@test.local', baseRatePerDay: 0 },
      token: customerToken,
      address: newAddress(),
    })
    expect(written.status).toBe(403)
    expect((await payload.count({ collection: 'insurers', overrideAccess: true })).totalDocs).toBe(before)
  })

  it('/api/quote-requests and /api/insurance-quotes take no writes, and show a guest’s request and quotes to no one else', async () => {
    const call = portalApi(payload)
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)
    const asked = await call(quoteRequests, 'POST', {
      body: {
        fullName: 'Гость Гостев',
        email: `guest-${Date.now()}@rest.test`,
        startDate: day,
        endDate: day,
        location: 'Листвянка',
        passengers: 2,
        professionalCrew: true,
        captainExperienceYears: 3,
        language: 'ru',
      },
      address: newAddress(),
    })
    expect(asked.status).toBe(201)
    await payload.jobs.run({ queue: 'bookings', limit: 50 })
    const id = Number(asked.json.id)
    for (const token of [null, customerToken]) {
      expect((await rest(`/api/quote-requests/${id}`, { token, address: newAddress() })).status).toBe(token ? 404 : 403)
      const quotes = await rest(`/api/insurance-quotes?where[request][equals]=${id}`, { token, address: newAddress() })
      expect(quotes.status === 403 || (quotes.json.docs as unknown[]).length === 0).toBe(true)
      expect((await rest('/api/quote-requests', { method: 'POST', body: { fullName: 'X' }, token, address: newAddress() })).status).toBe(403)
    }
    const [quote] = (await payload.find({ collection: 'insurance-quotes', where: { request: { equals: id } }, limit: 1, depth: 0, overrideAccess: true })).docs
    expect((await rest(`/api/insurance-quotes/${quote!.id}`, { method: 'PATCH', body: { status: 'selected' }, token: customerToken, address: newAddress() })).status).toBe(403)
    expect((await payload.findByID({ collection: 'insurance-quotes', id: quote!.id, depth: 0, overrideAccess: true })).status).toBe('offered')
  })

  it('/api/yacht-listings shows published listings to anyone, and takes no customer’s writes', async () => {
    const listed = await rest('/api/yacht-listings?limit=100&depth=0&locale=en', { address: newAddress() })
    expect(listed.status).toBe(200)
    expect((listed.json.docs as { title: string }[]).map((doc) => doc.title)).toContain('Princess V40 "Angara"')
    const [image] = (listed.json.docs as { images: number[] }[])[0]!.images
    const draft = await payload.create({
      collection: 'yacht-listings',
      data: {
        title: 'Черновик',
        slug: `draft-${Date.now()}`,
        summary: 'Ещё не опубликовано',
        description: 'Ещё не опубликовано',
        images: [image!],
        builder: 'X',
        year: 2020,
        lengthMeters: 10,
        cabins: 1,
        berths: 2,
        location: 'Иркутск',
        askingPrice: 1_000_000,
        saleStatus: 'for-sale',
        _status: 'draft',
      },
      draft: true,
      overrideAccess: true,
      context: { skipSiteRebuild: true },
    })
    expect((await rest(`/api/yacht-listings/${draft.id}`, { address: newAddress() })).status).toBe(404)
    expect((await rest(`/api/yacht-listings/${draft.id}`, { method: 'PATCH', body: { askingPrice: 1 }, token: customerToken, address: newAddress() })).status).toBe(403)
  })

  it('/api/globals/site-settings gives anyone the donation amounts, and takes no customer’s change', async () => {
    const settings = await rest('/api/globals/site-settings?depth=0', { address: newAddress() })
    expect(settings.status).toBe(200)
    expect(settings.json.donationAmounts).toEqual([...DEFAULT_DONATION_AMOUNTS])
    const changed = await rest('/api/globals/site-settings', { method: 'POST', body: { donationAmounts: [1] }, token: customerToken, address: newAddress() })
    expect(changed.status).toBe(403)
    expect((await payload.findGlobal({ slug: 'site-settings', depth: 0 })).donationAmounts).toEqual([...DEFAULT_DONATION_AMOUNTS])
  })

  it('/api/globals/home and site-settings give the published version to anyone who asks for the draft; staff see the draft', async () => {
    const editor = await makeUser(payload, ['editor'])
    const editorToken = String((await rest('/api/users/login', { method: 'POST', body: { email: editor.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)
    const published = await payload.findGlobal({ slug: 'home', depth: 0 })
    const heroSlides = published.heroSlides.map((slide, index) => ({ ...slide, title: index === 0 ? 'Черновик главной' : slide.title }))
    const quiet = { overrideAccess: true, context: { skipSiteRebuild: true } }
    await payload.updateGlobal({ slug: 'home', data: { heroSlides }, draft: true, ...quiet })
    await payload.updateGlobal({ slug: 'site-settings', data: { contacts: { phone: '+7 000', email: 'draft@test.local' } }, draft: true, ...quiet })
    try {
      for (const token of [null, customerToken]) {
        const home = await rest('/api/globals/home?draft=true&depth=0', { token, address: newAddress() })
        expect(home.status).toBe(200)
        expect((home.json.heroSlides as { title: string }[])[0]?.title).toBe(published.heroSlides[0]?.title)
        const settings = await rest('/api/globals/site-settings?draft=true&depth=0', { token, address: newAddress() })
        expect((settings.json.contacts as { email: string }).email).not.toBe('draft@test.local')
      }
      const asEditor = await rest('/api/globals/home?draft=true&depth=0', { token: editorToken, address: newAddress() })
      expect((asEditor.json.heroSlides as { title: string }[])[0]?.title).toBe('Черновик главной')
    } finally {
      await payload.updateGlobal({ slug: 'home', data: { heroSlides: published.heroSlides, _status: 'published' }, ...quiet })
      await payload.updateGlobal({ slug: 'site-settings', data: { _status: 'published' }, draft: false, ...quiet })
    }
  })
})

describe('the REST doors of plans and subscriptions', () => {
  it('/api/plans lists the published plans to anyone and takes no customer’s write; /api/subscriptions shows a subscriber their own, never the kept card, and lets them change only its ending', async () => {
    const plans = await rest('/api/plans?depth=0&limit=100', { address: newAddress() })
    expect(plans.status).toBe(200)
    const docs = plans.json.docs as { _status: string; name: string }[]
    expect(docs.map((doc) => doc.name)).toEqual(expect.arrayContaining(['Путешественник', 'Флотилия']))
    expect(docs.every((doc) => doc._status === 'published')).toBe(true)
    const cheap = await rest(`/api/plans/${(docs[0] as unknown as { id: number }).id}`, { method: 'PATCH', body: { monthlyPrice: 1 }, token: customerToken, address: newAddress() })
    expect(cheap.status).toBe(403)

    const member = await makeUser(payload, ['customer'])
    const token = String((await rest('/api/users/login', { method: 'POST', body: { email: member.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)
    const plan = (await payload.find({ collection: 'plans', where: { kind: { equals: 'member' } }, limit: 1, depth: 0, overrideAccess: true })).docs[0]!
    const created = await rest('/api/subscriptions', { method: 'POST', body: { plan: plan.id, period: 'month', subscriber: member.id }, token, address: newAddress() })
    expect(created.status).toBe(403)
    // A subscription as the flow leaves it once paid, written past every rule.
    const own = await payload.db.create({
      collection: 'subscriptions',
      data: {
        subscriber: member.id,
        plan: plan.id,
        kind: 'member',
        period: 'month',
        price: plan.monthlyPrice,
        currency: 'RUB',
        status: 'active',
        currentPeriodStart: new Date().toISOString(),
        currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        savedCard: 'tgcard_secret',
        cancelAtPeriodEnd: false,
        language: 'ru',
      },
      req: { context: {} } as never,
    })
    const listed = await rest('/api/subscriptions?depth=0', { token, address: newAddress() })
    expect((listed.json.docs as { id: number; savedCard?: string }[]).map((doc) => [doc.id, doc.savedCard])).toEqual([[own.id, undefined]])
    expect(((await rest('/api/subscriptions?depth=0', { token: customerToken, address: newAddress() })).json.docs as unknown[]).length).toBe(0)
    const changed = await rest(`/api/subscriptions/${own.id}`, {
      method: 'PATCH',
      body: { cancelAtPeriodEnd: true, status: 'active', currentPeriodEnd: '2099-01-01T00:00:00.000Z', price: 1 },
      token,
      address: newAddress(),
    })
    expect(changed.status).toBe(200)
    const after = await payload.findByID({ collection: 'subscriptions', id: own.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ cancelAtPeriodEnd: true, price: plan.monthlyPrice })
    expect(after.currentPeriodEnd).not.toContain('2099')
    expect((await rest(`/api/subscriptions/${own.id}`, { method: 'DELETE', token, address: newAddress() })).status).toBe(403)
  })
})

describe('the REST door of the test gateway’s ledger', () => {
  it('/api/gateway-charges shows a payer their charges without the kept card’s token, and others nothing; no one writes there', async () => {
    const payer = await makeUser(payload, ['customer'])
    const token = String((await rest('/api/users/login', { method: 'POST', body: { email: payer.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)
    const opened = await openCharge(payload, {
      amount: 990,
      currency: 'RUB',
      description: 'REST kept card',
      merchantReference: null,
      payer: payer.id,
      webhookUrl: 'http://127.0.0.1:9/none',
      saveCard: true,
    })
    await payCharge(payload, opened.id, opened.clientSecret, '4000000000000341')
    const mine = await rest('/api/gateway-charges?depth=0', { token, address: newAddress() })
    expect(mine.status).toBe(200)
    const docs = mine.json.docs as Record<string, unknown>[]
    expect(docs.map((doc) => [doc.id, doc.state, doc.cardLast4])).toEqual([[Number(opened.id), 'succeeded', '0341']])
    for (const hidden of ['savedCard', 'savedCardDeclines', 'chargedSavedCard', 'clientSecret']) expect(docs[0]).not.toHaveProperty(hidden)
    expect(((await rest('/api/gateway-charges?depth=0', { token: customerToken, address: newAddress() })).json.docs as unknown[]).length).toBe(0)
    const forged = await rest('/api/gateway-charges', { method: 'POST', body: { amount: 1, currency: 'RUB', state: 'succeeded' }, token, address: newAddress() })
    expect(forged.status).toBe(403)
    expect((await rest(`/api/gateway-charges/${opened.id}`, { method: 'PATCH', body: { savedCardDeclines: false }, token, address: newAddress() })).status).toBe(403)
  })
})
