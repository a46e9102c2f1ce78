import type { Endpoint } from 'payload'
import { ValidationError } from 'payload'

import { SELF_SELECTABLE_ROLES } from '../../access/roles'
import { sendVerificationLink } from '../../auth/codeMail'
import { clientAddress, email, internal, json, language, limited, readObject, signedIn, text } from './plumbing'

const EMAIL_IN_USE = 'This email is already in use. Please use a different email.'

/**
 * A new account, created as an anonymous visitor (overrideAccess: false), so the collection's
 * rules decide: only self-selectable roles, no verified flag. Then signed in, with the
 * verification link emailed.
 */
export const registerEndpoint: Endpoint = {
  path: '/portal/register',
  method: 'post',
  handler: internal(async (req) => {
    const body = await readObject(req)
    const address = email(body?.email)
    const password = text(body?.password, 128)
    const roles = Array.isArray(body?.roles) ? body.roles : null
    if (!body || !address || !password || !roles || !roles.every((role) => typeof role === 'string' && (SELF_SELECTABLE_ROLES as readonly string[]).includes(role))) {
      return json(400, { error: 'Could not create account' })
    }
    const refused = await limited(req, [['register', clientAddress(req)]])
    if (refused) return refused
    const taken = await req.payload.count({ collection: 'users', where: { email: { equals: address } }, req })
    if (taken.totalDocs > 0) return json(409, { error: EMAIL_IN_USE, errors: { email: 'emailInUse' } })

    let created
    try {
      created = await req.payload.create({
        collection: 'users',
        // No req: the operation runs as nobody, and the collection's access rules apply in full.
        overrideAccess: false,
        data: {
          email: address,
          password,
          firstName: text(body.firstName, 100)?.trim() ?? '',
          lastName: text(body.lastName, 100)?.trim() ?? '',
          phone: text(body.phone, 32)?.trim() || undefined,
          brandName: text(body.brandName, 120)?.trim() || undefined,
          roles: roles as (typeof SELF_SELECTABLE_ROLES)[number][],
        },
      })
    } catch (error) {
      if (error instanceof ValidationError) {
        const fields = Object.fromEntries(error.data.errors.map((issue) => [issue.path, issue.message]))
        if ('email' in fields) return json(409, { error: EMAIL_IN_USE, errors: { email: 'emailInUse' } })
        return json(400, { error: 'Could not create account', errors: fields })
      }
      throw error
    }
    await sendVerificationLink(req.payload, created, language(body.language), req)
    const result = await req.payload.login({ collection: 'users', data: { email: address, password }, req, depth: 1 })
    if (!result.user) throw new Error('A new account could not sign in')
    return signedIn(req, 201, { ...result, user: result.user })
  }),
}
