import type { GlobalConfig } from 'payload'

import { isContentStaff } from '@cms/core/access/isContentStaff'
import { publishedOrStaff } from '@cms/core/access/publishedOrStaff'
import { DEFAULT_DONATION_AMOUNTS, DONATION_MAX_RUB, DONATION_MIN_RUB } from '@cms/features/donations/contract/donations'
import { DEFAULT_WIND_WARNING_MS } from '@cms/features/weather/contract/weather'
import { requestSiteRebuildAfterGlobalChange } from '../requestSiteRebuild'

const url = (value: string | null | undefined) => (!value || value === '#' || /^https?:\/\/\S+$/.test(value) ? true : 'Please enter a full link starting with https://')

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: { ru: 'Настройки сайта', en: 'Site settings' },
  admin: { group: { ru: 'Контент', en: 'Content' } },
  // Drafts are the staff's: anyone else, asking for one by any door, gets the published version.
  access: { read: publishedOrStaff, update: isContentStaff, readVersions: isContentStaff },
  versions: { drafts: true, max: 25 },
  hooks: { afterChange: [requestSiteRebuildAfterGlobalChange] },
  fields: [
    {
      // The forecast's wind warning (destination pages, booking details, the assistant).
      name: 'windWarningMs',
      type: 'number',
      min: 3,
      max: 40,
      defaultValue: DEFAULT_WIND_WARNING_MS,
      admin: {
        description: {
          ru: 'Прогноз предупреждает о ветре сильнее этого, м/с',
          en: 'The forecast warns of wind stronger than this, m/s',
        },
      },
    },
    {
      // The amounts /donations offers as buttons (a donor may also type their own).
      name: 'donationAmounts',
      type: 'number',
      hasMany: true,
      min: DONATION_MIN_RUB,
      max: DONATION_MAX_RUB,
      maxRows: 6,
      defaultValue: [...DEFAULT_DONATION_AMOUNTS],
      admin: { description: { ru: 'Суммы пожертвований на странице /donations, ₽', en: 'The donation amounts /donations offers, RUB' } },
    },
    {
      name: 'contacts',
      type: 'group',
      fields: [
        { name: 'phone', type: 'text', required: true, maxLength: 32 },
        { name: 'email', type: 'email', required: true },
        { name: 'address', type: 'text', localized: true, maxLength: 200 },
      ],
    },
    {
      name: 'socials',
      type: 'group',
      fields: [
        { name: 'videoChannel', type: 'text', validate: url },
        { name: 'photoSharing', type: 'text', validate: url },
        { name: 'messenger', type: 'text', validate: url },
      ],
    },
  ],
}
