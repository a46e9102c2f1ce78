/**
 * The visitor's session on the site's origin: Payload's token in the HttpOnly `payload-token`
 * cookie, and beside it a readable `portal-session` flag with the same lifetime, so a page knows
 * whether to ask who is signed in without a request for every guest.
 */
export const TOKEN_COOKIE = 'payload-token'
export const SESSION_FLAG_COOKIE = 'portal-session'
