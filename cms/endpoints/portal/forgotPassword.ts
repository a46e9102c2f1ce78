import type { Endpoint } from 'payload'

import { sendResetCode } from '../../auth/codeMail'
import { clientAddress, email, internal, json, language, limited, readObject } from './plumbing'

/** Emails a 6-digit reset code (spec 4.2): 15 minutes, 5 tries, one use, the latest only. */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/portal/forgot-password',
  method: 'post',
  handler: internal(async (req) => {
    const body = await readObject(req)
    const address = email(body?.email)
    if (!address) return json(400, { success: false, message: 'Please enter a valid email address' })
    const refused = await limited(req, [['forgotPassword', clientAddress(req)], ['forgotPasswordPerEmail', address]])
    if (refused) return refused
    const { docs } = await req.payload.find({ collection: 'users', where: { email: { equals: address } }, limit: 1, depth: 0, req })
    const user = docs[0]
    // The spec's dialog tells an unknown address apart (it checks on blur anyway).
    if (!user) return json(200, { success: false, code: 'emailNotFound', message: 'This email is not registered. Please check your email or register for a new account.' })
    await sendResetCode(req.payload, user, language(body?.language), req)
    return json(200, { success: true, message: 'Verification code sent! Please check your email.' })
  }),
}
