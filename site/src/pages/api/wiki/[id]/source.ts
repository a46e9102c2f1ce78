import type { APIRoute } from 'astro'

import { MESSAGES } from '@cms/core/contract/messages'
import { wikiSource } from '@cms/features/wiki/wikiSource'
import { answerFailure } from '@site/lib/server/failures'
import { json, methodNotAllowed, rowId } from '@site/lib/server/http'
import { visitorOf } from '@site/lib/server/visitor'

export const prerender = false

/** GET /api/wiki/{id}/source?lang=ru|en: a published article's text as plain source, for a proposed edit to start from and a moderator's diff. */
export const GET: APIRoute = async (context) => {
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  const language = context.url.searchParams.get('lang') === 'en' ? 'en' : 'ru'
  try {
    const source = await wikiSource(await visitorOf(context), id, language)
    return source ? json(200, source, { 'cache-control': 'no-store' }) : json(404, { error: MESSAGES.notFound })
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('GET')
