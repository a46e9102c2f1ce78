import { subscriptionChangeSchema } from '@cms/features/subscriptions/contract/plans'
import { MESSAGES } from '@cms/core/contract/messages'
import { changeSubscription } from '@cms/features/subscriptions/flows/mySubscriptions'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { memberRowRoute, parsedBody } from '@site/lib/server/rowRoute'
import { languageOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * PATCH /api/subscriptions/{id}?language= `{ cancelAtPeriodEnd }`: the subscriber ends their subscription at
 * the period's end (it renews no more), or takes that back. 200 with the subscription; 404 when it
 * is not theirs; 400 `notActive` when it is not active.
 */
export const PATCH = memberRowRoute(
  async (member, id, context) => {
    const body = await parsedBody(context, subscriptionChangeSchema, { maxBytes: 256, failure: MESSAGES.somethingWentWrong })
    if (!body.ok) return body.response
    const language = languageOf(context.request, context.url.searchParams.get('language'))
    const subscription = await changeSubscription({ ...member, language }, id, body.data.cancelAtPeriodEnd)
    return subscription && json(200, { subscription })
  },
  { changesState: true },
)

export const ALL = methodNotAllowed('PATCH')
