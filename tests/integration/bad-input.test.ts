import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@cms/payload-types'
import { MAX_UPLOAD_BYTES } from '@cms/features/publishing/collections/Media'
import { fieldErrors, makeImage, makeUser, ONE_PIXEL_PNG, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'

let payload: Payload
let editor: User
let image: number

beforeAll(async () => {
  payload = await testPayload()
  editor = await makeUser(payload, ['editor'])
  image = await makeImage(payload)
})

const asEditor = () => ({ user: editor, overrideAccess: false, context: quiet }) as const

async function count(collection: 'yachts' | 'media' | 'events' | 'trip-packages' | 'testimonials'): Promise<number> {
  return (await payload.count({ collection, overrideAccess: true })).totalDocs
}

describe('bad input is refused with a message per field and stores nothing', () => {
  it('wrong types', async () => {
    const before = await count('yachts')
    const errors = await fieldErrors(payload.create({ collection: 'yachts', data: { ...yachtData(image), capacity: 'many' as unknown as number }, ...asEditor() }))
    expect(errors.capacity).toBeTruthy()
    expect(await count('yachts')).toBe(before)
  })

  it('missing required fields', async () => {
    const before = await count('yachts')
    const { name: _name, pricePerDay: _price, ...incomplete } = yachtData(image)
    const errors = await fieldErrors(payload.create({ collection: 'yachts', data: incomplete as ReturnType<typeof yachtData>, ...asEditor() }))
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['name', 'pricePerDay']))
    expect(await count('yachts')).toBe(before)
  })

  it('unknown enumeration values', async () => {
    const before = await count('yachts')
    const errors = await fieldErrors(payload.create({ collection: 'yachts', data: { ...yachtData(image), type: 'submarine' as 'speedboat' }, ...asEditor() }))
    expect(errors.type).toBeTruthy()
    expect(await count('yachts')).toBe(before)
  })

  it('numbers out of range and malformed slugs', async () => {
    const errors = await fieldErrors(payload.create({ collection: 'yachts', data: { ...yachtData(image), capacity: 0, year: 1700, slug: 'Not A Slug!' }, ...asEditor() }))
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['capacity', 'year', 'slug']))
  })

  it('an event that ends before it starts, with an unknown region', async () => {
    const before = await count('events')
    const errors = await fieldErrors(
      payload.create({
        collection: 'events',
        data: {
          title: 'Регата',
          slug: 'bad-event',
          summary: 'x',
          startDate: '2027-07-10T10:00:00.000Z',
          endDate: '2027-07-01T10:00:00.000Z',
          location: 'Байкал',
          category: 'regatta',
          type: 'match',
          region: 'atlantis' as 'baikal',
          maxParticipants: 10,
          difficulty: 'easy',
          entryFee: 0,
        },
        ...asEditor(),
      }),
    )
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['endDate', 'region']))
    expect(await count('events')).toBe(before)
  })

  it('a testimonial rated outside 1 to 5', async () => {
    const before = await count('testimonials')
    for (const rating of [0, 6]) {
      const errors = await fieldErrors(payload.create({ collection: 'testimonials', data: { name: 'Гость', rating, comment: 'Отлично', date: '2026-08-01' }, ...asEditor() }))
      expect(errors.rating).toBeTruthy()
    }
    expect(await count('testimonials')).toBe(before)
  })

  it('a home page without exactly five hero slides', async () => {
    const errors = await fieldErrors(
      payload.updateGlobal({ slug: 'home', data: { heroSlides: [{ image, title: 'Один', subtitle: 'Слайд', description: 'Всего один' }] }, ...asEditor() }),
    )
    expect(errors.heroSlides).toBeTruthy()
  })

  it('an oversized upload', async () => {
    const before = await count('media')
    const huge = Buffer.concat([ONE_PIXEL_PNG, Buffer.alloc(MAX_UPLOAD_BYTES)])
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Слишком большой' },
        file: { data: huge, mimetype: 'image/png', name: 'huge.png', size: huge.length },
        ...asEditor(),
      }),
    ).rejects.toThrow(/too large/)
    expect(await count('media')).toBe(before)
  })

  it('a file that is not an image, whatever it claims to be', async () => {
    const before = await count('media')
    const text = Buffer.from('#!/bin/sh\necho not an image\n')
    await expect(
      payload.create({
        collection: 'media',
        data: { alt: 'Не картинка' },
        file: { data: text, mimetype: 'image/png', name: 'fake.png', size: text.length },
        ...asEditor(),
      }),
    ).rejects.toThrow()
    expect(await count('media')).toBe(before)
  })
})
