import type { Locale } from '@site/i18n'
import { islandStrings } from '@site/i18n/islandStrings'
import english from '@site/i18n/locales/en/messages.json'
import russian from '@site/i18n/locales/ru/messages.json'

const strings = islandStrings(english, russian)

/** The `messages.` strings of the conversations' islands in a language (islandStrings): the question on every yacht page, and /messages. */
export function messagesStrings(locale: Locale): Readonly<Record<string, string>> {
  return strings[locale]
}
