import type { MiddlewareHandler } from 'astro'
import type { Payload } from 'payload'

import { cmsOrigin } from '@site/lib/cms'
import { type PreviewTarget, previewedDocument, renderingPreview } from '@site/lib/preview'
import { visitorOf } from '@site/lib/server/visitor'
import type { Config } from '@cms/payload-types'

/** /preview/{collection}/{id} and /preview/globals/{slug}, under /en/ for English (see cms/features/publishing/preview). */
const PREVIEW_PATH = /^\/(en\/)?preview\/([a-z-]+)\/([a-z0-9-]+)\/?$/

type PreviewDocument = { id: number | string } & Record<string, unknown>

/** What the preview page renders: the draft, or why not. */
export type PreviewState = { status: 'ready'; target: PreviewTarget; doc: PreviewDocument } | { status: 'refused'; reason: 'signIn' | 'notFound' }

/** What the address names, if it is a type the CMS previews (one with `admin.livePreview`: cms/features/publishing/preview). */
function targetOf(payload: Payload, kind: string, key: string): PreviewTarget | null {
  if (kind === 'globals') {
    const global = payload.globals.config.find((config) => config.slug === key)
    return global?.admin.livePreview ? { global: global.slug as keyof Config['globals'] } : null
  }
  const id = Number(key)
  const collection = payload.collections[kind as keyof Config['collections']]?.config
  return collection?.admin.livePreview && Number.isSafeInteger(id) && id > 0 ? { collection: collection.slug as keyof Config['collections'], id } : null
}

/**
 * The draft preview's door. A signed-out visitor gets no draft (401); a signed-in one gets the
 * document as the collection lets them read it (staff its draft, an owner their own yacht's
 * draft, anyone else the published version or nothing), and the page's every other read is the
 * published content. The answer is never stored by a cache and never indexed.
 */
export const previewMiddleware: MiddlewareHandler = async (context, next) => {
  const match = context.isPrerendered ? null : PREVIEW_PATH.exec(context.url.pathname)
  if (!match) return next()
  const locale = match[1] ? 'en' : 'ru'
  const { payload } = context.locals
  const target = targetOf(payload, match[2] ?? '', match[3] ?? '')
  const user = target ? (await visitorOf(context)).user : null
  let response: Response
  if (!target) {
    context.locals.preview = { status: 'refused', reason: 'notFound' }
    response = await next()
  } else if (!user) {
    context.locals.preview = { status: 'refused', reason: 'signIn' }
    response = await next()
  } else {
    const preview = { payload, user, target }
    const doc = await previewedDocument(preview, locale, 0)
    context.locals.preview = doc ? { status: 'ready', target, doc: doc as PreviewDocument } : { status: 'refused', reason: 'notFound' }
    response = doc ? await renderingPreview(preview, next) : await next()
  }
  // Astro writes the page's policy as a header here; the admin's live preview pane frames the page.
  const policy = response.headers.get('Content-Security-Policy')
  response.headers.set('Content-Security-Policy', `${policy ? `${policy.replace(/;\s*$/, '')}; ` : ''}frame-ancestors 'self' ${cmsOrigin()}`)
  response.headers.set('Cache-Control', 'private, no-store')
  response.headers.set('X-Robots-Tag', 'noindex, nofollow')
  return response
}
