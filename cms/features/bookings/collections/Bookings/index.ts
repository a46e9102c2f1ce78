import { LANGUAGES } from '@cms/core/contract/language'
import type { CollectionConfig } from 'payload'

import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { BOOKING_SERVICES, BOOKING_STATUSES, PAYMENT_STATUSES, WEATHER_CALL_OFF } from '../../contract/bookings'
import { CHARTER_CREW_MAX } from '@cms/features/crew/contract/crew'
import { adminOrCustomerField, bookThroughPortal, bookingParties } from './access'
import { assignCrew } from './hooks/assignCrew'
import { orderServices } from './hooks/orderServices'
import { priceAndHold } from './hooks/priceAndHold'
import { refundOnCancel } from './hooks/refundOnCancel'
import { stateChanges } from './hooks/stateChanges'
import { tellAdminsOfNewBooking, tellAdminsOfWeatherCallOffs } from './hooks/tellAdmins'
import { tellCustomerOfChanges } from './hooks/tellCustomer'
import { withinUnpaidAllowance } from './hooks/withinUnpaidAllowance'
import { nobodyField } from '@cms/core/access/nobody'

/** Set by the server alone (the hook computes them); no request may. */
const computed = { create: nobodyField, update: isAdminField }

/**
 * Charters of a yacht or a trip package (spec 3, 4.4). No two bookings that hold a yacht's days
 * may overlap: PostgreSQL's exclusion constraint `bookings_no_double_booking` (see the bookings
 * migration) refuses the second, whatever the door and however many arrive at once.
 */
export const Bookings: CollectionConfig = {
  slug: 'bookings',
  labels: { singular: { ru: 'Бронирование', en: 'Booking' }, plural: { ru: 'Бронирования', en: 'Bookings' } },
  admin: {
    useAsTitle: 'contactName',
    defaultColumns: ['startDate', 'endDate', 'yacht', 'contactName', 'status', 'paymentStatus', 'totalPrice'],
    group: { ru: 'Флот', en: 'Fleet' },
  },
  defaultSort: '-startsAt',
  access: {
    create: bookThroughPortal,
    read: bookingParties,
    // Which changes each may make is the stateChanges hook's to say.
    update: bookingParties,
    delete: isAdmin,
  },
  hooks: {
    beforeChange: [assignCrew, priceAndHold, withinUnpaidAllowance, stateChanges, refundOnCancel],
    afterChange: [orderServices, tellCustomerOfChanges, tellAdminsOfNewBooking, tellAdminsOfWeatherCallOffs],
  },
  fields: [
    { name: 'yacht', type: 'relationship', relationTo: 'yachts', index: true },
    { name: 'tripPackage', type: 'relationship', relationTo: 'trip-packages' },
    { name: 'customer', type: 'relationship', relationTo: 'users', index: true, access: { read: adminOrCustomerField, create: isAdminField, update: isAdminField } },
    {
      // The captain and crew the yacht's owner puts on this charter (hooks/assignCrew.ts); they then see the booking.
      name: 'crew',
      type: 'relationship',
      relationTo: 'users',
      hasMany: true,
      maxRows: CHARTER_CREW_MAX,
      access: { create: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        // The marina's calendar days, both included (Asia/Irkutsk).
        { name: 'startDate', type: 'text', maxLength: 10 },
        { name: 'endDate', type: 'text', maxLength: 10 },
        { name: 'startsAt', type: 'date', index: true, access: computed, admin: { readOnly: true } },
        { name: 'endsAt', type: 'date', access: computed, admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'guests', type: 'number', required: true, min: 1, max: 150 },
        { name: 'captain', type: 'checkbox', defaultValue: false },
        { name: 'services', type: 'select', hasMany: true, options: BOOKING_SERVICES.options },
      ],
    },
    { name: 'specialRequests', type: 'textarea', maxLength: 2000 },
    // The language of the page it was booked on: the customer's emails speak it.
    { name: 'language', type: 'select', options: LANGUAGES.options, defaultValue: 'ru' },
    {
      type: 'row',
      fields: [
        { name: 'contactName', type: 'text', required: true, minLength: 2, maxLength: 120 },
        { name: 'contactEmail', type: 'email', required: true },
        { name: 'contactPhone', type: 'text', required: true, maxLength: 32 },
      ],
    },
    // Set at creation by the server; changed afterwards only as the stateChanges hook allows.
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', options: BOOKING_STATUSES.options, access: { create: nobodyField }, admin: { position: 'sidebar' } },
    {
      name: 'awaitingOwner',
      type: 'checkbox',
      defaultValue: false,
      access: computed,
      admin: { position: 'sidebar', description: { ru: 'Бронирование по запросу ждёт ответа владельца', en: 'A request to book waiting for the owner' } },
    },
    { name: 'paymentStatus', type: 'select', required: true, defaultValue: 'unpaid', options: PAYMENT_STATUSES.options, access: computed, admin: { position: 'sidebar' } },
    { name: 'paymentMethod', type: 'text', maxLength: 40, access: computed, admin: { position: 'sidebar' } },
    { name: 'refundedAmount', type: 'number', min: 0, access: computed, admin: { position: 'sidebar', readOnly: true } },
    { name: 'holdExpiresAt', type: 'date', access: computed, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'blocksCalendar',
      type: 'checkbox',
      defaultValue: false,
      access: computed,
      index: true,
      admin: { position: 'sidebar', readOnly: true, description: { ru: 'Держит даты яхты', en: 'Holds the yacht’s days' } },
    },
    {
      type: 'row',
      fields: [
        { name: 'currency', type: 'select', options: ['RUB', 'USD'].map((value) => ({ value, label: value })), access: computed },
        { name: 'totalPrice', type: 'number', min: 0, access: computed, admin: { readOnly: true } },
      ],
    },
    { name: 'priceBreakdown', type: 'json', access: computed, admin: { readOnly: true } },
    {
      type: 'collapsible',
      label: { ru: 'Отмена из-за погоды', en: 'Called off for weather' },
      admin: { initCollapsed: true },
      fields: [
        {
          // Members ask for a change by sending it; stateChanges says who may (the owner or the crew call off, the customer reschedules).
          name: 'weatherCallOff',
          type: 'select',
          options: WEATHER_CALL_OFF.options,
          index: true,
          access: { create: nobodyField },
        },
        {
          type: 'row',
          fields: [
            { name: 'calledOffAt', type: 'date', access: computed, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'answerBy', type: 'date', access: computed, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
  ],
  timestamps: true,
}
