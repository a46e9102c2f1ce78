import { LANGUAGES } from '@cms/core/contract/language'
import type { CollectionConfig } from 'payload'

import { anyone } from '@cms/core/access/anyone'
import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { checkNewsletterEmail, NEWSLETTER_TEXTS, SUBSCRIBER_STATUSES } from '../../contract/newsletter'
import { exportSubscribers } from '../../exportCsv'
import { oneClickUnsubscribe } from '../../flows/unsubscribe'
import { followStatus } from './hooks/followStatus'
import { limitSignUps } from './hooks/limitSignUps'
import { mailSubscriber } from './hooks/mailSubscriber'
import { nobodyField } from '@cms/core/access/nobody'

const serverSet = { create: nobodyField, update: nobodyField }

/**
 * The newsletter's addresses, with the double opt-in (spec 2.6, issue #11). Anyone may sign an
 * address up (it starts pending and is mailed a confirmation link); only admins read, edit and
 * export the list. The portal's sign-up route adds only the upsert: an address already known is
 * told so, or sent its link again (cms/features/newsletter/flows/subscribe.ts).
 */
export const NewsletterSubscribers: CollectionConfig = {
  slug: 'newsletter-subscribers',
  labels: { singular: { ru: 'Подписчик', en: 'Subscriber' }, plural: { ru: 'Подписчики рассылки', en: 'Newsletter subscribers' } },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'confirmedAt', 'language', 'requestedAt'],
    group: { ru: 'Люди', en: 'People' },
    description: {
      ru: 'Рассылку получают только подтверждённые адреса. Время подтверждения — время согласия.',
      en: 'Only confirmed addresses receive the newsletter. The confirmation time is the time consent was given.',
    },
    components: { beforeListTable: ['/features/newsletter/components/SubscribersExport#SubscribersExport'] },
  },
  defaultSort: '-createdAt',
  access: { create: anyone, read: isAdmin, update: isAdmin, delete: isAdmin },
  endpoints: [
    { path: '/export.csv', method: 'get', handler: exportSubscribers },
    { path: '/one-click', method: 'post', handler: oneClickUnsubscribe },
  ],
  hooks: { beforeOperation: [limitSignUps], beforeChange: [followStatus], afterChange: [mailSubscriber] },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      access: { update: isAdminField },
      // Spec 5's rule, the one the footer's form checks (and at most 254 characters).
      validate: (value: string | null | undefined) => (checkNewsletterEmail(value).ok ? true : NEWSLETTER_TEXTS.invalid.en),
    },
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options, label: { ru: 'Язык писем', en: 'Language of the mail' } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: SUBSCRIBER_STATUSES.options,
      access: { create: isAdminField, update: isAdminField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'confirmedAt',
      type: 'date',
      label: { ru: 'Согласие получено', en: 'Consent given' },
      access: serverSet,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'requestedAt',
      type: 'date',
      label: { ru: 'Подписка запрошена', en: 'Sign-up requested' },
      access: serverSet,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'unsubscribedAt',
      type: 'date',
      label: { ru: 'Отписка', en: 'Unsubscribed' },
      access: serverSet,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // The confirmation link's token, as a keyed hash; spent when the address is confirmed.
    { name: 'confirmTokenHash', type: 'text', index: true, hidden: true, access: serverSet },
    { name: 'confirmExpiresAt', type: 'date', hidden: true, access: serverSet },
  ],
  timestamps: true,
}
