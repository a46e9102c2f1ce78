import type { APIRoute } from 'astro'

import { resendMail } from '../../../../../../../cms/admin/flows/communications'
import { COMMUNICATION_MESSAGES } from '../../../../../../../cms/contract/communications'
import { MESSAGES } from '../../../../../../../cms/contract/messages'
import { mailTransportFromEnv } from '../../../../../../../cms/email/transport'
import { answerFailure } from '../../../../../lib/server/failures'
import { foreignOrigin, json, methodNotAllowed, rowId } from '../../../../../lib/server/http'
import { adminOf } from '../../../../../lib/server/visitor'

export const prerender = false

/** POST /api/admin/communications/{id}/resend: sends a failed message again; 409 when it did not fail or no provider is set, 502 when it fails again. */
export const POST: APIRoute = async (context) => {
  const refused = foreignOrigin(context.request, context.url)
  if (refused) return refused
  const signedIn = await adminOf(context)
  if (!signedIn.ok) return signedIn.response
  const id = rowId(context.params.id)
  if (id === null) return json(404, { error: MESSAGES.notFound })
  try {
    const outcome = await resendMail(signedIn.member, id, mailTransportFromEnv())
    if (outcome.ok) return json(200, outcome.mail)
    switch (outcome.reason) {
      case 'not-found':
        return json(404, { error: MESSAGES.notFound })
      case 'not-failed':
        return json(409, { error: COMMUNICATION_MESSAGES.onlyFailed })
      case 'no-provider':
        return json(409, { error: COMMUNICATION_MESSAGES.noProvider })
      case 'failed-again':
        return json(502, { error: outcome.mail?.error ?? MESSAGES.somethingWentWrong, mail: outcome.mail })
    }
  } catch (error) {
    return answerFailure(error)
  }
}

export const ALL = methodNotAllowed('POST')
