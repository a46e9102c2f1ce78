import type { AstroCookies } from 'astro'

import type { PortalUser } from '../../../../cms/auth/portalUser'
import { callCms } from './cmsApi'
import { sessionToken } from './session'

export type { PortalUser }

/** The signed-in visitor (Payload checks the token and that its session is still open), or null. */
export async function currentUser(cookies: AstroCookies): Promise<{ user: PortalUser; token: string } | null> {
  const token = sessionToken(cookies)
  if (!token) return null
  const answer = await callCms('/api/portal/me', { token })
  const user = answer.status === 200 ? (answer.body.user as PortalUser | null) : null
  return user ? { user, token } : null
}

/** The visitor's address as the CMS's limits count it. */
export function clientAddressOf(context: { clientAddress?: string; request: Request }): string {
  try {
    return context.clientAddress ?? 'unknown'
  } catch {
    // Adapters without the socket (tests through `fetch` handlers) have no address to give.
    return 'unknown'
  }
}
