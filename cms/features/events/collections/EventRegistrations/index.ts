import { LANGUAGES } from '@cms/core/contract/language'
import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { isAdmin } from '@cms/core/access/isAdmin'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { REGISTRATION_PAYMENT_STATUSES, REGISTRATION_STATUSES } from '../../contract/registrations'
import { cancelOnly } from './hooks/cancelOnly'
import { refundPaidPlace } from './hooks/refundPaidPlace'
import { takePlace } from './hooks/takePlace'
import { tellMovedUp } from './hooks/tellMovedUp'

/** Admins see every one; a member only their own. */
const adminOrOwn = adminOrHolder('member')

/**
 * Members' places at events (issue "Community …"): registered up to the event's
 * `maxParticipants`, then on the waiting list, decided under a lock on the event (takePlace);
 * cancelled places go to the first on the list (cancelOnly). An event with an entry fee holds a new
 * place unpaid for FEE_HOLD_MINUTES (a member moved up from the list, a day): paid through the
 * payment provider (cms/features/payments/flows), released by expireRegistrationHoldsTask when not, refunded
 * when a paid place is cancelled (refundPaidPlace). Private: the public sees only the
 * count and the names of those who agreed to be listed.
 */
export const EventRegistrations: CollectionConfig = {
  slug: 'event-registrations',
  labels: {
    singular: { ru: 'Регистрация на событие', en: 'Event registration' },
    plural: { ru: 'Регистрации на события', en: 'Event registrations' },
  },
  admin: {
    group: { ru: 'Сообщество', en: 'Community' },
    defaultColumns: ['event', 'member', 'status', 'paymentStatus', 'listed', 'createdAt'],
  },
  access: {
    read: adminOrOwn,
    create: verifiedMembersOrAdmins,
    update: adminOrOwn,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [takePlace, cancelOnly, refundPaidPlace],
    afterChange: [tellMovedUp],
  },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'member', type: 'relationship', relationTo: 'users', required: true, index: true, access: { read: staffOrSelfRelation('member') } },
    { name: 'status', type: 'select', required: true, defaultValue: 'registered', options: REGISTRATION_STATUSES.options, index: true },
    {
      name: 'listed',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: { ru: 'Участник согласен, чтобы его имя было в списке участников', en: 'The member agreed to be named in the participants list' } },
    },
    // The language of the page the member registered on: their emails speak it.
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options },
    { name: 'cancelledAt', type: 'date', admin: { readOnly: true } },
    // The entry fee: set by takePlace from the event, then changed only by the payment flows.
    {
      type: 'row',
      fields: [
        { name: 'fee', type: 'number', required: true, defaultValue: 0, min: 0, admin: { readOnly: true, description: { ru: 'Взнос, ₽', en: 'Entry fee, RUB' } } },
        { name: 'paymentStatus', type: 'select', required: true, defaultValue: 'none', options: REGISTRATION_PAYMENT_STATUSES.options, index: true, admin: { readOnly: true } },
        { name: 'holdExpiresAt', type: 'date', index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
  timestamps: true,
}
