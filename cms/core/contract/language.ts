import { enumeration } from './options'

/** The languages the portal speaks; Russian first, as the default. */
export const LANGUAGES = enumeration({ ru: { ru: 'Русский', en: 'Russian' }, en: { ru: 'Английский', en: 'English' } })
export type Language = (typeof LANGUAGES.values)[number]
