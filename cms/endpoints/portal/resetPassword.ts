import type { Endpoint } from 'payload'

import { redeemResetCode } from '../../auth/codeMail'
import { clientAddress, email, internal, json, limited, readObject, text } from './plumbing'

/** Each refusal in words and as a code, which the site's pages word in their own language. */
const REFUSALS = {
  invalid: { code: 'codeWrong', message: 'Invalid verification code. Please check the code and try again.' },
  expired: { code: 'codeExpired', message: 'This verification code has expired. Please request a new one.' },
  exhausted: { code: 'codeExhausted', message: 'Too many wrong codes. Please request a new one.' },
} as const

/**
 * Sets a new password with an emailed code. Payload's update ends every session of the account
 * (the reset is made by nobody signed in), and the lockout is lifted: the owner proved the inbox.
 */
export const resetPasswordEndpoint: Endpoint = {
  path: '/portal/reset-password',
  method: 'post',
  handler: internal(async (req) => {
    const body = await readObject(req)
    const address = email(body?.email)
    const code = text(body?.code, 16)?.trim()
    const newPassword = text(body?.newPassword, 128)
    if (!address || !code || !newPassword || newPassword.length < 6) {
      return json(400, { success: false, message: 'Failed to reset password. Please check your verification code and try again.' })
    }
    const refused = await limited(req, [['resetPassword', clientAddress(req)]])
    if (refused) return refused
    // Not six digits: not a code this portal sends, so wrong, without using up one of the tries.
    if (!/^\d{6}$/.test(code)) return json(400, { success: false, ...REFUSALS.invalid })
    const { docs } = await req.payload.find({ collection: 'users', where: { email: { equals: address } }, limit: 1, depth: 0, req })
    const user = docs[0]
    if (!user) return json(400, { success: false, ...REFUSALS.invalid })
    const redeemed = await redeemResetCode(req.payload, user, code, req)
    if (!redeemed.ok) return json(400, { success: false, ...REFUSALS[redeemed.reason] })
    await req.payload.update({
      collection: 'users',
      id: user.id,
      data: { password: newPassword, emailVerified: true, loginAttempts: 0, lockUntil: null },
    })
    return json(200, { success: true, message: 'Your password has been reset successfully!' })
  }),
}
