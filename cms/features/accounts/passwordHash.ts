import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/**
 * Checking a password against a stored hash the way Payload's login does (its helper is not
 * exported): PBKDF2-SHA256, 600,000 iterations for `pbkdf2-sha256-v1:` hashes, Payload's legacy
 * 25,000 otherwise. Used where a password is confirmed outside a sign-in (the current password
 * before a new one), and to spend the same time on an unknown address as on a known one.
 */
const CURRENT_PREFIX = 'pbkdf2-sha256-v1:'
const CURRENT = { iterations: 600_000, keyLength: 32 }
const LEGACY = { iterations: 25_000, keyLength: 512 }

export async function passwordMatches(password: string, stored: { hash?: unknown; salt?: unknown }): Promise<boolean> {
  if (typeof stored.hash !== 'string' || typeof stored.salt !== 'string') return false
  const current = stored.hash.startsWith(CURRENT_PREFIX)
  const { iterations, keyLength } = current ? CURRENT : LEGACY
  const expected = Buffer.from(current ? stored.hash.slice(CURRENT_PREFIX.length) : stored.hash, 'hex')
  const given = await pbkdf2Async(password, stored.salt, iterations, keyLength, 'sha256')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** As long as checking a password of a real account takes; the result is thrown away. */
export async function spendOnePasswordCheck(password: string): Promise<void> {
  await pbkdf2Async(password, randomBytes(32).toString('hex'), CURRENT.iterations, CURRENT.keyLength, 'sha256')
}
