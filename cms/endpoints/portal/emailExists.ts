import type { Endpoint } from 'payload'

import { clientAddress, email, internal, json, limited } from './plumbing'

/** Whether an address has an account (spec 4.2's check on blur), limited per client. */
export const emailExistsEndpoint: Endpoint = {
  path: '/portal/email-exists',
  method: 'get',
  handler: internal(async (req) => {
    const address = email(new URL(req.url ?? '', 'http://x').searchParams.get('email'))
    if (!address) return json(400, { error: 'Please enter a valid email address' })
    const refused = await limited(req, [['checkEmail', clientAddress(req)]])
    if (refused) return refused
    const { totalDocs } = await req.payload.count({ collection: 'users', where: { email: { equals: address } }, req })
    return json(200, { exists: totalDocs > 0 })
  }),
}
