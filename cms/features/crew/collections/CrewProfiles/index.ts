import type { Access, CollectionConfig, Where } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { nobodyField } from '@cms/core/access/nobody'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { CREW_BIO_MAX, CREW_LANGUAGES, CREW_LIST_ROWS, CREW_MAX_EXPERIENCE_YEARS } from '../../contract/crew'
import { hasRole } from '@cms/core/contract/roles'
import { crewProfileOwner } from './hooks/crewProfileOwner'

/** Everyone reads the profiles their crew chose to show; a member also their own; admins all. */
const listedOrOwn: Access = ({ req: { user } }) => {
  if (hasRole(user, 'admin')) return true
  const listed: Where = { listed: { equals: true } }
  return user ? { or: [listed, { member: { equals: user.id } }] } : listed
}

const adminOrOwn = adminOrHolder('member')

/**
 * Crew profiles (issue "Community …"): one per captain or crew member (the database's unique
 * index), shown on /crew-showcase only when they opt in. The hook keeps the profile its
 * member's, and refuses members without a crew role, at every door.
 */
export const CrewProfiles: CollectionConfig = {
  slug: 'crew-profiles',
  labels: {
    singular: { ru: 'Профиль экипажа', en: 'Crew profile' },
    plural: { ru: 'Профили экипажа', en: 'Crew profiles' },
  },
  admin: {
    group: { ru: 'Сообщество', en: 'Community' },
    defaultColumns: ['member', 'experienceYears', 'languages', 'listed', 'updatedAt'],
  },
  access: {
    read: listedOrOwn,
    create: verifiedMembersOrAdmins,
    update: adminOrOwn,
    delete: adminOrOwn,
  },
  hooks: { beforeChange: [crewProfileOwner] },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true, access: { read: staffOrSelfRelation('member'), update: nobodyField } },
    {
      name: 'listed',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { description: { ru: 'Показывать профиль на витрине экипажей', en: 'Show the profile on the crew showcase' } },
    },
    {
      name: 'experienceYears',
      type: 'number',
      required: true,
      admin: { step: 1 },
      // A custom validate replaces the number's own min and max check, so it says all of it.
      validate: (value: number | null | undefined) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= CREW_MAX_EXPERIENCE_YEARS
          ? true
          : `A whole number of years from 0 to ${CREW_MAX_EXPERIENCE_YEARS}`,
    },
    { name: 'licences', type: 'text', hasMany: true, maxRows: CREW_LIST_ROWS.licences, maxLength: 120 },
    { name: 'languages', type: 'select', hasMany: true, required: true, options: CREW_LANGUAGES.options },
    { name: 'boatsSailed', type: 'text', hasMany: true, maxRows: CREW_LIST_ROWS.boatsSailed, maxLength: 120 },
    { name: 'bio', type: 'textarea', maxLength: CREW_BIO_MAX },
  ],
  timestamps: true,
}
