/** A phone number as people write it: digits, spaces, brackets and dashes, an optional leading +. */
export const CONTACT_PHONE_PATTERN = /^\+?[0-9 ()-]{5,31}$/
