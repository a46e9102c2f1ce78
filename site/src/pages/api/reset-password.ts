import { resetRequestSchema } from '@cms/features/accounts/contract/auth'
import { resetPassword } from '@cms/features/accounts/flows/resetPassword'
import { MESSAGES } from '@cms/core/contract/messages'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/reset-password {email, code, newPassword}: {success, message} (spec 7), a code for each refusal. */
export const POST = defineRoute({
  who: 'anyone',
  body: { json: resetRequestSchema, maxBytes: 2 * 1024 },
  invalidBody: () => json(400, { success: false, code: 'resetFailed', message: MESSAGES.resetFailed }),
  failure: MESSAGES.resetFailed,
  refusalExtra: { success: false },
  handle: async ({ visitor, body }) => {
    const result = await resetPassword({ ...(await visitor()), user: null }, body)
    if (!result.ok) return json(400, { success: false, code: result.reason, message: MESSAGES[result.reason] })
    return json(200, { success: true, message: MESSAGES.resetSucceeded })
  },
})

export const ALL = methodNotAllowed('POST')
