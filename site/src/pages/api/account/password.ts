import { changePasswordSchema } from '@cms/features/accounts/contract/auth'
import { changePassword } from '@cms/features/accounts/flows/changePassword'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** POST /api/account/password {currentPassword, newPassword}: other sessions end, this one stays. */
export const POST = defineRoute({
  who: 'member',
  body: { json: changePasswordSchema, maxBytes: 2 * 1024 },
  handle: async ({ member, body }) => {
    await changePassword(member, body)
    return json(200, { success: true })
  },
})

export const ALL = methodNotAllowed('POST')
