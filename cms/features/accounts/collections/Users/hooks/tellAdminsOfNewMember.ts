import type { CollectionAfterChangeHook } from 'payload'

import { rolesOf } from '@cms/core/contract/roles'
import { notifyAdmins } from '@cms/features/notifications'
import type { User } from '@cms/payload-types'

/** The admins hear of each new account (low priority), in the transaction that creates it. */
export const tellAdminsOfNewMember: CollectionAfterChangeHook<User> = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  await notifyAdmins(
    req.payload,
    {
      template: 'memberRegistered',
      values: { name: `${doc.firstName} ${doc.lastName}`, email: doc.email, roles: rolesOf(doc).join(', ') },
      userId: doc.id,
      link: `${req.payload.config.serverURL}/admin/collections/users/${doc.id}`,
    },
    req,
  )
  return doc
}
