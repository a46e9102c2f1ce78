import i18next, { type i18n } from 'i18next'
import { useState, type ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'

import type { Locale } from '@site/i18n'
import { rememberingT, type Translate } from '@site/i18n/rememberingT'

/**
 * The strings an island is given: one language, flat keys, already filtered to what the island
 * shows. Most islands receive them from their Astro page (see `stringsWithPrefix`): an island
 * importing the i18n module would put every string of both languages into its bundle. An island
 * on thousands of pages imports its own locale files instead (islandStrings.ts).
 */
export type IslandStrings = { locale: Locale; strings: Record<string, string> }

/**
 * An i18next instance of its own per island: islands on one page may carry different strings,
 * and a shared global instance would let the last one to start win.
 */
export function createIslandI18n({ locale, strings }: IslandStrings): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: locale,
    // The page already merged the English fallback into `strings`.
    fallbackLng: false,
    resources: { [locale]: { translation: strings } },
    // Keys are flat ('auth.error.required'): dots and colons are part of the key, not paths.
    keySeparator: false,
    nsSeparator: false,
    // React escapes what it renders; escaping here too would show '&amp;' to the user.
    interpolation: { escapeValue: false },
    // The resources are in hand, so the instance is ready in the same tick: the server render and
    // the first client render show the same text, with no suspense and no hydration mismatch.
    initAsync: false,
    react: { useSuspense: false },
  })
  return instance
}

/**
 * On the server, one instance per set of strings: a build's pages hand their islands the same few
 * sets (stringsWithPrefix), and making an instance for each island of 20,000 pages took 6 s. The
 * instance is only read while rendering: its language and strings never change.
 */
const serverInstances = new WeakMap<Record<string, string>, i18n>()

function islandI18n(island: IslandStrings): i18n {
  if (typeof window !== 'undefined') return createIslandI18n(island)
  let instance = serverInstances.get(island.strings)
  if (instance?.language !== island.locale) {
    instance = rememberingFixedT(createIslandI18n(island))
    serverInstances.set(island.strings, instance)
  }
  return instance
}

/**
 * A server instance whose `getFixedT`, which `useTranslation()` asks for on every render, gives
 * one remembering `t` per language, namespace, prefix and options (rememberingT): the island
 * renders on every page of a build, asking for the same texts each time.
 */
function rememberingFixedT(instance: i18n): i18n {
  const fixedT = instance.getFixedT.bind(instance)
  const remembered = new Map<string, Translate>()
  const getFixedT = (...args: Parameters<i18n['getFixedT']>) => {
    // A prefix given as a selector function cannot be told apart from another: not remembered.
    if (typeof args[2] === 'function') return fixedT(...args)
    const id = JSON.stringify(args)
    let t = remembered.get(id)
    if (!t) {
      t = rememberingT(fixedT(...args) as unknown as Translate)
      remembered.set(id, t)
    }
    return t
  }
  // i18next types getFixedT's result by the resources; this passes every call on.
  instance.getFixedT = getFixedT as unknown as i18n['getFixedT']
  return instance
}

type Props = IslandStrings & { children: ReactNode }

/** Lets everything inside call `useTranslation()` with the island's own strings. */
export function IslandI18n({ locale, strings, children }: Props) {
  // Created once: the props come from the server and do not change while the island lives.
  const [instance] = useState(() => islandI18n({ locale, strings }))
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>
}
