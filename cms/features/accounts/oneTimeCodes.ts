import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/**
 * The secrets behind password-reset codes and verification links. Codes are 6 digits, so their
 * hash is keyed with the server's secret and bound to the user: a leaked table cannot be
 * brute-forced offline without the key. Verification tokens are 256 random bits.
 */
export const RESET_CODE_TTL_MS = 15 * 60 * 1000
export const RESET_CODE_MAX_ATTEMPTS = 5
export const VERIFICATION_TTL_MS = 48 * 60 * 60 * 1000

export function newResetCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

export function newVerificationToken(): string {
  return randomBytes(32).toString('base64url')
}

export function hashSecret(serverSecret: string, userId: number | string, secret: string): string {
  return createHmac('sha256', serverSecret)
    .update(`${String(userId)}:${secret}`)
    .digest('hex')
}

/** Verification tokens are looked up by their hash alone (the link carries no user id). */
export function hashToken(serverSecret: string, token: string): string {
  return createHmac('sha256', serverSecret).update(`token:${token}`).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
