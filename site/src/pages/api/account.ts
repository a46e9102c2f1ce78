import { accountUpdateSchema, deleteAccountSchema } from '@cms/features/accounts/contract/auth'
import { toPortalUser } from '@cms/features/accounts/contract/portalUser'
import { deleteAccount } from '@cms/features/accounts/flows/deleteAccount'
import { updateProfile } from '@cms/features/accounts/flows/updateProfile'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed, refusal } from '@site/lib/server/http'
import { endSession } from '@site/lib/server/session'

export const prerender = false

/** PATCH /api/account: the signed-in member's own profile (names, phone, brand name, public profile). */
export const PATCH = defineRoute({
  who: 'member',
  body: { json: accountUpdateSchema, maxBytes: 4 * 1024 },
  handle: async ({ member, body }) => json(200, toPortalUser(await updateProfile(member, body))),
})

/** DELETE /api/account {password}: deletes the account after the password confirms it; signs out. */
export const DELETE = defineRoute({
  who: 'member',
  body: { json: deleteAccountSchema, maxBytes: 1024 },
  invalidBody: () => refusal(400, 'confirmWithPassword'),
  handle: async ({ member, body }) => {
    await deleteAccount(member, body.password)
    const response = json(200, { ok: true })
    endSession(response.headers)
    return response
  },
})

export const ALL = methodNotAllowed('PATCH, DELETE')
