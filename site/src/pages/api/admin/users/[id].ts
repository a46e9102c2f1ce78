import { adminUserUpdateSchema } from '@cms/features/admin/contract/adminUsers'
import { toAdminUserView, updateUser } from '@cms/features/admin/flows/adminUsers'
import { visitorRequest } from '@cms/core/visitor'
import { defineRoute } from '@site/lib/server/defineRoute'
import { json, methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

/** GET /api/admin/users/{id}: any user's profile (spec 7) and whether it is locked; the users collection lets only admins read others. */
export const GET = defineRoute({
  who: 'admin',
  row: { invalid: () => json(400, { error: 'The user id must be a positive number.', code: 'invalid' }) },
  handle: async ({ member, id }) => {
    const { docs } = await member.payload.find({ collection: 'users', where: { id: { equals: id } }, limit: 1, depth: 0, req: await visitorRequest(member), overrideAccess: false })
    const user = docs[0]
    return user ? json(200, toAdminUserView(user)) : json(404, { error: 'No such user.', code: 'notFound' })
  },
})

/** PATCH /api/admin/users/{id} `{ roles?, locked?, emailVerified? }`: the account as it now is; each change goes into the audit log. */
export const PATCH = defineRoute({
  who: 'admin',
  row: true,
  body: { json: adminUserUpdateSchema, maxBytes: 2048 },
  handle: async ({ member, id, body }) => {
    const user = await updateUser(member, id, body)
    return user && json(200, user)
  },
})

export const ALL = methodNotAllowed('GET, PATCH')
