import { LANGUAGES } from '@cms/core/contract/language'
import type { Access, CollectionConfig, Where } from 'payload'

import { isAdmin } from '@cms/core/access/isAdmin'
import { nobodyField } from '@cms/core/access/nobody'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { CREW_ANSWER_STATUSES, CREW_MESSAGE_MAX } from '../../contract/crew'
import { hasRole } from '@cms/core/contract/roles'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { decideAnswer } from './hooks/decideAnswer'
import { tellOfAnswer } from './hooks/tellOfAnswer'

/** An answer is its author's and the asker's business (and the admins'). */
const responderOrAsker: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const either: Where[] = [{ responder: { equals: user.id } }, { 'request.requester': { equals: user.id } }]
  return { or: either }
}

/**
 * Crew's answers to crew requests (issue "Community …"): one per crew member and request (the
 * database's unique index), only to open requests asking for their role. Its author changes the
 * text while it waits; the asker accepts one, which fills the request and tells the others, all
 * in one transaction under the request's lock (hooks/decideAnswer.ts). At most one accepted answer
 * per request is the database's too (a partial unique index).
 */
export const CrewAnswers: CollectionConfig = {
  slug: 'crew-answers',
  labels: {
    singular: { ru: 'Отклик экипажа', en: 'Crew answer' },
    plural: { ru: 'Отклики экипажа', en: 'Crew answers' },
  },
  admin: {
    group: { ru: 'Сообщество', en: 'Community' },
    defaultColumns: ['request', 'responder', 'status', 'createdAt'],
  },
  access: {
    read: responderOrAsker,
    create: verifiedMembersOrAdmins,
    update: responderOrAsker,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [limitCreatesPerAccount('crewAnswer')],
    beforeChange: [decideAnswer],
    afterChange: [tellOfAnswer],
  },
  fields: [
    { name: 'request', type: 'relationship', relationTo: 'crew-requests', required: true, index: true, access: { update: nobodyField } },
    { name: 'responder', type: 'relationship', relationTo: 'users', required: true, index: true, access: { read: staffOrSelfRelation('responder'), update: nobodyField } },
    { name: 'message', type: 'textarea', required: true, maxLength: CREW_MESSAGE_MAX },
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options },
    // Pending until the asker accepts this answer or another; the hook decides, never the author.
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: CREW_ANSWER_STATUSES.options, index: true, access: { create: nobodyField } },
  ],
  timestamps: true,
}
