/**
 * The pages no search engine should list: a member's or the staff's own pages (the account, the
 * dashboards, the admin, the messages), the steps of a flow (signing in, confirming an address,
 * the test payment) and the forms that make content. Their shells hold nothing for a visitor who
 * is not signed in. They carry `noindex` (layouts/Base.astro) and are left out of the sitemap
 * (astro.config.mjs). Addresses in either language, with or without the trailing slash.
 */
const UNLISTED_PAGE =
  /^\/(?:en\/)?(?:auth|account|verify-email|bookings|messages|sandbox|payment-test|service-company|admin(?:\/.+)?|(?:content|events)\/create|content\/dashboard|[\w-]+\/dashboard|newsletter\/(?:confirm|unsubscribe))\/?$/

export const isUnlistedPage = (pathname: string): boolean => UNLISTED_PAGE.test(pathname)
