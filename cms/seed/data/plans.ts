import type { Localized } from '../types'

export type SeedPlan = {
  name: Localized
  kind: 'member' | 'business'
  summary: Localized
  monthlyPrice: number
  yearlyPrice: number
  features: Localized[]
  bookingDiscountPercent?: number
  maxYachts?: number
  featuredPlacement?: boolean
  sortOrder: number
}

/** Two member plans and two business tiers; a year costs ten months. */
export const plans: SeedPlan[] = [
  {
    name: { ru: 'Путешественник', en: 'Voyager' },
    kind: 'member',
    summary: { ru: 'Для гостей, которые выходят на воду несколько раз за сезон.', en: 'For guests who go out on the water several times a season.' },
    monthlyPrice: 990,
    yearlyPrice: 9_900,
    bookingDiscountPercent: 5,
    features: [
      { ru: 'Скидка 5% на каждое бронирование яхты и тура', en: '5% off every yacht and trip package you book' },
      { ru: 'Подборки маршрутов под ваши интересы', en: 'Route suggestions tailored to your interests' },
      { ru: 'Помощь консьержа в планировании поездки', en: 'Help from our concierge in planning your trip' },
    ],
    sortOrder: 1,
  },
  {
    name: { ru: 'Капитан', en: 'Captain' },
    kind: 'member',
    summary: { ru: 'Для капитанов и тех, кто проводит на Байкале всё лето.', en: 'For captains and those who spend the whole summer on Baikal.' },
    monthlyPrice: 2_490,
    yearlyPrice: 24_900,
    bookingDiscountPercent: 10,
    features: [
      { ru: 'Скидка 10% на каждое бронирование яхты и тура', en: '10% off every yacht and trip package you book' },
      { ru: 'Всё, что входит в «Путешественник»', en: 'Everything in Voyager' },
      { ru: 'Материалы Капитанского клуба', en: 'The Captains’ Club materials' },
    ],
    sortOrder: 2,
  },
  {
    name: { ru: 'Причал', en: 'Berth' },
    kind: 'business',
    summary: { ru: 'Для владельца нескольких яхт: больше места в каталоге.', en: 'For an owner of a few yachts: more room in the catalogue.' },
    monthlyPrice: 2_900,
    yearlyPrice: 29_000,
    maxYachts: 6,
    featuredPlacement: false,
    features: [
      { ru: 'До 6 яхт в каталоге', en: 'Up to 6 yachts in the catalogue' },
      { ru: 'Календари и заявки всех яхт в одном кабинете', en: 'Every yacht’s calendar and requests in one dashboard' },
    ],
    sortOrder: 3,
  },
  {
    name: { ru: 'Флотилия', en: 'Fleet' },
    kind: 'business',
    summary: { ru: 'Для чартерных компаний: большой флот первым в каталоге.', en: 'For charter companies: a large fleet, first in the catalogue.' },
    monthlyPrice: 7_900,
    yearlyPrice: 79_000,
    maxYachts: 25,
    featuredPlacement: true,
    features: [
      { ru: 'До 25 яхт в каталоге', en: 'Up to 25 yachts in the catalogue' },
      { ru: 'Ваши яхты — первыми в каталоге, с отметкой «Рекомендуем»', en: 'Your yachts first in the catalogue, marked “Featured”' },
      { ru: 'Персональный менеджер', en: 'A personal manager' },
    ],
    sortOrder: 4,
  },
]
