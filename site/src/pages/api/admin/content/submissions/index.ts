import { CONTENT_MESSAGES, queueQuerySchema } from '@cms/features/content/contract/submissions'
import { moderationQueue } from '@cms/features/content/flows/submissions'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/content/submissions?status=in_review&kind=&page=: the moderation queue, 20 a page, the longest waiting first. */
export const GET = defineRoute({
  who: 'admin',
  failure: CONTENT_MESSAGES.moderateFailed,
  handle: async ({ member, context }) => {
    const parsed = queueQuerySchema.safeParse(Object.fromEntries(context.url.searchParams))
    if (!parsed.success) return json(400, { error: CONTENT_MESSAGES.moderateFailed, code: 'invalid', errors: fieldErrors(parsed.error) })
    return json(200, await moderationQueue(member, parsed.data))
  },
})

export const ALL = methodNotAllowed('GET')
