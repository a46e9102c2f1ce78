import type { GlobalConfig } from 'payload'

import { isContentStaff } from '@cms/core/access/isContentStaff'
import { publishedOrStaff } from '@cms/core/access/publishedOrStaff'
import { AUTOSAVE_INTERVAL_MS } from '../collections/publicContent'
import { previewAdmin } from '../preview/previewAddress'
import { requestSiteRebuildAfterGlobalChange } from '../requestSiteRebuild'

/** The home page's editable parts: the hero slideshow, featured trips and the rating badge (spec 2.3). */
const HERO_SLIDE_COUNT = 5

export const Home: GlobalConfig = {
  slug: 'home',
  label: { ru: 'Главная страница', en: 'Home page' },
  admin: { group: { ru: 'Контент', en: 'Content' }, ...previewAdmin({ global: 'home' }) },
  // Drafts are the staff's: anyone else, asking for one by any door, gets the published version.
  access: { read: publishedOrStaff, update: isContentStaff, readVersions: isContentStaff },
  versions: { drafts: { autosave: { interval: AUTOSAVE_INTERVAL_MS }, schedulePublish: true }, max: 25 },
  hooks: { afterChange: [requestSiteRebuildAfterGlobalChange] },
  fields: [
    {
      name: 'heroSlides',
      type: 'array',
      label: { ru: 'Слайды', en: 'Hero slides' },
      required: true,
      minRows: HERO_SLIDE_COUNT,
      maxRows: HERO_SLIDE_COUNT,
      admin: { description: { ru: 'Ровно пять слайдов', en: 'Exactly five slides' } },
      fields: [
        { name: 'image', type: 'upload', relationTo: 'media', required: true },
        { name: 'title', type: 'text', required: true, localized: true, maxLength: 100 },
        { name: 'subtitle', type: 'text', required: true, localized: true, maxLength: 140 },
        { name: 'description', type: 'textarea', required: true, localized: true, maxLength: 400 },
      ],
    },
    {
      name: 'featuredTripPackages',
      type: 'relationship',
      relationTo: 'trip-packages',
      hasMany: true,
      maxRows: 6,
      label: { ru: 'Избранные турпакеты', en: 'Featured trip packages' },
    },
    {
      name: 'ratingBadgeText',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 120,
      defaultValue: '4.9 out of 5 stars, based on 150+ reviews',
    },
  ],
}
