import type { Payload, PayloadRequest } from 'payload'

import type { AuthCodePurpose } from './collections/AuthCodes'
import { resetCodeEmail } from './emails/resetCode'
import { verificationEmail } from './emails/verification'
import type { User } from '@cms/payload-types'
import { hashSecret, hashToken, newResetCode, newVerificationToken, RESET_CODE_MAX_ATTEMPTS, RESET_CODE_TTL_MS, sameHash, VERIFICATION_TTL_MS } from './oneTimeCodes'

/**
 * Issuing and redeeming the emailed one-time secrets. A new secret deletes the user's earlier
 * ones of the same purpose, so only the latest email works. These run as the server (the
 * collection is closed to every API caller), on the visitor's request when one is given.
 */

type Recipient = Pick<User, 'id' | 'email' | 'firstName'>

async function replaceCode(payload: Payload, req: PayloadRequest | undefined, user: Recipient, purpose: AuthCodePurpose, secretHash: string, ttlMs: number) {
  await payload.delete({ collection: 'auth-codes', where: { and: [{ user: { equals: user.id } }, { purpose: { equals: purpose } }] }, req })
  await payload.create({
    collection: 'auth-codes',
    data: { user: user.id, email: user.email, purpose, secretHash, expiresAt: new Date(Date.now() + ttlMs).toISOString(), attempts: 0 },
    req,
  })
}

export async function sendResetCode(payload: Payload, user: Recipient, language: 'ru' | 'en', req?: PayloadRequest): Promise<void> {
  const code = newResetCode()
  await replaceCode(payload, req, user, 'password-reset', hashSecret(payload.config.secret, user.id, code), RESET_CODE_TTL_MS)
  await payload.sendEmail({ to: user.email, ...resetCodeEmail({ code, firstName: user.firstName, language, minutes: RESET_CODE_TTL_MS / 60_000 }) })
}

export async function sendVerificationLink(payload: Payload, user: Recipient, language: 'ru' | 'en', req?: PayloadRequest): Promise<void> {
  const token = newVerificationToken()
  await replaceCode(payload, req, user, 'email-verification', hashToken(payload.config.secret, token), VERIFICATION_TTL_MS)
  const site = (process.env.SITE_URL ?? 'http://localhost:4321').replace(/\/$/, '')
  const link = `${site}${language === 'en' ? '/en' : ''}/verify-email?token=${token}`
  await payload.sendEmail({ to: user.email, ...verificationEmail({ link, firstName: user.firstName, language, hours: VERIFICATION_TTL_MS / 3_600_000 }) })
}

export type RedeemResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'exhausted' }

/** Checks a reset code: right → used up; wrong → one try fewer (5 in all); expired or used → refused. */
export async function redeemResetCode(payload: Payload, user: Pick<User, 'id' | 'email'>, code: string, req?: PayloadRequest): Promise<RedeemResult> {
  const { docs } = await payload.find({
    collection: 'auth-codes',
    where: { and: [{ user: { equals: user.id } }, { email: { equals: user.email } }, { purpose: { equals: 'password-reset' } }, { usedAt: { exists: false } }] },
    sort: '-createdAt',
    limit: 1,
    showHiddenFields: true,
    req,
  })
  const record = docs[0]
  if (!record) return { ok: false, reason: 'invalid' }
  if (new Date(record.expiresAt).getTime() < Date.now()) return { ok: false, reason: 'expired' }
  if (record.attempts >= RESET_CODE_MAX_ATTEMPTS) return { ok: false, reason: 'exhausted' }
  if (!sameHash(record.secretHash, hashSecret(payload.config.secret, user.id, code))) {
    await payload.update({ collection: 'auth-codes', id: record.id, data: { attempts: record.attempts + 1 }, req })
    return { ok: false, reason: record.attempts + 1 >= RESET_CODE_MAX_ATTEMPTS ? 'exhausted' : 'invalid' }
  }
  await payload.update({ collection: 'auth-codes', id: record.id, data: { usedAt: new Date().toISOString() }, req })
  return { ok: true }
}

/**
 * The user a verification token belongs to, once: the token is used up. It confirms only the
 * address it was mailed to, and only while that is still the account's address.
 */
export async function redeemVerificationToken(
  payload: Payload,
  token: string,
  req?: PayloadRequest,
): Promise<{ ok: true; userId: number; email: string } | { ok: false; reason: 'invalid' | 'expired' }> {
  const { docs } = await payload.find({
    collection: 'auth-codes',
    where: { and: [{ secretHash: { equals: hashToken(payload.config.secret, token) } }, { purpose: { equals: 'email-verification' } }, { usedAt: { exists: false } }] },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    req,
  })
  const record = docs[0]
  if (!record) return { ok: false, reason: 'invalid' }
  if (new Date(record.expiresAt).getTime() < Date.now()) return { ok: false, reason: 'expired' }
  await payload.update({ collection: 'auth-codes', id: record.id, data: { usedAt: new Date().toISOString() }, req })
  return { ok: true, userId: typeof record.user === 'object' ? record.user.id : record.user, email: record.email }
}
