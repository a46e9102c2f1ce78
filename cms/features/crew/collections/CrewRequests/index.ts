import { LANGUAGES } from '@cms/core/contract/language'
import type { Access, CollectionConfig, Where } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { nobodyField } from '@cms/core/access/nobody'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { YACHT_TYPES } from '@cms/features/catalogue/contract/catalogue'
import { CREW_MESSAGE_MAX, CREW_REGIONS, CREW_REQUEST_STATUSES, CREW_WANTED, isCrew, mayAnswer } from '../../contract/crew'
import { hasRole } from '@cms/core/contract/roles'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { checkCrewRequest } from './hooks/checkCrewRequest'

/** Admins read every request; a member their own; crew also the open ones they may answer (captains every one, crew members those asking for crew). */
const ownOrOpenToCrew: Access = ({ req: { user } }) => {
  if (!user) return false
  if (hasRole(user, 'admin')) return true
  const own: Where = { requester: { equals: user.id } }
  if (!isCrew(user)) return own
  const answerable: Where = { and: [{ status: { equals: 'open' } }, { wanted: { in: CREW_WANTED.values.filter((wanted) => mayAnswer(user, wanted)) } }] }
  return { or: [own, answerable] }
}

/**
 * Members' requests for a captain or crew (issue "Community …", /crew-request): for dates, a
 * yacht type and a region. Crew answer them (crew-answers); accepting one answer fills the
 * request. The one who asked may only cancel an open request; the hook says so at every door.
 */
export const CrewRequests: CollectionConfig = {
  slug: 'crew-requests',
  labels: {
    singular: { ru: 'Запрос экипажа', en: 'Crew request' },
    plural: { ru: 'Запросы экипажа', en: 'Crew requests' },
  },
  admin: {
    group: { ru: 'Сообщество', en: 'Community' },
    defaultColumns: ['wanted', 'startDate', 'endDate', 'region', 'requester', 'status', 'createdAt'],
  },
  defaultSort: 'startDate',
  access: {
    read: ownOrOpenToCrew,
    create: verifiedMembersOrAdmins,
    update: adminOrHolder('requester'),
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [limitCreatesPerAccount('crewRequest')],
    beforeChange: [checkCrewRequest],
  },
  fields: [
    { name: 'requester', type: 'relationship', relationTo: 'users', required: true, index: true, access: { read: staffOrSelfRelation('requester'), update: nobodyField } },
    { name: 'wanted', type: 'select', required: true, options: CREW_WANTED.options, index: true },
    // The lake's calendar days, 'YYYY-MM-DD', both included (as bookings keep them).
    { name: 'startDate', type: 'text', required: true, maxLength: 10, index: true },
    { name: 'endDate', type: 'text', required: true, maxLength: 10 },
    { name: 'yachtType', type: 'select', required: true, options: YACHT_TYPES.options },
    { name: 'region', type: 'select', required: true, options: CREW_REGIONS.options },
    { name: 'message', type: 'textarea', required: true, maxLength: CREW_MESSAGE_MAX },
    // The language of the page it was asked on: the emails about it speak it.
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options },
    { name: 'status', type: 'select', required: true, defaultValue: 'open', options: CREW_REQUEST_STATUSES.options, index: true, access: { create: isAdminField } },
    {
      // Written when its asker accepts an answer (crew-answers' hook), never through the API.
      name: 'acceptedAnswer',
      type: 'relationship',
      relationTo: 'crew-answers',
      access: { create: nobodyField, update: nobodyField },
      admin: { readOnly: true },
    },
  ],
  timestamps: true,
}
