import type { Endpoint } from 'payload'

import { toPortalUser } from '../../auth/portalUser'
import { internal, json, signedInMember } from './plumbing'

/**
 * The signed-in user as the portal shows them, or 401. Answered from the user Payload's JWT
 * strategy has already loaded (token checked, session still open): `/api/users/me` would load the
 * same user a second time, and this call is made for every page view of a signed-in visitor.
 */
export const meEndpoint: Endpoint = {
  path: '/portal/me',
  method: 'get',
  handler: internal(async (req) => {
    const user = signedInMember(req)
    if (!user) return json(401, { error: 'Not signed in' })
    return json(200, { user: toPortalUser(user, req.payload.config.serverURL) })
  }),
}
