import { enforce } from '@cms/core/rateLimits'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

/** Whether an address has an account (spec 4.2's check on blur): the one such answer, limited per visitor. */
export async function emailExists(visitor: Visitor, email: string): Promise<boolean> {
  const req = await visitorRequest(visitor)
  await enforce(req, [['checkEmail', visitor.address]])
  const { totalDocs } = await visitor.payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true, req })
  return totalDocs > 0
}
