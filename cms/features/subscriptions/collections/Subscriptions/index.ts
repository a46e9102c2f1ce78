import { LANGUAGES } from '@cms/core/contract/language'
import type { CollectionConfig } from 'payload'

import { adminOrHolder } from '@cms/core/access/adminOrHolder'
import { nobody, nobodyField } from '@cms/core/access/nobody'
import { BILLING_PERIODS, PLAN_KINDS, SUBSCRIPTION_STATUSES } from '../../contract/plans'
import { limitCreatesPerVisitor } from '@cms/core/hooks/limitCreatesPerVisitor'
import { cancelAtPeriodEndOnly } from './hooks/cancelAtPeriodEndOnly'
import { priceSubscription } from './hooks/priceSubscription'

/** Admins read every subscription; a member, their own. */
const adminOrSubscriber = adminOrHolder('subscriber')

/**
 * Members' and businesses' subscriptions to plans (issue #14). The subscription flow creates them
 * pending (create is nobody's: priceSubscription takes the price from the plan); the provider's
 * signed callback makes one active for a month or a year and keeps the card it was paid with for
 * the renewals (settlePayment); the renewal job charges that card at the period's end, or lets the
 * subscription lapse when its subscriber cancelled. The only thing a subscriber (or an admin)
 * changes is whether it ends at the period's end. One active subscription per member and kind is
 * the database's partial unique index (see the migration).
 */
export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  labels: { singular: { ru: 'Подписка', en: 'Subscription' }, plural: { ru: 'Подписки', en: 'Subscriptions' } },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['createdAt', 'subscriber', 'plan', 'period', 'price', 'status', 'currentPeriodEnd', 'cancelAtPeriodEnd'],
    group: { ru: 'Люди', en: 'People' },
  },
  defaultSort: '-createdAt',
  access: { create: nobody, read: adminOrSubscriber, update: adminOrSubscriber, delete: nobody },
  hooks: { beforeOperation: [limitCreatesPerVisitor('subscription')], beforeChange: [priceSubscription, cancelAtPeriodEndOnly] },
  // What was bought, for how much and until when is the payment flow's to write (settlePayment, the renewal job).
  fields: [
    { name: 'subscriber', type: 'relationship', relationTo: 'users', required: true, index: true, access: { update: nobodyField } },
    { name: 'plan', type: 'relationship', relationTo: 'plans', required: true, access: { update: nobodyField } },
    {
      type: 'row',
      fields: [
        { name: 'kind', type: 'select', required: true, options: PLAN_KINDS.options, access: { update: nobodyField } },
        { name: 'period', type: 'select', required: true, options: BILLING_PERIODS.options, access: { update: nobodyField } },
        { name: 'price', type: 'number', required: true, min: 1, access: { update: nobodyField }, label: { ru: 'Цена за период, ₽', en: 'Price per period, RUB' } },
        { name: 'currency', type: 'select', required: true, defaultValue: 'RUB', options: [{ value: 'RUB', label: 'RUB' }], access: { update: nobodyField } },
      ],
    },
    { name: 'status', type: 'select', required: true, defaultValue: 'pending', index: true, options: SUBSCRIPTION_STATUSES.options, access: { update: nobodyField } },
    {
      name: 'cancelAtPeriodEnd',
      type: 'checkbox',
      defaultValue: false,
      label: { ru: 'Закончится в конце периода', en: 'Ends at the period’s end' },
    },
    {
      type: 'row',
      fields: [
        { name: 'currentPeriodStart', type: 'date', access: { update: nobodyField }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'currentPeriodEnd', type: 'date', index: true, access: { update: nobodyField }, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    { name: 'provider', type: 'text', maxLength: 40, access: { update: nobodyField }, admin: { readOnly: true, position: 'sidebar' } },
    // The provider's token for the card of the first payment, charged for renewals; never shown.
    { name: 'savedCard', type: 'text', maxLength: 200, hidden: true, access: { update: nobodyField } },
    // The renewal's payment attempt the job opened, and when: its callback extends the period.
    { name: 'renewalPayment', type: 'relationship', relationTo: 'payments', access: { update: nobodyField }, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'renewalAttemptedAt', type: 'date', access: { update: nobodyField }, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'lapsedAt', type: 'date', access: { update: nobodyField }, admin: { readOnly: true, position: 'sidebar' } },
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options, access: { update: nobodyField }, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}
