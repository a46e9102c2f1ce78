import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { destinations } from '@cms/seed/data/destinations'
import { seed } from '@cms/seed/run'
import { testPayload } from './support/payload'

let payload: Payload

const COLLECTIONS = ['yachts', 'destinations', 'activities', 'trip-packages', 'services', 'testimonials', 'events', 'wiki-articles', 'pages', 'media'] as const

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(COLLECTIONS.map(async (collection) => [collection, (await payload.count({ collection, overrideAccess: true })).totalDocs] as const))
  return Object.fromEntries(entries)
}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
}, 180_000)

describe('the seed', () => {
  it('fills the portal with the content the issue asks for', async () => {
    const published = async (collection: (typeof COLLECTIONS)[number]) =>
      (await payload.count({ collection, where: { _status: { equals: 'published' } }, overrideAccess: true })).totalDocs
    expect(await published('yachts')).toBeGreaterThanOrEqual(12)
    expect(await published('destinations')).toBeGreaterThanOrEqual(8)
    expect(await published('trip-packages')).toBeGreaterThanOrEqual(6)
    expect(await published('services')).toBe(6)
    expect(await published('testimonials')).toBeGreaterThanOrEqual(6)
    expect(await published('events')).toBeGreaterThanOrEqual(6)
    expect(await published('wiki-articles')).toBeGreaterThanOrEqual(6)

    const types = new Set((await payload.find({ collection: 'yachts', limit: 100, depth: 0, overrideAccess: true })).docs.map((y) => y.type))
    expect([...types].sort()).toEqual(['catamaran', 'motor-yacht', 'sail-yacht', 'speedboat'])

    const home = await payload.findGlobal({ slug: 'home', depth: 0, overrideAccess: true })
    expect(home.heroSlides).toHaveLength(5)
    expect(home.featuredTripPackages).toHaveLength(6)
  })

  it('writes every text in Russian and in English', async () => {
    // The seed's own: other files write destinations of their own to the shared database.
    const seeded = { slug: { in: destinations.map((destination) => destination.slug) } }
    const inRussian = await payload.find({ collection: 'destinations', where: seeded, sort: 'id', locale: 'ru', limit: 100, depth: 0, overrideAccess: true })
    const inEnglish = await payload.find({ collection: 'destinations', where: seeded, sort: 'id', locale: 'en', limit: 100, depth: 0, overrideAccess: true, fallbackLocale: false })
    expect(inRussian.totalDocs).toBe(destinations.length)
    for (const [index, doc] of inRussian.docs.entries()) {
      const english = inEnglish.docs[index]!
      expect(doc.name).toMatch(/[а-яё]/i)
      expect(english.name).toBeTruthy()
      expect(english.name).not.toBe(doc.name)
      expect(english.highlights?.map((h) => h.text)).not.toEqual(doc.highlights?.map((h) => h.text))
      expect(english.highlights?.length).toBe(doc.highlights?.length)
    }
    const homeEn = await payload.findGlobal({ slug: 'home', locale: 'en', depth: 0, overrideAccess: true, fallbackLocale: false })
    expect(homeEn.ratingBadgeText).toBe('4.9 out of 5 stars, based on 150+ reviews')
  })

  it('adds nothing when it runs again', async () => {
    const before = await counts()
    await seed(payload)
    expect(await counts()).toEqual(before)
  }, 120_000)
})
