/** A `t` as i18next calls it: a key, then options (a count, values to put in) or a default text. */
export type Translate = (key: unknown, ...rest: unknown[]) => string

/**
 * How many texts worked out with values one `t` keeps. A catalogue's build asks for a few thousand
 * (prices, years, counts); the bound keeps a long-running server's memory flat whatever it is asked.
 */
const MAX_TEXTS_WITH_VALUES = 20_000

/** A letter for each plain type: the number 1 and the text "1" are different options to i18next. */
function typeLetter(value: unknown): string | null {
  switch (typeof value) {
    case 'string':
      return 's'
    case 'number':
      return 'n'
    case 'boolean':
      return 'b'
    default:
      return null
  }
}

/**
 * The id of `key` asked with `options` whose every value is a string, number or boolean; null for
 * any other options. Options that i18next could answer differently get different ids: each part
 * comes after its length, so no text can pass for a separator. The same options in another order
 * of their names only miss. One pass over the options: checking the values and then
 * JSON.stringify took 1.9 s of a catalogue's build.
 */
function idWithOptions(key: string, options: unknown): string | null {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return null
  let id = `${key.length}:${key}`
  for (const [name, value] of Object.entries(options)) {
    const letter = typeLetter(value)
    if (letter === null) return null
    const text = String(value)
    id += `${name.length}:${name}${letter}${text.length}:${text}`
  }
  return id
}

/**
 * `t`, remembering the text of each key it was asked for, and of each key with the same plain
 * options. A build's pages ask for the same few hundred, and i18next works each one out again on
 * every call: 22 s of a catalogue's 20,000 pages for the keys without options, then 5 s more, in
 * a profile of the main thread, for those with values and the islands' calls. Anything else (a
 * list of keys, options holding objects) goes to i18next each time. The resources must not change
 * while `t` lives, as in a build and in the site server.
 */
export function rememberingT(t: Translate): Translate {
  const texts = new Map<string, string>()
  const withValues = new Map<string, string>()
  return (key, ...rest) => {
    if (typeof key !== 'string') return t(key, ...rest)
    if (rest.length === 0) {
      let text = texts.get(key)
      if (text === undefined) {
        text = t(key)
        texts.set(key, text)
      }
      return text
    }
    const id = rest.length === 1 ? idWithOptions(key, rest[0]) : null
    if (id === null) return t(key, ...rest)
    let text = withValues.get(id)
    if (text === undefined) {
      text = t(key, rest[0])
      if (withValues.size < MAX_TEXTS_WITH_VALUES) withValues.set(id, text)
    }
    return text
  }
}
