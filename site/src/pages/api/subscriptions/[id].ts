import { subscriptionChangeSchema } from '@cms/features/subscriptions/contract/plans'
import { changeSubscription } from '@cms/features/subscriptions/flows/mySubscriptions'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'
import { languageOf } from '@site/lib/server/visitor'

export const prerender = false

/**
 * PATCH /api/subscriptions/{id}?language= `{ cancelAtPeriodEnd }`: the subscriber ends their subscription at
 * the period's end (it renews no more), or takes that back. 200 with the subscription; 404 when it
 * is not theirs; 400 `notActive` when it is not active.
 */
export const PATCH = defineRoute({
  who: 'member',
  row: true,
  body: { json: subscriptionChangeSchema, maxBytes: 256, optional: true },
  handle: async ({ member, id, body, context }) => {
    const language = languageOf(context.request, context.url.searchParams.get('language'))
    const subscription = await changeSubscription({ ...member, language }, id, body.cancelAtPeriodEnd)
    return subscription && json(200, { subscription })
  },
})

export const ALL = methodNotAllowed('PATCH')
