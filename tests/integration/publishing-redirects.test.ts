import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { redirectTarget } from '@cms/features/publishing/redirects/redirectTarget'
import type { User } from '@cms/payload-types'
import { toLexical } from '@cms/seed/lexical'
import { fieldErrors, makeUser, quiet } from './support/fixtures'
import { testPayload } from './support/payload'

/**
 * Old addresses that answer 301 (issue "Editors see what they publish", item 4): editors' own
 * redirects, kept to paths of this site, chains collapsed and loops refused; and a published wiki
 * article's renamed slug keeps its old address working in both languages.
 */
let payload: Payload
let editor: User

beforeAll(async () => {
  payload = await testPayload()
  editor = await makeUser(payload, ['editor'])
})

const as = () => ({ user: editor, overrideAccess: false }) as const
const tag = () => Math.random().toString(36).slice(2, 8)
const redirect = (from: string, to: string) => payload.create({ collection: 'redirects', data: { from, to }, ...as() })
const targetOf = async (from: string) => (await payload.find({ collection: 'redirects', where: { from: { equals: from } }, overrideAccess: true })).docs[0]?.to

describe('redirects kept by editors', () => {
  it('stores an address of this site as the site writes it, and refuses others with a reason', async () => {
    const t = tag()
    const saved = await redirect(`/wiki/old-${t}/?utm=mail`, `/wiki/new-${t}/`)
    expect(saved).toMatchObject({ from: `/wiki/old-${t}`, to: `/wiki/new-${t}`, reason: 'editor' })
    expect(await redirectTarget(payload, `/wiki/old-${t}/`)).toBe(`/wiki/new-${t}`)
    expect(await fieldErrors(redirect('//evil.example/x', '/'))).toMatchObject({ from: expect.stringContaining('An address on this site') })
    expect(await fieldErrors(redirect(`/a-${t}`, 'https://evil.example/'))).toMatchObject({ to: expect.stringContaining('An address on this site') })
    // One redirect per old address: the database's unique index.
    await expect(redirect(`/wiki/old-${t}`, '/wiki')).rejects.toThrow()
  })

  it('collapses chains both ways, so a visitor follows one 301', async () => {
    const t = tag()
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => `/chain-${t}/${name}`) as [string, string, string, string]
    await redirect(b, c)
    // Onward: a → b, where b already leads to c, is stored as a → c.
    expect((await redirect(a, b)).to).toBe(c)
    // Back: once c leads to d, what led to c (a and b) leads to d.
    await redirect(c, d)
    expect([await targetOf(a), await targetOf(b)]).toEqual([d, d])
  })

  it('refuses a redirect to itself and one that would go round in a loop, storing nothing', async () => {
    const t = tag()
    const [a, b] = [`/loop-${t}/a`, `/loop-${t}/b`]
    expect(await fieldErrors(redirect(a, a))).toMatchObject({ to: expect.stringContaining('loop') })
    await redirect(a, b)
    expect(await fieldErrors(redirect(b, a))).toMatchObject({ to: expect.stringContaining('loop') })
    expect(await targetOf(b)).toBeUndefined()
    // The database refuses one to itself whatever wrote it.
    await expect(payload.db.pool.query(`INSERT INTO redirects ("from", "to", reason) VALUES ($1, $1, 'editor')`, [`/loop-${t}/c`])).rejects.toThrow(/redirects_not_to_itself/)
  })

  it('are the content staff’s alone', async () => {
    const customer = await makeUser(payload, ['customer'])
    await expect(payload.create({ collection: 'redirects', data: { from: `/x-${tag()}`, to: '/' }, user: customer, overrideAccess: false })).rejects.toThrow()
    await expect(payload.find({ collection: 'redirects', user: customer, overrideAccess: false })).rejects.toThrow()
  })
})

describe('a renamed wiki article', () => {
  const article = (slug: string, status: 'draft' | 'published') =>
    payload.create({
      collection: 'wiki-articles',
      data: {
        title: `Статья ${slug}`,
        slug,
        category: 'safety',
        excerpt: 'Кратко',
        content: toLexical('Текст статьи.'),
        _status: status,
      },
      ...as(),
      context: quiet,
    })
  const rename = (id: number, slug: string, status: 'draft' | 'published' = 'published') =>
    payload.update({ collection: 'wiki-articles', id, data: { slug, _status: status }, ...as(), context: quiet })

  it('keeps its old address working in both languages, and one rename after another leads to the latest', async () => {
    const t = tag()
    const { id } = await article(`first-${t}`, 'published')
    await rename(id, `second-${t}`)
    expect(await redirectTarget(payload, `/wiki/first-${t}`)).toBe(`/wiki/second-${t}`)
    expect(await redirectTarget(payload, `/en/wiki/first-${t}`)).toBe(`/en/wiki/second-${t}`)
    await rename(id, `third-${t}`)
    expect(await redirectTarget(payload, `/wiki/first-${t}`)).toBe(`/wiki/third-${t}`)
    expect(await redirectTarget(payload, `/en/wiki/second-${t}`)).toBe(`/en/wiki/third-${t}`)
    // Renamed back: the first address is the article's again, not a redirect.
    await rename(id, `first-${t}`)
    expect(await redirectTarget(payload, `/wiki/first-${t}`)).toBeNull()
    expect(await redirectTarget(payload, `/wiki/third-${t}`)).toBe(`/wiki/first-${t}`)
    expect(await redirectTarget(payload, `/en/wiki/second-${t}`)).toBe(`/en/wiki/first-${t}`)
  })

  it('leaves no redirect for an address that was never public', async () => {
    const t = tag()
    const { id } = await article(`draft-${t}`, 'draft')
    await rename(id, `draft-renamed-${t}`, 'draft')
    expect(await redirectTarget(payload, `/wiki/draft-${t}`)).toBeNull()
  })
})
