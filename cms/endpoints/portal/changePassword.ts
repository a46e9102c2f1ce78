import type { Endpoint } from 'payload'

import { confirmCurrentPassword, internal, json, notSignedIn, readObject, signedInMember, text } from './plumbing'

/**
 * A signed-in user's new password, after proving the current one (Payload's update alone does not
 * ask). A wrong current password counts towards the account's lockout, as a failed sign-in does.
 * Payload's update then ends every other session of the account and keeps this one.
 */
export const changePasswordEndpoint: Endpoint = {
  path: '/portal/change-password',
  method: 'post',
  handler: internal(async (req) => {
    const user = signedInMember(req)
    if (!user) return notSignedIn()
    const body = await readObject(req)
    const currentPassword = text(body?.currentPassword, 128)
    const newPassword = text(body?.newPassword, 128)
    if (!currentPassword || !newPassword || newPassword.length < 8) return json(400, { error: 'Something went wrong. Please try again later.' })
    // The session this check opens is dropped by the update below, with every other one.
    const refused = await confirmCurrentPassword(req, user, currentPassword)
    if (refused) return refused
    await req.payload.update({ collection: 'users', id: user.id, data: { password: newPassword }, req, overrideAccess: false })
    return json(200, { success: true })
  }),
}
