import type { APIContext, APIRoute } from 'astro'

import { MESSAGES } from '../../../../cms/contract/messages'
import { answerFailure } from './failures'
import { foreignOrigin, json, rowId } from './http'
import { adminOf, type Member } from './visitor'

/**
 * A route of the admin's on one row (`{id}` in its path): a state-changing one refuses other
 * sites' requests, then anyone but an admin is refused, an id that is no row is 404, and the
 * work's failures are answered as every route answers them (in `failure`'s words when it is the
 * route's own). `null` from the work is 404.
 */
export function adminRowRoute(
  work: (admin: Member, id: number, context: APIContext) => Promise<Response | null>,
  { changesState, failure }: { changesState: boolean; failure?: string },
): APIRoute {
  return async (context) => {
    if (changesState) {
      const refused = foreignOrigin(context.request, context.url)
      if (refused) return refused
    }
    const signedIn = await adminOf(context)
    if (!signedIn.ok) return signedIn.response
    const id = rowId(context.params.id)
    if (id === null) return json(404, { error: MESSAGES.notFound })
    try {
      return (await work(signedIn.member, id, context)) ?? json(404, { error: MESSAGES.notFound })
    } catch (error) {
      return answerFailure(error, {}, failure)
    }
  }
}
