/**
 * A draft preview (issue #31): while the site server renders a page under /preview/, the same
 * components read their content from the Local API instead of the CMS's REST, and the one
 * document being previewed comes as its latest draft, read as the signed-in editor (their access,
 * never overridden). Everything else on the page is the published content, as on the live site.
 *
 * The context travels with the request through Node's AsyncLocalStorage, so the page components
 * and their data functions stay exactly those of the static build.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

import type { Payload } from 'payload'
import type { Config } from '@cms/payload-types'
import type { SessionUser } from '@cms/core/visitorSession'

type Collections = Config['collections']
type Globals = Config['globals']
type Locale = Config['locale']

/** What is previewed: one document of a collection, or a global. */
export type PreviewTarget = { collection: keyof Collections; id: number } | { global: keyof Globals }

/** The signed-in reader as every portal route knows them (the session's one indexed query). */
export type Preview = { payload: Payload; user: SessionUser; target: PreviewTarget }

const current = new AsyncLocalStorage<Preview>()

/** Runs `render` with every content read of this request answering from `preview`. */
export function renderingPreview<T>(preview: Preview, render: () => T): T {
  return current.run(preview, render)
}

/** The preview this request renders, if any (none during the static build). */
export function previewing(): Preview | undefined {
  return current.getStore()
}

/** The previewed document in one language as the editor may read it: its draft, or null when they may not. */
export async function previewedDocument({ payload, user, target }: Preview, locale: Locale, depth = 1): Promise<{ id: number | string } | null> {
  if ('global' in target) {
    // Payload answers {} for a global the reader may not see: no document to preview.
    const global = await payload.findGlobal({ slug: target.global, locale, depth, draft: true, user, overrideAccess: false, disableErrors: true })
    return global && Object.keys(global).length > 0 ? global : null
  }
  return payload.findByID({ collection: target.collection, id: target.id, locale, depth, draft: true, user, overrideAccess: false, disableErrors: true })
}

/** Published documents of a collection (as a visitor sees them), with the previewed one as its draft. */
export async function previewFindAll<S extends keyof Collections>(
  preview: Preview,
  collection: S,
  { locale, depth, sort }: { locale: Locale; depth: number; sort?: string },
): Promise<Collections[S][]> {
  const { docs } = await preview.payload.find({ collection, locale, depth, sort, pagination: false, overrideAccess: false })
  const published = docs as Collections[S][]
  const target = preview.target
  if (!('collection' in target) || target.collection !== collection) return published
  const draft = (await previewedDocument(preview, locale, depth)) as Collections[S] | null
  const others = published.filter((doc) => doc.id !== target.id)
  return draft ? [draft, ...others] : others
}

/** A global as a visitor sees it, or the previewed one as its draft. */
export async function previewFindGlobal<S extends keyof Globals>(preview: Preview, slug: S, { locale, depth }: { locale: Locale; depth: number }): Promise<Globals[S]> {
  const target = preview.target
  const asEditor = 'global' in target && target.global === slug
  const global = await preview.payload.findGlobal({ slug, locale, depth, draft: asEditor, user: asEditor ? preview.user : undefined, overrideAccess: false })
  return global as Globals[S]
}
