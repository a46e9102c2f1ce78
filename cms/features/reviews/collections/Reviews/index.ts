import type { CollectionConfig, NumberField } from 'payload'

import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { nobodyField } from '@cms/core/access/nobody'
import { staffOrSelfRelation } from '@cms/core/access/staffOrSelfRelation'
import { verifiedMembersOrAdmins } from '@cms/core/access/verified'
import { LANGUAGES } from '@cms/core/contract/language'
import { limitCreatesPerAccount } from '@cms/core/hooks/limitCreatesPerAccount'
import { RATING_MAX, RATING_MIN, REVIEW_ANSWER_MAX, REVIEW_BODY_MAX, REVIEW_BODY_MIN } from '../../contract/reviews'
import { reviewChangers, visibleOrOwnReview } from './access'
import { reviewChanged, reviewDeleted } from './hooks/reviewChanged'
import { writeReview } from './hooks/writeReview'

/** Set by the hooks from the booking or the moment, never by a request. */
const computed = { create: nobodyField, update: nobodyField }

function stars(name: string, label: { ru: string; en: string }, required: boolean): NumberField {
  return {
    name,
    type: 'number',
    label,
    required,
    min: RATING_MIN,
    max: RATING_MAX,
    // Whole stars only: Payload's own check of min and max gives way to this one, so it checks both.
    validate: (value: number | number[] | null | undefined) => {
      if (value === null || value === undefined) return required ? 'required' : true
      return typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX ? true : `${RATING_MIN}–${RATING_MAX}`
    },
  }
}

/**
 * Reviews of completed charters (issue "Reviews from real charters…"). The rules hold at every
 * door (hooks/writeReview.ts): one review per booking (also the database's unique index), by the
 * booking's customer, of a completed charter, within 60 days of its end; its author changes it for
 * 48 hours; the yacht's owner answers once; admins hide. Everyone reads the visible ones: the static
 * site reads them anonymously at build time, so the author is shown only by `authorName`.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: { ru: 'Отзыв', en: 'Review' }, plural: { ru: 'Отзывы', en: 'Reviews' } },
  admin: {
    group: { ru: 'Сообщество', en: 'Community' },
    defaultColumns: ['yacht', 'authorName', 'rating', 'body', 'hidden', 'createdAt'],
    useAsTitle: 'authorName',
  },
  access: { read: visibleOrOwnReview, create: verifiedMembersOrAdmins, update: reviewChangers, delete: isAdmin },
  hooks: {
    beforeOperation: [limitCreatesPerAccount('review')],
    beforeChange: [writeReview],
    afterChange: [reviewChanged],
    afterDelete: [reviewDeleted],
  },
  fields: [
    {
      name: 'booking',
      type: 'relationship',
      relationTo: 'bookings',
      required: true,
      unique: true,
      access: { read: staffOrSelfRelation('author'), update: nobodyField },
    },
    { name: 'author', type: 'relationship', relationTo: 'users', index: true, access: { read: staffOrSelfRelation('author'), ...computed }, admin: { readOnly: true } },
    { name: 'authorName', type: 'text', maxLength: 120, access: computed, admin: { readOnly: true } },
    { name: 'yacht', type: 'relationship', relationTo: 'yachts', index: true, access: computed, admin: { readOnly: true } },
    { name: 'tripPackage', type: 'relationship', relationTo: 'trip-packages', index: true, access: computed, admin: { readOnly: true } },
    { name: 'sailedOn', type: 'text', maxLength: 10, access: computed, admin: { readOnly: true, description: { ru: 'Последний день чартера', en: 'The charter’s last day' } } },
    stars('rating', { ru: 'Оценка чартера', en: 'Charter rating' }, true),
    {
      type: 'row',
      fields: [
        stars('yachtRating', { ru: 'Яхта', en: 'Yacht' }, false),
        stars('crewRating', { ru: 'Экипаж', en: 'Crew' }, false),
        stars('valueRating', { ru: 'Цена и качество', en: 'Value' }, false),
      ],
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      maxLength: REVIEW_BODY_MAX,
      label: { ru: 'Текст', en: 'Text' },
      validate: (value: string | null | undefined) => {
        const length = value?.trim().length ?? 0
        return length >= REVIEW_BODY_MIN && length <= REVIEW_BODY_MAX ? true : length === 0 ? 'required' : length < REVIEW_BODY_MIN ? 'tooShort' : 'tooLong'
      },
    },
    // The language it was written in: a page shows reviews in its own language first.
    { name: 'language', type: 'select', required: true, defaultValue: 'ru', options: LANGUAGES.options },
    { name: 'editedAt', type: 'date', access: computed, admin: { readOnly: true } },
    {
      name: 'answer',
      type: 'textarea',
      maxLength: REVIEW_ANSWER_MAX,
      label: { ru: 'Ответ владельца', en: 'Owner’s answer' },
      access: { create: nobodyField },
      // An answer is words: blank is no answer (only an admin takes one back, by clearing it).
      validate: (value: string | null | undefined) => (value === null || value === undefined || value === '' || value.trim().length > 0 ? true : 'required'),
    },
    { name: 'answeredAt', type: 'date', access: computed, admin: { readOnly: true } },
    { name: 'hidden', type: 'checkbox', defaultValue: false, index: true, access: { create: isAdminField, update: isAdminField } },
    { name: 'hiddenAt', type: 'date', access: { read: isAdminField, ...computed }, admin: { readOnly: true } },
    { name: 'hiddenBy', type: 'relationship', relationTo: 'users', access: { read: isAdminField, ...computed }, admin: { readOnly: true } },
  ],
  timestamps: true,
}
