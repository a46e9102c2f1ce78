import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { nobody } from '@cms/core/access/nobody'

const GATEWAY_CHARGE_STATES = ['open', 'requires-action', 'succeeded', 'failed', 'refunded', 'partially-refunded'] as const
export type GatewayChargeState = (typeof GATEWAY_CHARGE_STATES)[number]

/**
 * The ledger of the portal's own test gateway (cms/features/payments/testGateway), the payment provider
 * when no real one is configured. It stands where a card processor's records would: what was
 * charged, on which card (brand and last four digits only), and every webhook it sent back with
 * the answer it got (the log /payment-test shows). Only the gateway writes it.
 */
export const GatewayCharges: CollectionConfig = {
  slug: 'gateway-charges',
  labels: { singular: { ru: 'Тестовый платёж шлюза', en: 'Test gateway charge' }, plural: { ru: 'Тестовый шлюз', en: 'Test gateway' } },
  admin: {
    useAsTitle: 'description',
    defaultColumns: ['createdAt', 'amount', 'currency', 'state', 'cardLast4', 'merchantReference'],
    group: { ru: 'Система', en: 'System' },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: adminOrHolder('payer'), update: nobody, delete: nobody },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'amount', type: 'number', required: true, min: 1 },
        { name: 'currency', type: 'select', required: true, options: ['RUB', 'USD'].map((value) => ({ value, label: value })) },
        { name: 'refundedAmount', type: 'number', required: true, defaultValue: 0, min: 0 },
      ],
    },
    { name: 'description', type: 'text', maxLength: 200 },
    // The merchant's own id for the charge (the portal's payment); empty for a /payment-test charge.
    { name: 'merchantReference', type: 'text', maxLength: 80, index: true },
    { name: 'state', type: 'select', required: true, defaultValue: 'open', options: GATEWAY_CHARGE_STATES.map((value) => ({ value, label: value })) },
    { name: 'payer', type: 'relationship', relationTo: 'users', index: true },
    // The browser's key to pay this one charge; never shown, not even to admins.
    { name: 'clientSecret', type: 'text', required: true, hidden: true },
    {
      type: 'row',
      fields: [
        { name: 'cardBrand', type: 'text', maxLength: 20 },
        { name: 'cardLast4', type: 'text', maxLength: 4 },
        { name: 'failureCode', type: 'text', maxLength: 40 },
      ],
    },
    { name: 'webhookUrl', type: 'text', required: true, maxLength: 500 },
    // The merchant asked to keep the card for later charges (a subscription's renewals): the
    // token it gets back, and whether that card declines charges made without its holder.
    { name: 'saveCard', type: 'checkbox', defaultValue: false },
    { name: 'savedCard', type: 'text', unique: true, maxLength: 80, hidden: true },
    { name: 'savedCardDeclines', type: 'checkbox', defaultValue: false, hidden: true },
    // For a charge of a kept card: the token it charged (no card form, no holder present).
    { name: 'chargedSavedCard', type: 'text', maxLength: 80, hidden: true },
    // Each delivery attempt: the event, when, the answer's status (or the network error).
    { name: 'deliveries', type: 'json', admin: { readOnly: true } },
    // Each refund with its idempotency key: a second request with the same key refunds nothing more.
    { name: 'refunds', type: 'json', admin: { readOnly: true } },
  ],
  timestamps: true,
}
