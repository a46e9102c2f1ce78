import type { SeedSiteSettings } from '../types'

export const siteSettings: SeedSiteSettings = {
  phone: '+7 3952 48-27-15',
  email: 'info@baikal-yachts.ru',
  address: {
    ru: '664050, Иркутск, ул. Байкальская, 253, офис 410',
    en: 'Office 410, 253 Baikalskaya St., Irkutsk 664050, Russia',
  },
  socials: {
    videoChannel: '#',
    photoSharing: '#',
    messenger: 'https://t.me/baikal_yachts',
  },
}
