import crypto from 'node:crypto'

// Looked up on the module at each call, as Payload's own sign-in does, so both are the same
// `crypto.pbkdf2` a test can count.
const pbkdf2Async = (password: string, salt: string, iterations: number, keyLength: number): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    crypto.pbkdf2(password, salt, iterations, keyLength, 'sha256', (error, key) => (error ? reject(error) : resolve(key)))
  })

/**
 * Checking a password against a stored hash the way Payload's login does (its helper is not
 * exported): PBKDF2-SHA256, 600,000 iterations for `pbkdf2-sha256-v1:` hashes, Payload's legacy
 * 25,000 otherwise. Used where a password is confirmed outside a sign-in (the current password
 * before a new one), and to spend the same time on an unknown address as on a known one.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
export const CURRENT_PASSWORD_HASH = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT_PASSWORD_HASH : LEGACY
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash, 'hex')
  const given = await pbkdf2Async(password, stored.salt, iterations, keyLength)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** As long as checking a password of a real account takes; the result is thrown away. */
export async function spendOnePasswordCheck(password: string): Promise<void> {
  await pbkdf2Async(password, crypto.randomBytes(32).toString('hex'), CURRENT_PASSWORD_HASH.iterations, CURRENT_PASSWORD_HASH.keyLength)
}
