import type { APIContext, APIRoute } from 'astro'
import type { z } from 'zod'

import { fieldErrors } from '@cms/core/contract/fieldErrors'
import { MESSAGES } from '@cms/core/contract/messages'
import { answerFailure } from './failures'
import { foreignOrigin, json, readJsonBody, rowId } from './http'
import { adminOf, type Member, memberOf, type RouteContext } from './visitor'

type SignedInWork = (signedIn: Member, context: APIContext) => Promise<Response | null>
type RowWork = (signedIn: Member, id: number, context: APIContext) => Promise<Response | null>
type RouteOptions = { changesState: boolean; failure?: string }

/**
 * A route for a signed-in person: a state-changing one refuses other sites' requests, then
 * `signIn` answers for anyone it does not accept, and the work's failures are answered as every
 * route answers them (in `failure`'s words when it is the route's own). `null` from the work is 404.
 */
function signedInRoute(signIn: typeof memberOf, work: SignedInWork, { changesState, failure }: RouteOptions): APIRoute {
  return async (context) => {
    if (changesState) {
      const refused = foreignOrigin(context.request, context.url)
      if (refused) return refused
    }
    const signedIn = await signIn(context)
    if (!signedIn.ok) return signedIn.response
    try {
      return (await work(signedIn.member, context)) ?? json(404, { error: MESSAGES.notFound })
    } catch (error) {
      return answerFailure(error, {}, failure)
    }
  }
}

/** A route on one row (`{id}` in its path): an id that is no row is 404, as is `null` from the work. */
const rowRoute = (signIn: typeof memberOf, work: RowWork, options: RouteOptions): APIRoute =>
  signedInRoute(
    signIn,
    async (signedIn, context) => {
      const id = rowId(context.params.id)
      return id === null ? null : work(signedIn, id, context)
    },
    options,
  )

/** A route of any signed-in member's that is not on one row (their own profile, membership …). */
export const memberRoute = (work: SignedInWork, options: RouteOptions): APIRoute => signedInRoute(memberOf, work, options)

/** A row route of the admin's: anyone else is refused (403). */
export const adminRowRoute = (work: RowWork, options: RouteOptions): APIRoute => rowRoute(adminOf, work, options)

/** A row route of any signed-in member's; the collections decide whose rows they reach. */
export const memberRowRoute = (work: RowWork, options: RouteOptions): APIRoute => rowRoute(memberOf, work, options)

/** The request's JSON body read against a contract schema: the data, or the 400 answer naming each field's problem. */
export async function parsedBody<Schema extends z.ZodType>(
  context: RouteContext,
  schema: Schema,
  { maxBytes, failure }: { maxBytes: number; failure: string },
): Promise<{ ok: true; data: z.output<Schema> } | { ok: false; response: Response }> {
  const body = await readJsonBody(context.request, maxBytes)
  if (!body.ok) return body
  const parsed = schema.safeParse(body.body ?? {})
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, response: json(400, { error: failure, errors: fieldErrors(parsed.error) }) }
}
