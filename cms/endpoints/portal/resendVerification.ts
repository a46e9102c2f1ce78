import type { Endpoint } from 'payload'

import { sendVerificationLink } from '../../auth/codeMail'
import { internal, json, language, limited, notSignedIn, readObject, signedInMember } from './plumbing'

/** A new verification link for the signed-in user (the site passes their token). */
export const resendVerificationEndpoint: Endpoint = {
  path: '/portal/resend-verification',
  method: 'post',
  handler: internal(async (req) => {
    const user = signedInMember(req)
    if (!user) return notSignedIn()
    if (user.emailVerified) return json(200, { success: true, alreadyVerified: true })
    const refused = await limited(req, [['resendVerification', String(user.id)]])
    if (refused) return refused
    const body = await readObject(req)
    await sendVerificationLink(req.payload, user, language(body?.language), req)
    return json(200, { success: true })
  }),
}
