import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

export type FirstAdmin = { email: string; generatedPassword?: string }

const DEFAULT_ADMIN_EMAIL = 'admin@baikal-yachts.local'

/**
 * Makes sure someone can sign in to the admin: when no admin exists, creates one from
 * ADMIN_EMAIL/ADMIN_PASSWORD (which must meet the password rules of spec 5), or with a generated
 * password that the caller shows once.
 * Returns null when an admin already exists.
 */
export async function ensureFirstAdmin(payload: Payload, env: NodeJS.ProcessEnv): Promise<FirstAdmin | null> {
  const { totalDocs } = await payload.count({ collection: 'users', where: { roles: { contains: 'admin' } }, overrideAccess: true })
  if (totalDocs > 0) return null
  const email = env.ADMIN_EMAIL || DEFAULT_ADMIN_EMAIL
  // 96 random bits, plus a capital, a digit and a sign: the password rules hold for the admin too.
  const generatedPassword = env.ADMIN_PASSWORD ? undefined : `${randomBytes(12).toString('base64url')}-Q7!`
  await payload.create({
    collection: 'users',
    data: {
      email,
      password: env.ADMIN_PASSWORD || generatedPassword!,
      firstName: 'Admin',
      lastName: 'Baikal',
      roles: ['admin'],
      emailVerified: true,
    },
    overrideAccess: true,
  })
  return { email, generatedPassword }
}
