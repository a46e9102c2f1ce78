import type { Access } from 'payload'

import { hasRole } from '@cms/core/contract/roles'
import { conversationIdsOf } from '../../membership'

/** Admins read every conversation; a member those they are a party to now; nobody else any. */
export const partiesOnly: Access = async ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { id: { in: await conversationIdsOf(req, user.id) } }
}

/** The same for messages: those of the member's conversations. */
export const messagesOfParties: Access = async ({ req }) => {
  const user = req.user
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  return { conversation: { in: await conversationIdsOf(req, user.id) } }
}
