import type { TFunction } from 'i18next'

import type { ServiceCard } from './ServiceCards'
import { localizedPath, type Locale } from '@site/i18n'
import { findAll } from '@site/lib/cms'

/** The published service cards with their links, and the dialog's labels, for the ServiceCards island. */
export async function serviceCards(locale: Locale, t: TFunction) {
  const services = await findAll('services', { locale, depth: 0, sort: 'order' })
  const cards: ServiceCard[] = services.map((service) => ({
    key: service.key,
    title: service.title,
    description: service.description,
    icon: service.icon,
    features: (service.features ?? []).map((f) => f.text),
    priceText: service.priceText,
    detailedDescription: service.detailedDescription,
    benefits: (service.benefits ?? []).map((b) => b.text),
    // Booking starts by choosing a yacht; a consultation is the contact form with the service chosen.
    bookHref: `${localizedPath(locale, '/yachts')}?service=${service.key}`,
    consultHref: `${localizedPath(locale, '/contact')}?service=${service.key}`,
  }))
  const labels = {
    details: t('services.details'),
    included: t('services.included'),
    benefits: t('services.benefits'),
    price: t('services.price'),
    book: t('services.book'),
    consult: t('services.consult'),
    close: t('services.close'),
  }
  return { cards, labels }
}
