import type { APIContext } from 'astro'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@cms/payload-types'
import { previewPath } from '@cms/features/publishing/preview/previewAddress'
import { previewMiddleware, type PreviewState } from '@site/features/publishing/preview/previewMiddleware'
import { findAll, findGlobal } from '@site/lib/cms'
import { previewing } from '@site/lib/preview'
import { makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'

/**
 * The draft preview's door and data (issue "Editors see what they publish", items 1 and 2): what the
 * site server's preview route receives for each visitor, and what the page components read while
 * it renders. The page itself, in the admin's pane, is the end-to-end test's (preview.spec.ts).
 */
let payload: Payload
let editor: User
let owner: User
let image: number

beforeAll(async () => {
  payload = await testPayload()
  ;[editor, owner] = [await makeUser(payload, ['editor']), await makeUser(payload, ['owner'])]
  image = await makeImage(payload)
})

const cookieOf = async (user: User | null) => {
  if (!user) return ''
  const { token } = await payload.login({ collection: 'users', data: { email: user.email, password: 'Str0ng!pass' } })
  return `payload-token=${token}`
}

type Rendered = { state: PreviewState | undefined; response: Response; yachtNames: string[] }

/** A GET of a preview address as the site server hands it to Astro, the "page" reading yachts as the real ones do. */
async function requestPreview(path: string, user: User | null, read: () => Promise<string[]> = async () => []): Promise<Rendered> {
  const url = new URL(path, 'http://site.test')
  const locals = { payload, clientAddress: '127.0.0.1' } as APIContext['locals']
  const context = { url, request: new Request(url, { headers: { cookie: await cookieOf(user) } }), locals, isPrerendered: false } as APIContext
  let yachtNames: string[] = []
  const response = (await previewMiddleware(context, async () => {
    yachtNames = await read()
    return new Response('page')
  })) as Response
  return { state: locals.preview, response, yachtNames }
}

const yachtNamesIn = (locale: 'ru' | 'en') => async () => (await findAll('yachts', { locale, depth: 1, sort: 'name' })).map((yacht) => yacht.name)

/** A published yacht of `owner`, then a draft saved over it with another name (as autosave does). */
async function publishedYachtWithDraft() {
  const published = await payload.create({ collection: 'yachts', data: { ...yachtData(image), owner: owner.id, _status: 'published' }, overrideAccess: true, context: quiet })
  const draftName = `${published.name} (черновик)`
  await payload.update({ collection: 'yachts', id: published.id, data: { name: draftName }, draft: true, autosave: true, user: editor, overrideAccess: false, context: quiet })
  return { published, draftName, path: previewPath({ collection: 'yachts', id: published.id }, 'ru') }
}

describe('a draft preview', () => {
  it('shows the editor the draft among the published content, and is never stored or indexed', async () => {
    const { published, draftName, path } = await publishedYachtWithDraft()
    const { state, response, yachtNames } = await requestPreview(path, editor, yachtNamesIn('ru'))
    expect(state).toMatchObject({ status: 'ready', target: { collection: 'yachts', id: published.id }, doc: { name: draftName } })
    expect(yachtNames).toContain(draftName)
    expect(yachtNames).not.toContain(published.name)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    // The public still reads the published yacht: outside a preview the data layer is the static build's.
    const { docs } = await payload.find({ collection: 'yachts', where: { id: { equals: published.id } }, overrideAccess: false })
    expect(docs[0]?.name).toBe(published.name)
  })

  it('reads the draft in the language of the address', async () => {
    const { published } = await publishedYachtWithDraft()
    const englishName = `English draft ${published.id}`
    await payload.update({ collection: 'yachts', id: published.id, locale: 'en', data: { name: englishName }, draft: true, user: editor, overrideAccess: false, context: quiet })
    const { state, yachtNames } = await requestPreview(previewPath({ collection: 'yachts', id: published.id }, 'en'), editor, yachtNamesIn('en'))
    expect(state).toMatchObject({ status: 'ready', doc: { name: englishName } })
    expect(yachtNames).toContain(englishName)
  })

  it('gives a signed-out visitor no draft, and reads nothing for them', async () => {
    const { path } = await publishedYachtWithDraft()
    let previewed: unknown = 'not rendered'
    const { state, response } = await requestPreview(path, null, async () => {
      previewed = previewing()
      return []
    })
    expect(state).toEqual({ status: 'refused', reason: 'signIn' })
    // The page renders its refusal with the static build's data layer: no draft is read.
    expect(previewed).toBeUndefined()
    expect(response.headers.get('cache-control')).toBe('private, no-store')
  })

  it('gives a member who is neither staff nor the owner the published version only', async () => {
    const { published, path, draftName } = await publishedYachtWithDraft()
    const sailor = await makeUser(payload, ['customer'])
    const { state, yachtNames } = await requestPreview(path, sailor, yachtNamesIn('ru'))
    expect(state).toMatchObject({ status: 'ready', doc: { name: published.name } })
    expect(yachtNames).not.toContain(draftName)
  })

  it('shows an owner the draft of their own yacht, and not another owner’s unpublished one', async () => {
    const { path, draftName } = await publishedYachtWithDraft()
    expect((await requestPreview(path, owner)).state).toMatchObject({ status: 'ready', doc: { name: draftName } })

    const stranger = await makeUser(payload, ['owner'])
    const hidden = await payload.create({
      collection: 'yachts',
      data: { ...yachtData(image), owner: owner.id, _status: 'draft' },
      draft: true,
      overrideAccess: true,
      context: quiet,
    })
    const { state } = await requestPreview(previewPath({ collection: 'yachts', id: hidden.id }, 'ru'), stranger)
    expect(state).toEqual({ status: 'refused', reason: 'notFound' })
  })

  it('shows a never-published draft to the editor, and answers not found for addresses that name nothing', async () => {
    const draft = await payload.create({ collection: 'yachts', data: { ...yachtData(image), _status: 'draft' }, draft: true, overrideAccess: true, context: quiet })
    const { state, yachtNames } = await requestPreview(previewPath({ collection: 'yachts', id: draft.id }, 'ru'), editor, yachtNamesIn('ru'))
    expect(state).toMatchObject({ status: 'ready', doc: { name: draft.name } })
    expect(yachtNames).toContain(draft.name)
    for (const nowhere of ['/preview/yachts/0', '/preview/no-such-collection/1', '/preview/users/1', '/preview/globals/site-settings']) {
      expect((await requestPreview(nowhere, editor)).state, nowhere).toEqual({ status: 'refused', reason: 'notFound' })
    }
  })

  it('previews the home page’s draft to the editor while everyone else reads the published one', async () => {
    const slide = (title: string) => ({ image, title, subtitle: 'Подзаголовок', description: 'Описание' })
    const slides = (first: string) => [slide(first), slide('Два'), slide('Три'), slide('Четыре'), slide('Пять')]
    await payload.updateGlobal({ slug: 'home', data: { heroSlides: slides('Опубликованный'), ratingBadgeText: '4.9', _status: 'published' }, overrideAccess: true, context: quiet })
    await payload.updateGlobal({ slug: 'home', data: { heroSlides: slides('Черновой слайд') }, draft: true, user: editor, overrideAccess: false, context: quiet })

    const firstSlide = async () => (await findGlobal('home', { locale: 'ru', depth: 0 })).heroSlides[0]?.title
    let seen: string | undefined
    const { state } = await requestPreview(previewPath({ global: 'home' }, 'ru'), editor, async () => {
      seen = await firstSlide()
      return []
    })
    expect(state).toMatchObject({ status: 'ready', target: { global: 'home' } })
    expect(seen).toBe('Черновой слайд')
    // Anyone else, by any door, gets the published home page, even when asking for the draft.
    const asVisitor = await payload.findGlobal({ slug: 'home', draft: true, overrideAccess: false })
    expect(asVisitor.heroSlides[0]?.title).toBe('Опубликованный')
  })
})
