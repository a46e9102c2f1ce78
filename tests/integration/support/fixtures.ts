import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import type { Payload } from 'payload'
import { inject } from 'vitest'

import type { Marina, User, Yacht } from '@cms/payload-types'
import { SKIP_SITE_REBUILD } from '@cms/features/publishing/requestSiteRebuild'

export const quiet = { [SKIP_SITE_REBUILD]: true }

type Role = User['roles'][number]

/**
 * A user with the given roles, created as the system (as an admin would in the admin panel); one
 * who has confirmed their address unless told otherwise.
 */
export async function makeUser(payload: Payload, roles: Role[], { emailVerified = true } = {}): Promise<User> {
  const tag = randomBytes(4).toString('hex')
  return payload.create({
    collection: 'users',
    data: { email: `${roles.join('-')}-${tag}@test.local`, password: 'Str0ng!pass', firstName: 'Test', lastName: 'User', roles, emailVerified },
    overrideAccess: true,
  })
}

/** A tiny valid PNG (1×1), for uploads that must pass the type check. */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

export async function makeImage(payload: Payload): Promise<number> {
  const media = await payload.create({
    collection: 'media',
    data: { alt: 'Тест' },
    file: { data: ONE_PIXEL_PNG, mimetype: 'image/png', name: `pixel-${randomBytes(4).toString('hex')}.png`, size: ONE_PIXEL_PNG.length },
    overrideAccess: true,
  })
  return media.id
}

/** The southern lake's usual season (the seed's Listvyanka, Irkutsk and others). */
export const SOUTHERN_SEASON = { opens: '05-25', closes: '10-31' }

/** A published marina with that season, at Listvyanka unless placed elsewhere. */
export function makeMarina(
  payload: Payload,
  {
    season = SOUTHERN_SEASON,
    name = 'Южная',
    latitude = 51.85,
    longitude = 104.88,
  }: { season?: { opens: string; closes: string }; name?: string; latitude?: number; longitude?: number } = {},
): Promise<Marina> {
  return payload.create({
    collection: 'marinas',
    data: { name, latitude, longitude, seasonOpens: season.opens, seasonCloses: season.closes, _status: 'published' },
    overrideAccess: true,
    context: quiet,
  })
}

export function yachtData(galleryId: number, overrides: Partial<Yacht> = {}) {
  const tag = randomBytes(4).toString('hex')
  return {
    name: `Test Yacht ${tag}`,
    slug: `test-yacht-${tag}`,
    type: 'sail-yacht' as const,
    capacity: 8,
    cabins: 3,
    length: 12.5,
    year: 2019,
    pricePerDay: 45000,
    captain: 'included' as const,
    bookingMode: 'instant' as const,
    minimumDays: 1,
    cancellationPolicy: 'moderate' as const,
    homeMarina: inject('testMarinaId'),
    summary: 'Тестовая яхта',
    gallery: [galleryId],
    ...overrides,
  }
}

type FieldErrors = { data?: { errors?: { path: string; message: string }[] } }

/** Awaits a rejected write and returns its per-field messages (Payload's ValidationError data). */
export async function fieldErrors(write: Promise<unknown>): Promise<Record<string, string>> {
  const error = (await write.then(
    () => {
      throw new Error('expected the write to be refused')
    },
    (reason: unknown) => reason,
  )) as FieldErrors
  return Object.fromEntries((error.data?.errors ?? []).map(({ path, message }) => [path, message]))
}

/**
 * A PNG whose header claims `width` × `height` pixels, with a tiny body: what a decompression
 * bomb looks like to anything that reads the header before decoding.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1024))), chunk('IEND', Buffer.alloc(0))])
}

/** A published event with `places` places, starting `daysAhead` days from now. */
export async function makeEvent(payload: Payload, { places = 10, daysAhead = 30, fee = 0 }: { places?: number; daysAhead?: number; fee?: number } = {}) {
  const start = new Date(Date.now() + daysAhead * 86_400_000)
  const tag = randomBytes(3).toString('hex')
  return payload.create({
    collection: 'events',
    data: {
      title: `Регата ${tag}`,
      slug: `regatta-${tag}`,
      summary: 'Гонка вокруг Ольхона для крейсерских яхт.',
      location: 'Листвянка',
      category: 'regatta',
      type: 'cruiseRacing',
      region: 'baikal',
      maxParticipants: places,
      difficulty: 'moderate',
      entryFee: fee,
      startDate: start.toISOString(),
      endDate: new Date(start.getTime() + 86_400_000).toISOString(),
      _status: 'published',
    },
    overrideAccess: true,
    context: quiet,
  })
}

/** A member's trip package for the submission form, on a published yacht, with its picture. */
export const tripPackageSubmission = (yacht: number, image: number) => ({
  title: 'Закат на Ольхоне',
  summary: 'Три дня под парусом вокруг Ольхона с ночёвками в бухтах.',
  description: 'День первый: выход из Листвянки.\n\n<script>alert(1)</script> остаётся текстом.',
  yacht,
  yachtType: 'sailing-yacht',
  startDate: '2027-07-10',
  endDate: '2027-07-12',
  durationText: '3 дня',
  durationDays: 3,
  capacity: 6,
  basePricePerDay: 400,
  totalPrice: 1200,
  includes: ['Завтраки', 'Капитан'],
  image,
})
