import { wikiSource } from '@cms/features/wiki/wikiSource'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/wiki/{id}/source?lang=ru|en: a published article's text as plain source, for a proposed edit to start from and a moderator's diff. */
export const GET = defineRoute({
  who: 'anyone',
  row: true,
  handle: async ({ visitor, id, context }) => {
    const language = context.url.searchParams.get('lang') === 'en' ? 'en' : 'ru'
    const source = await wikiSource(await visitor(), id, language)
    return source && json(200, source, { 'cache-control': 'no-store' })
  },
})

export const ALL = methodNotAllowed('GET')
