import type { GeneratePreviewURL, LivePreviewConfig } from 'payload'

import { siteUrl } from '@cms/core/email/siteLink'

/**
 * Where the site server renders a draft (issue #31): /preview/{collection}/{id} or
 * /preview/globals/{slug}, under /en/ for English. The page is the site's own, from the draft,
 * for whoever the collection lets read it (site/src/features/publishing/preview).
 */
export function previewPath(target: { collection: string; id: number | string } | { global: string }, locale: string): string {
  const where = 'global' in target ? `globals/${target.global}` : `${target.collection}/${target.id}`
  return `${locale === 'en' ? '/en' : ''}/preview/${where}`
}

/** The spec's breakpoints (375, 768 and 1024 px); Payload's own "responsive" one is the desktop. */
const BREAKPOINTS: NonNullable<LivePreviewConfig['breakpoints']> = [
  { name: 'phone', label: '375 × 812', width: 375, height: 812 },
  { name: 'tablet', label: '768 × 1024', width: 768, height: 1024 },
  { name: 'laptop', label: '1024 × 768', width: 1024, height: 768 },
]

type Target = { collection: string } | { global: string }

const addressOf = (target: Target, id: unknown, locale: string): string | null => {
  if ('global' in target) return `${siteUrl()}${previewPath(target, locale)}`
  // A document not yet created has nothing to show.
  if (typeof id !== 'number' && typeof id !== 'string') return null
  return `${siteUrl()}${previewPath({ collection: target.collection, id }, locale)}`
}

/**
 * The admin's live preview pane and its Preview button, both opening the site's preview of the
 * document in the language being edited.
 */
export function previewAdmin(target: Target): { livePreview: LivePreviewConfig; preview: GeneratePreviewURL } {
  return {
    livePreview: { breakpoints: BREAKPOINTS, url: ({ data, locale }) => addressOf(target, data?.id, locale.code) },
    preview: (doc, { locale }) => addressOf(target, doc.id, locale),
  }
}
