import type { Endpoint } from 'payload'

import { redeemVerificationToken } from '../../auth/codeMail'
import { clientAddress, internal, json, limited, readObject, text } from './plumbing'

/** Confirms an address from the emailed link: the token is used up. */
export const verifyEmailEndpoint: Endpoint = {
  path: '/portal/verify-email',
  method: 'post',
  handler: internal(async (req) => {
    const body = await readObject(req)
    const token = text(body?.token, 100)
    if (!token || !/^[A-Za-z0-9_-]{20,100}$/.test(token)) return json(400, { success: false, message: 'This confirmation link is not valid.' })
    const refused = await limited(req, [['verifyEmail', clientAddress(req)]])
    if (refused) return refused
    const redeemed = await redeemVerificationToken(req.payload, token, req)
    if (!redeemed.ok) {
      return json(400, {
        success: false,
        message: redeemed.reason === 'expired' ? 'This confirmation link has expired. Sign in and send a new one.' : 'This confirmation link is not valid or has already been used.',
      })
    }
    await req.payload.update({ collection: 'users', id: redeemed.userId, data: { emailVerified: true } })
    return json(200, { success: true })
  }),
}
