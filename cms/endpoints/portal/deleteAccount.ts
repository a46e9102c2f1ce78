import type { Endpoint } from 'payload'

import { confirmCurrentPassword, internal, json, notSignedIn, readObject, signedInMember, text } from './plumbing'

/** Deletes the signed-in user's account after they confirm with their password. */
export const deleteAccountEndpoint: Endpoint = {
  path: '/portal/delete-account',
  method: 'post',
  handler: internal(async (req) => {
    const user = signedInMember(req)
    if (!user) return notSignedIn()
    const body = await readObject(req)
    const password = text(body?.password, 128)
    if (!password) return json(400, { error: 'Enter your password to confirm.' })
    const refused = await confirmCurrentPassword(req, user, password)
    if (refused) return refused
    await req.payload.delete({ collection: 'users', id: user.id, req, overrideAccess: false })
    return json(200, { ok: true })
  }),
}
