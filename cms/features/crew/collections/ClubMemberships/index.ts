import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { nobodyField } from '@cms/core/access/nobody'
import { isAdminField } from '@cms/core/access/isAdmin'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { CLUB_CATEGORIES, CLUB_STATUSES } from '../../contract/clubs'
import { placeInClub } from './hooks/placeInClub'
import { tellOfCaptain } from './hooks/tellOfCaptain'

/** Admins see every one; a member only their own. */
const adminOrOwn = adminOrHolder('member')

/**
 * Members' places in the club (issue "Community …"): one per member (the database's unique
 * index), in one of the three categories. The hook decides the status at every door: voyagers
 * and fans are in at once, captains need the captain role and wait for an admin to confirm them.
 * Private: the public sees counts, and the names of those who agreed to be listed.
 */
export const ClubMemberships: CollectionConfig = {
  slug: 'club-memberships',
  labels: {
    singular: { ru: 'Участие в клубе', en: 'Club membership' },
    plural: { ru: 'Участники клуба', en: 'Club memberships' },
  },
  admin: {
    group: { ru: 'Сообщество', en: 'Community' },
    defaultColumns: ['member', 'category', 'status', 'listed', 'createdAt'],
  },
  access: {
    read: adminOrOwn,
    create: verifiedMembersOrAdmins,
    update: adminOrOwn,
    delete: adminOrOwn,
  },
  hooks: {
    beforeChange: [placeInClub],
    afterChange: [tellOfCaptain],
  },
  fields: [
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true, access: { read: staffOrSelfRelation('member'), update: nobodyField } },
    { name: 'category', type: 'select', required: true, options: CLUB_CATEGORIES.options, index: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: CLUB_STATUSES.options,
      index: true,
      // Admins confirm captains; the hook sets it for everyone else.
      access: { create: isAdminField, update: isAdminField },
    },
    {
      name: 'listed',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: { ru: 'Участник согласен, чтобы его имя было в списке клуба', en: 'The member agreed to be named in the club’s list' } },
    },
    { name: 'confirmedBy', type: 'relationship', relationTo: 'users', access: { read: isAdminField, create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
    { name: 'confirmedAt', type: 'date', access: { create: nobodyField, update: nobodyField }, admin: { readOnly: true } },
  ],
  timestamps: true,
}
