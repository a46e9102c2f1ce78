import { islandStrings } from '@site/i18n/islandStrings'
import english from '@site/i18n/locales/en/messages.json'
import russian from '@site/i18n/locales/ru/messages.json'

/** The `messages.` strings of the conversations' islands (islandStrings): the question on every yacht page, and /messages. */
export const messagesStrings = islandStrings(english, russian)
