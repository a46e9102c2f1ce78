/** A `t` as i18next calls it: a key, then options (a count, values to put in) or a default text. */
export type Translate = (key: unknown, ...rest: unknown[]) => string

/**
 * How many texts worked out with values one `t` keeps. A catalogue's build asks for a few thousand
 * (prices, years, counts); the bound keeps a long-running server's memory flat whatever it is asked.
 */
const MAX_TEXTS_WITH_VALUES = 20_000

/** Whether a value is a string, number or boolean. */
const plain = (value: unknown) => typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'

/** Options whose every value is plain: the same options give the same text. */
function plainOptions(options: unknown): options is Record<string, string | number | boolean> {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return false
  return Object.values(options).every(plain)
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
    if (rest.length > 1 || !plainOptions(rest[0])) return t(key, ...rest)
    const id = `${key}\u0000${JSON.stringify(rest[0])}`
    let text = withValues.get(id)
    if (text === undefined) {
      text = t(key, rest[0])
      if (withValues.size < MAX_TEXTS_WITH_VALUES) withValues.set(id, text)
    }
    return text
  }
}
