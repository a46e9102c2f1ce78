import fc from 'fast-check'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startCmsServer } from './support/cmsServer'
import { makeUser } from './support/fixtures'
import { testPayload } from './support/payload'
import { fuzzSeed } from './support/fuzzSeed'
import { newAddress, restClient } from './support/rest'

/**
 * Property-based fuzzing of the CMS's public REST API (fast-check): random methods, collection
 * and auth routes, ids, query strings (`where` on any path with any operator, limit, page, depth,
 * sort, locale) and bodies, as a guest and as a signed-in customer. Never a 5xx; and nothing any
 * of them could not write is stored (only contact messages and newsletter sign-ups, which anyone may send, and their mail may appear).
 */
let payload: Payload
let cms: { url: string; close: () => Promise<void> }
const rest = restClient(() => cms.url)
let customerToken = ''
let cases = 0

beforeAll(async () => {
  payload = await testPayload()
  cms = await startCmsServer()
  const customer = await makeUser(payload, ['customer'])
  customerToken = String((await rest('/api/users/login', { body: { email: customer.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)
})
afterAll(async () => {
  await cms.close()
  console.log(`fuzz: ${cases} requests to the CMS's REST API`)
})

const slugs = () => payload.config.collections.map((collection) => collection.slug)

async function counts(): Promise<Record<string, number>> {
  const entries = await Promise.all(slugs().map(async (slug) => [slug, (await payload.count({ collection: slug as CollectionSlug, overrideAccess: true })).totalDocs] as const))
  return Object.fromEntries(entries)
}

const segment = fc.oneof(
  fc.constantFrom(
    '1',
    '0',
    '-1',
    '1.5',
    'abc',
    '99999999999',
    '%00',
    'me',
    'login',
    'logout',
    'access',
    'init',
    'first-register',
    'forgot-password',
    'reset-password',
    'unlock',
    'refresh-token',
    'verify',
    'file',
    'count',
    'versions',
    'versions/1',
  ),
  fc.webSegment(),
)
const fieldPath = fc.oneof(
  fc.constantFrom('id', 'email', 'hash', 'owner', 'owner.email', 'owner.sessions.id', 'roles', 'name', 'slug', '_status', 'createdAt', 'user.value', 'secretHash', 'title.ru'),
  fc.string({ maxLength: 12 }),
)
const operator = fc.constantFrom('equals', 'not_equals', 'like', 'contains', 'in', 'not_in', 'exists', 'greater_than', 'less_than', 'near', 'within', 'all', 'bogus')
const value = fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String), fc.constantFrom('true', 'null', '1,a', '', 'a\u0000b', '2000-01-01', '%'))
const query = fc
  .record(
    {
      where: fc.array(fc.tuple(fieldPath, operator, value), { maxLength: 3 }),
      limit: fc.oneof(fc.nat({ max: 1000 }).map(String), value),
      page: fc.oneof(fc.nat({ max: 10 }).map(String), value),
      depth: fc.oneof(fc.nat({ max: 10 }).map(String), value),
      sort: fc.oneof(
        fieldPath,
        fieldPath.map((path) => `-${path}`),
      ),
      locale: fc.constantFrom('ru', 'en', 'de', 'all', '*'),
      draft: fc.constantFrom('true', 'false', 'x'),
    },
    { requiredKeys: [] },
  )
  .map(({ where = [], ...rest }) => {
    const params = new URLSearchParams()
    for (const [path, op, v] of where) params.append(`where[${path}][${op}]`, v)
    for (const [key, v] of Object.entries(rest)) params.append(key, String(v))
    return params.toString()
  })
const body = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      email: fc.oneof(fc.emailAddress(), fc.string()),
      password: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('abc')),
      roles: fc.array(fc.constantFrom('admin', 'editor', 'customer', 'ADMIN', 1 as unknown as string)),
      _status: fc.constantFrom('published', 'draft', 'x'),
      owner: fc.oneof(fc.integer(), fc.string()),
      emailVerified: fc.boolean(),
      name: fc.string({ maxLength: 50 }),
      message: fc.string({ maxLength: 50 }),
    },
    { requiredKeys: [] },
  ),
)

describe('the CMS REST API under random requests', () => {
  it('never answers 5xx, and stores nothing a guest or a customer may not write', async () => {
    const before = await counts()
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'POST', 'PATCH', 'DELETE'),
        fc.constantFrom(...slugs()),
        fc.array(segment, { maxLength: 2 }),
        query,
        fc.option(body, { nil: undefined }),
        fc.boolean(),
        async (method, slug, segments, search, json, signedIn) => {
          cases += 1
          const path = `/api/${slug}${segments.map((part) => `/${part}`).join('')}?${search}`
          const answer = await rest(path, { method, body: method === 'GET' ? undefined : json, token: signedIn ? customerToken : null, address: newAddress() })
          expect(answer.status, `${method} ${path}`).toBeLessThan(500)
        },
      ),
      { numRuns: 1000, seed: fuzzSeed() },
    )
    const after = await counts()
    for (const slug of slugs()) {
      // Anyone may send a contact message; a customer's login adds a session, not a document; the
      // job scheduler queues the minute's booking-expiry run on its own.
      if (!['contact-messages', 'newsletter-subscribers', 'leads', 'email-outbox', 'payload-preferences', 'payload-jobs'].includes(slug))
        expect(after[slug], slug).toBe(before[slug])
    }
  })
})
