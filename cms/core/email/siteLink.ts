/** The public site's address (SITE_URL), without a trailing slash: emails and feeds link to it. */
export const siteUrl = (): string => (process.env.SITE_URL || 'http://localhost:4321').replace(/\/$/, '')

/** A page of the public site in a language: Russian at the root, English under /en. */
export const siteLink = (language: 'ru' | 'en', path: string): string => `${siteUrl()}${language === 'en' ? '/en' : ''}${path}`
