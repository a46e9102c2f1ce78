import { COMMUNICATION_MESSAGES } from '@cms/features/admin/contract/communications'
import { resendMail } from '@cms/features/admin/flows/communications'
import { MESSAGES } from '@cms/core/contract/messages'
import { mailTransportFromEnv } from '@cms/core/email/transport'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusalsOf } from '@site/lib/server/http'

export const prerender = false

/** POST /api/admin/communications/{id}/resend: sends a failed message again; 409 `onlyFailed` when it did not fail or `noProvider` when no provider is set, 502 `sendFailed` when it fails again. */
export const POST = defineRoute({
  who: 'admin',
  row: true,
  handle: async ({ member, id }) => {
    const outcome = await resendMail(member, id, mailTransportFromEnv())
    if (outcome.ok) return json(200, outcome.mail)
    switch (outcome.reason) {
      case 'not-found':
        return null
      case 'not-failed':
        return refusalsOf(COMMUNICATION_MESSAGES)(409, 'onlyFailed')
      case 'no-provider':
        return refusalsOf(COMMUNICATION_MESSAGES)(409, 'noProvider')
      case 'failed-again':
        return json(502, { error: outcome.mail?.error ?? MESSAGES.somethingWentWrong, code: 'sendFailed', mail: outcome.mail })
    }
  },
})

export const ALL = methodNotAllowed('POST')
