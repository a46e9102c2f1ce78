/** Where the language choice is kept (spec section 7): a cookie for a year and local storage. */
export const LANGUAGE_COOKIE = 'i18next'
export const LANGUAGE_STORAGE_KEY = 'i18nextLng'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

export function rememberLanguage(language: 'ru' | 'en'): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // storage may be unavailable (private mode); the cookie still carries the choice
  }
}
