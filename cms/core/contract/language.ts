import { enumeration, type Labels } from './options'

/** The languages the portal speaks; Russian first, as the default. */
export const LANGUAGES = enumeration({ ru: { ru: 'Русский', en: 'Russian' }, en: { ru: 'Английский', en: 'English' } })
export type Language = (typeof LANGUAGES.values)[number]

/** The CMS's default locale: a localised field with no value in another language shows this one's. */
export const DEFAULT_LANGUAGE: Language = 'ru'

/** A text in the language a CMS request speaks (the admin's, or a REST caller's Accept-Language): Russian, else English. */
export function inRequestLanguage(req: { i18n?: { language?: string } }, text: Labels): string {
  return req.i18n?.language === 'ru' ? text.ru : text.en
}
