/**
 * What the page does when its own code fails to load in the browser (spec 2.1 and 2.2):
 * - one of the site's scripts cannot be fetched or run (typically an old page open across a
 *   deploy whose chunks are gone): the top-level 'Ошибка приложения' screen;
 * - one island cannot hydrate: the 'Ошибка загрузки' screen in that island's place.
 * Errors from elsewhere (extensions, other origins, pictures) are not the application's and must
 * not cover the page.
 */
export type AppFailure =
  /** A `<script>` or module preload failed to load (its `error` event, seen in the capture phase). */
  | { kind: 'script'; url: string }
  /** Astro's `astro:hydration-error` from an island. */
  | { kind: 'island'; componentUrl: string; message: string }
  /** A promise rejected with nobody handling it, e.g. a dynamic `import()` of a chunk. */
  | { kind: 'rejection'; message: string }

export type FailureScreen = 'application' | 'component' | null

const IMPORT_FAILURE = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i

const isOwnScript = (url: string, siteOrigin: string) => {
  try {
    const parsed = new URL(url, siteOrigin)
    return parsed.origin === siteOrigin && /\.m?js$/.test(parsed.pathname)
  } catch {
    return false
  }
}

export function screenFor(failure: AppFailure, siteOrigin: string): FailureScreen {
  switch (failure.kind) {
    case 'script':
      return isOwnScript(failure.url, siteOrigin) ? 'application' : null
    case 'island':
      return isOwnScript(failure.componentUrl, siteOrigin) ? 'component' : null
    case 'rejection':
      return IMPORT_FAILURE.test(failure.message) ? 'application' : null
  }
}

/** The text shown under the screen's title: what failed. */
export function failureMessage(failure: AppFailure): string {
  return failure.kind === 'script' ? `${failure.url}` : failure.message
}

/** The error screens' texts are the spec's Russian on every page; only the button follows the page. */
const RELOAD_LABEL = { ru: 'Перезагрузить', en: 'Reload' } as const

export function reloadLabel(language: string): string {
  return language === 'en' ? RELOAD_LABEL.en : RELOAD_LABEL.ru
}
