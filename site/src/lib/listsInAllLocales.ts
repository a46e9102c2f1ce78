/**
 * A collection's list in one language, made from the CMS's list in all of them (`locale=all`).
 * The CMS reads every language of a document whichever it is asked for, and spends most of a
 * list's time turning its rows into documents (Drizzle's read transform, then Payload's afterRead):
 * at 3,000 yachts, 1.16 s for the English list and 1.12 s for the Russian against 1.31 s for both
 * at once, measured here. A build reads each catalogue list in both languages, on the CMS's one
 * thread, while its pages wait.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type Language as Locale } from '@cms/core/contract/language'
import { isListRequest } from '../integrations/liveCmsAnswers'

/** A list in one language as made from the list in all: that list's request, the language, and the fields it is sorted by. */
export type AllLocalesRequest = { request: string; locale: Locale; sort: string[] }

/**
 * The request of the same list in all languages, for a collection's whole list in one
 * (`pagination=false`, as lib/cms.ts findAll asks) in a given order. Not for a list in the CMS's
 * default order, nor sorted by a field `select` leaves out: that may be a localised field, which
 * the answer would not show (docsInLocale).
 */
export function allLocalesRequest(request: string): AllLocalesRequest | null {
  if (!isListRequest(request)) return null
  const [pathname = '', query = ''] = request.split('?')
  const params = new URLSearchParams(query)
  const locale = LANGUAGES.values.find((code) => code === params.get('locale'))
  const sort = params
    .get('sort')
    ?.split(',')
    .map((field) => field.replace(/^-/, ''))
  if (!locale || !sort) return null
  const selected = [...params.keys()].flatMap((key) => /^select\[([^\]]+)\]/.exec(key)?.[1] ?? [])
  if (selected.length > 0 && sort.some((field) => field !== 'id' && !selected.includes(field.split('.')[0] ?? ''))) return null
  params.set('locale', 'all')
  return { request: `${pathname}?${params}`, locale, sort }
}

type Values = Record<string, unknown>

/** The languages' codes, made once: isByLocale looks up every key of a list of 45 MB. */
const LANGUAGE_CODES: ReadonlySet<string> = new Set(LANGUAGES.values)

/**
 * Whether a value of an answer in all languages is a localised field's, by language: an object
 * whose every key is a language's code. The collections the site lists hold no other such object,
 * and localise only text, rich text and the text of a list's rows, whose fallback inLocale
 * follows (an integration test compares the catalogue's lists with the CMS's own answers).
 */
function isByLocale(value: unknown): value is Values {
  if (typeof value !== 'object' || value === null) return false
  let keys = 0
  for (const key in value) {
    if (!LANGUAGE_CODES.has(key)) return false
    keys++
  }
  return keys > 0
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === ''

/**
 * `value` as the CMS answers in `locale`: each localised field's value in it, or, when it has
 * none, the default language's (Payload's fallback: a value in it that is not empty). A part
 * with no localised value in it (a rich text's tree, a picture's sizes) is the same object in
 * every language, not a copy. Made for both languages from the list of 10,000 yachts, copies
 * took the build's one thread 0.58–0.71 s and 77 MB, against 0.44–0.48 s and 53 MB so.
 */
export function inLocale(value: unknown, locale: Locale): unknown {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined
    for (let index = 0; index < value.length; index++) {
      const item = inLocale(value[index], locale)
      if (item !== value[index] && !copy) copy = value.slice(0, index)
      copy?.push(item)
    }
    return copy ?? value
  }
  if (isByLocale(value)) {
    const own = value[locale]
    const fallback = value[DEFAULT_LANGUAGE]
    return inLocale(isEmpty(own) && fallback ? fallback : own, locale)
  }
  let copy: Values | undefined
  for (const key in value) {
    const field = (value as Values)[key]
    const shown = inLocale(field, locale)
    if (shown !== field && !copy) copy = fieldsBefore(value as Values, key)
    if (copy) copy[key] = shown
  }
  return copy ?? value
}

/** The fields of `value` before `key`, in their order. */
function fieldsBefore(value: Values, key: string): Values {
  const fields: Values = {}
  for (const name in value) {
    if (name === key) break
    fields[name] = value[name]
  }
  return fields
}

/**
 * Whether documents sorted by `path` (`homeMarina.name`) are in the same order in every language:
 * no document holds a value by language there, and the documents show the field at all (a
 * relation not read, or a field `select` left out, may be localised).
 */
function sortsAlike(docs: unknown[], path: string): boolean {
  let held = false
  const keys = path.split('.')
  for (const doc of docs) {
    let value: unknown = doc
    for (let depth = 0; depth <= keys.length; depth++) {
      if (isByLocale(value)) return false
      if (depth === keys.length) break
      if (typeof value !== 'object' || value === null) return false
      value = (value as Values)[keys[depth] as string]
    }
    if (value !== undefined) held = true
  }
  return held || docs.length === 0
}

/**
 * The documents of a list in all languages (`docs`) as the CMS lists them in `locale`. Null when
 * the order may differ by language: a field it is sorted by is localised, or not in the documents
 * (left out by `select`), so the list is asked for in the language itself.
 */
export function docsInLocale(docs: unknown[], { locale, sort }: Pick<AllLocalesRequest, 'locale' | 'sort'>): unknown[] | null {
  if (!sort.every((path) => sortsAlike(docs, path))) return null
  return docs.map((doc) => inLocale(doc, locale))
}
