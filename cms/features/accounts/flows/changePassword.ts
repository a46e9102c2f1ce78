import type { SessionUser } from '@cms/core/visitorSession'
import { type Visitor, visitorRequest } from '@cms/core/visitor'

/**
 * A signed-in member's new password. The users collection asks for the current one and the
 * password rules (a 403 or 400 otherwise), and Payload's update ends every other session of the
 * account while keeping this one.
 */
export async function changePassword(visitor: Visitor & { user: SessionUser }, input: { currentPassword: string; newPassword: string }): Promise<void> {
  const req = await visitorRequest(visitor)
  await visitor.payload.update({
    collection: 'users',
    id: visitor.user.id,
    data: { password: input.newPassword, currentPassword: input.currentPassword },
    req,
    overrideAccess: false,
  })
}
