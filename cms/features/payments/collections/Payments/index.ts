import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { nobody } from '@cms/core/access/nobody'
import { PAYMENT_PROVIDERS, PAYMENT_STATES } from '../../contract/payments'

/**
 * Attempts to pay a booking (issue "Booking and payments") or an event's entry fee, one per try,
 * whatever the provider.
 * Only the server writes them (cms/features/payments/flows): started by the customer's payment step,
 * settled by the provider's signed callback, refunded by a cancellation. Money records are never
 * deleted or edited by hand.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: { singular: { ru: 'Платёж', en: 'Payment' }, plural: { ru: 'Платежи', en: 'Payments' } },
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['createdAt', 'booking', 'provider', 'amount', 'currency', 'state', 'refundedAmount'],
    group: { ru: 'Флот', en: 'Fleet' },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: adminOrHolder('customer'), update: nobody, delete: nobody },
  fields: [
    // What it pays: a booking, a place at an event with an entry fee, a donation or a subscription's period. Kept when an admin deletes
    // either: the money record outlives it.
    { name: 'booking', type: 'relationship', relationTo: 'bookings', index: true },
    { name: 'registration', type: 'relationship', relationTo: 'event-registrations', index: true },
    { name: 'donation', type: 'relationship', relationTo: 'donations', index: true },
    { name: 'subscription', type: 'relationship', relationTo: 'subscriptions', index: true },
    { name: 'customer', type: 'relationship', relationTo: 'users', index: true },
    {
      type: 'row',
      fields: [
        { name: 'provider', type: 'select', required: true, options: PAYMENT_PROVIDERS.options },
        // The provider's id of this attempt (a gateway charge, a Stripe Checkout Session).
        { name: 'reference', type: 'text', unique: true, maxLength: 255 },
        // Stripe's PaymentIntent, which refunds name; the test gateway's charge is its own reference.
        { name: 'providerPaymentId', type: 'text', maxLength: 255 },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'amount', type: 'number', required: true, min: 0 },
        { name: 'currency', type: 'select', required: true, options: ['RUB', 'USD'].map((value) => ({ value, label: value })) },
        { name: 'refundedAmount', type: 'number', required: true, defaultValue: 0, min: 0 },
      ],
    },
    { name: 'state', type: 'select', required: true, defaultValue: 'initiated', options: PAYMENT_STATES.options, index: true },
    // Whether this payment is the one that paid for what it names (a booking, a place at an event, a
    // donation or a subscription's period): another may have come too late, or been a second.
    {
      name: 'paidFor',
      type: 'checkbox',
      defaultValue: false,
      label: { ru: 'Оплатил покупку', en: 'Paid for its purchase' },
    },
    { name: 'failureCode', type: 'text', maxLength: 80 },
  ],
  timestamps: true,
}
