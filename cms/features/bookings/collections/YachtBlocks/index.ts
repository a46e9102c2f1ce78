import type { Access, CollectionConfig } from 'payload'

import { isAdminField } from '@cms/core/access/isAdmin'
import { isStaffUser } from '@cms/core/access/isContentStaff'
import { isVerified } from '@cms/core/access/verified'
import { hasRole } from '@cms/core/contract/roles'
import { blockDays } from './hooks/blockDays'
import { nobodyField } from '@cms/core/access/nobody'

/** Staff see every block; an owner, those of their own yachts. */
const staffOrYachtOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (isStaffUser(user)) return true
  return { 'yacht.owner': { equals: user.id } }
}

/**
 * Days an owner takes their yacht off the market (maintenance, their own trip), or that an
 * imported calendar says are taken. No booking may hold a blocked day and no block may cover a
 * booked one: PostgreSQL's exclusion constraint keeps blocks apart, and a trigger on both tables
 * (see the yacht-blocks migration) refuses the overlap under a per-yacht lock.
 */
export const YachtBlocks: CollectionConfig = {
  slug: 'yacht-blocks',
  labels: { singular: { ru: 'Закрытые даты', en: 'Blocked dates' }, plural: { ru: 'Закрытые даты', en: 'Blocked dates' } },
  admin: { useAsTitle: 'startDate', defaultColumns: ['yacht', 'startDate', 'endDate', 'source', 'note'], group: { ru: 'Флот', en: 'Fleet' } },
  defaultSort: 'startsAt',
  access: {
    read: staffOrYachtOwner,
    // Which yacht is the owner's is the hook's to check (the owner field is not queryable by them).
    create: ({ req: { user } }) => hasRole(user, 'admin') || (hasRole(user, 'owner') && isVerified(user)),
    update: ({ req: { user } }) => hasRole(user, 'admin'),
    delete: staffOrYachtOwner,
  },
  hooks: { beforeChange: [blockDays] },
  fields: [
    { name: 'yacht', type: 'relationship', relationTo: 'yachts', required: true, index: true },
    {
      type: 'row',
      fields: [
        // The marina's days, both included.
        { name: 'startDate', type: 'text', required: true, maxLength: 10 },
        { name: 'endDate', type: 'text', required: true, maxLength: 10 },
        { name: 'startsAt', type: 'date', access: { create: nobodyField, update: isAdminField }, admin: { readOnly: true } },
        { name: 'endsAt', type: 'date', access: { create: nobodyField, update: isAdminField }, admin: { readOnly: true } },
      ],
    },
    {
      name: 'source',
      type: 'select',
      required: true,
      defaultValue: 'owner',
      options: [
        { value: 'owner', label: { ru: 'Владелец', en: 'Owner' } },
        { value: 'ical', label: { ru: 'Импорт календаря', en: 'Calendar import' } },
      ],
      access: { create: isAdminField, update: isAdminField },
    },
    { name: 'note', type: 'text', maxLength: 200 },
  ],
  timestamps: true,
}
