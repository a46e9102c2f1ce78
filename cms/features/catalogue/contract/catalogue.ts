/**
 * The catalogue's enumerations, each written once with its labels: the CMS's select fields, the
 * site's filters and the API schemas all read these.
 */
import { enumeration } from '@cms/core/contract/options'

export const YACHT_TYPES = enumeration({
  'motor-yacht': { ru: 'Моторная яхта', en: 'Motor yacht' },
  'sail-yacht': { ru: 'Парусная яхта', en: 'Sail yacht' },
  catamaran: { ru: 'Катамаран', en: 'Catamaran' },
  speedboat: { ru: 'Скоростной катер', en: 'Speedboat' },
})

export const CAPTAIN_OPTIONS = enumeration({
  included: { ru: 'Капитан включён', en: 'Captain included' },
  optional: { ru: 'Капитан по желанию', en: 'Captain optional' },
  'not-available': { ru: 'Без капитана', en: 'Bareboat only' },
})

export const DIFFICULTIES = enumeration({
  easy: { ru: 'Лёгкий', en: 'Easy' },
  moderate: { ru: 'Средний', en: 'Moderate' },
  challenging: { ru: 'Сложный', en: 'Challenging' },
})

/** A trip package's vessel (spec 3), broader than the fleet's yacht types. */
export const TRIP_YACHT_TYPES = enumeration({
  'motor-yacht': { ru: 'Моторная яхта', en: 'Motor Yacht' },
  'sailing-yacht': { ru: 'Парусная яхта', en: 'Sailing Yacht' },
  catamaran: { ru: 'Катамаран', en: 'Catamaran' },
  'research-vessel': { ru: 'Исследовательское судно', en: 'Research Vessel' },
  'luxury-yacht': { ru: 'Люкс-яхта', en: 'Luxury Yacht' },
})

/** The six service category cards of the home and services pages (spec 2.3, 3). */
export const SERVICES = enumeration({
  crew: { ru: 'Экипаж', en: 'Crew' },
  charters: { ru: 'Чартеры', en: 'Charters' },
  training: { ru: 'Обучение', en: 'Training' },
  safety: { ru: 'Безопасность', en: 'Safety' },
  catering: { ru: 'Кейтеринг', en: 'Catering' },
  photography: { ru: 'Фотосъёмка', en: 'Photography' },
})

/** The wiki's sections, in reading order: from first steps aboard to the lake's history. */
export const WIKI_CATEGORIES = enumeration({
  'sailing-basics': { ru: 'Основы парусного спорта', en: 'Sailing basics' },
  safety: { ru: 'Безопасность', en: 'Safety' },
  navigation: { ru: 'Навигация', en: 'Navigation' },
  nature: { ru: 'Природа Байкала', en: 'Baikal nature' },
  history: { ru: 'История', en: 'History' },
  equipment: { ru: 'Снаряжение', en: 'Equipment' },
})
