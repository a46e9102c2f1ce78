import { forgotSchema } from '@cms/features/accounts/contract/auth'
import { forgotPassword } from '@cms/features/accounts/flows/forgotPassword'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/forgot-password {email, language?}: emails a 6-digit code; {success, message} (spec 7). */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: forgotSchema, maxBytes: 2 * 1024, optional: true },
  invalidBody: () => json(400, { success: false, code: 'invalidEmail', message: MESSAGES.invalidEmail }),
  failure: MESSAGES.sendCodeFailed,
  refusalExtra: { success: false },
  handle: async ({ visitor, body }) => {
    const sent = await forgotPassword({ ...(await visitor()), user: null }, body.email)
    return sent ? json(200, { success: true, message: MESSAGES.codeSent }) : json(200, { success: false, code: 'emailNotFound', message: MESSAGES.emailNotFound })
  },
})

export const ALL = methodNotAllowed('POST')
