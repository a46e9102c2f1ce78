import { APIError, ValidationError } from 'payload'

import type { RegisterRequest } from '../contract/auth'
import type { User } from '@cms/payload-types'
import { MESSAGES } from '@cms/core/contract/messages'
import { sendVerificationLink } from '../codeMail'
import { REGISTRATION_FLOW } from '@cms/core/trustedFlows'
import { type SignedIn, signIn } from './signIn'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

/** 409: the address belongs to another account (spec 5's message, and a code for the form). */
const emailInUse = () => new APIError(MESSAGES.emailInUse, 409, { code: 'emailInUse', errors: { email: 'emailInUse' } }, true)

/**
 * A new account, created through the one door the users collection opens to visitors (the
 * registration flag): the collection decides the rest (self-selectable roles only, never a
 * verified flag, the password rules, the per-visitor limit). Then the confirmation link is
 * mailed to the address, and the newcomer is signed in.
 */
export async function register(visitor: Visitor, form: Omit<RegisterRequest, 'photoUrl'>): Promise<SignedIn> {
  const req = await visitorRequest(visitor, { [REGISTRATION_FLOW]: true })
  const taken = await visitor.payload.count({ collection: 'users', where: { email: { equals: form.email } }, overrideAccess: true, req })
  if (taken.totalDocs > 0) throw emailInUse()
  let created: User
  try {
    created = await visitor.payload.create({
      collection: 'users',
      data: { email: form.email, password: form.password, firstName: form.firstName, lastName: form.lastName, phone: form.phone, brandName: form.brandName, roles: form.roles },
      req,
      overrideAccess: false,
    })
  } catch (error) {
    // Two sign-ups with one address at once: the unique index lets one through.
    if (error instanceof ValidationError && error.data.errors.some((issue) => issue.path === 'email')) throw emailInUse()
    throw error
  }
  await sendVerificationLink(visitor.payload, created, visitor.language, req)
  const signedIn = await signIn(visitor, { email: form.email, password: form.password })
  if (!signedIn) throw new Error('A new account could not sign in')
  return signedIn
}
