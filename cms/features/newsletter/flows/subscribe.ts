import { sql } from '@payloadcms/db-postgres'

import { inTransaction } from '@cms/core/db/inTransaction'
import { type Visitor, visitorRequest } from '@cms/core/visitor'
import { CONFIRMATION_SENT } from '../collections/NewsletterSubscribers/hooks/mailSubscriber'
import { REISSUE_CONFIRMATION } from '../collections/NewsletterSubscribers/hooks/followStatus'
import { SUBSCRIBE_MESSAGES, type SubscribeAnswer } from '../contract/newsletter'
import { executorFor } from '@cms/core/db/executorFor'
import { countSignUp } from '../signUpLimits'

/** Advisory-lock namespace for sign-ups of one address (the second key is the address's hash). */
const SIGN_UP_LOCK = 738_301

/**
 * A sign-up from the footer (POST /api/newsletter/subscribe). A new address is created through
 * the collection (pending, mailed its link); a pending or unsubscribed one is sent a new link; a
 * confirmed one is told so and mailed nothing. A signed-in member signing up their own verified
 * address needs no link: the account already proved it. Sign-ups of one address wait for each
 * other (an advisory lock), so two at once cannot both create it.
 */
export async function subscribe(visitor: Visitor, email: string): Promise<Required<Omit<SubscribeAnswer, 'message'>> & { message: string }> {
  const { payload, language } = visitor
  const req = await visitorRequest(visitor)
  await countSignUp(req, email)
  const words = (key: keyof typeof SUBSCRIBE_MESSAGES) => SUBSCRIBE_MESSAGES[key][language]
  return inTransaction(req, async () => {
    const db = await executorFor(req)
    await db.execute(sql`SELECT pg_advisory_xact_lock(${SIGN_UP_LOCK}, hashtext(${email}))`)
    const known = (await payload.find({ collection: 'newsletter-subscribers', where: { email: { equals: email } }, limit: 1, depth: 0, overrideAccess: true, req })).docs[0]
    if (known?.status === 'confirmed') {
      return { success: true, status: 'already_confirmed' as const, requiresConfirmation: false, emailSent: false, message: words('alreadyConfirmed') }
    }
    const ownVerifiedAddress = visitor.user?.emailVerified === true && visitor.user.email.toLowerCase() === email
    if (ownVerifiedAddress) {
      const data = { email, language, status: 'confirmed' as const }
      if (known) await payload.update({ collection: 'newsletter-subscribers', id: known.id, data, overrideAccess: true, req })
      else await payload.create({ collection: 'newsletter-subscribers', data, overrideAccess: true, req })
      return { success: true, status: 'new_subscription' as const, requiresConfirmation: false, emailSent: false, message: words('confirmedAtOnce') }
    }
    if (known) {
      req.context[REISSUE_CONFIRMATION] = true
      await payload.update({ collection: 'newsletter-subscribers', id: known.id, data: { status: 'pending', language }, overrideAccess: true, req })
    } else {
      // The public door, as any visitor: the collection decides what a new address may be.
      await payload.create({ collection: 'newsletter-subscribers', data: { email, language, status: 'pending' }, overrideAccess: false, req })
    }
    const emailSent = req.context[CONFIRMATION_SENT] === true
    const status = known?.status === 'pending' ? ('resent_confirmation' as const) : ('new_subscription' as const)
    const message = status === 'resent_confirmation' ? words('resent') : emailSent ? words('sent') : words('saved')
    return { success: true, status, requiresConfirmation: true, emailSent, message }
  })
}
