import type { CollectionAfterChangeHook } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { notifyAdmins } from '@cms/features/notifications'
import type { ClubMembership } from '@cms/payload-types'

/** A captain waiting to be confirmed rings the admins' bell, linking to the social club's page, where they confirm. */
export const tellOfCaptain: CollectionAfterChangeHook<ClubMembership> = async ({ doc, previousDoc, operation, req }) => {
  const nowPending = doc.status === 'pending' && (operation === 'create' || previousDoc?.status !== 'pending')
  if (!nowPending) return doc
  const memberId = relationId(doc.member)
  const member = memberId ? await req.payload.findByID({ collection: 'users', id: memberId, depth: 0, overrideAccess: true, disableErrors: true, req }) : null
  const name = member ? [member.firstName, member.lastName].filter(Boolean).join(' ') || member.email : `#${memberId}`
  await notifyAdmins(req.payload, { template: 'clubCaptainPending', values: { name, email: member?.email ?? '' }, userId: memberId, link: '/social-club#pending' }, req)
  return doc
}
