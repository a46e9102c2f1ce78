import { atom } from 'nanostores'

import { apiRequest, getJson, type PortalUser, readJson, wroteData } from '@site/lib/api/client'
import type { RegisterRequest } from '@cms/features/accounts/contract/auth'
import { SESSION_FLAG_COOKIE } from '@cms/features/accounts/contract/session'

/**
 * The signed-in user, shared by every island and script on the page: null for a guest (spec
 * 4.1). Set on sign-in and registration, cleared on sign-out even when the call fails.
 */
export type SessionUser = PortalUser

export const $session = atom<SessionUser | null>(null)

/**
 * Changes of the session, numbered in the order they began: a load takes its number when it asks,
 * any other change when it is made. A change older than the one that last set the session is out
 * of date and sets nothing: a load that answers after a later load, a sign-in or a sign-out has
 * set the session (a page that confirms the address loads it again while the header's first load
 * may still be under way). A later load that fails leaves an earlier answer in place.
 */
let changesBegun = 0
let latestSet = 0

function setUser(user: SessionUser | null, change = ++changesBegun): void {
  if (change < latestSet) return
  latestSet = change
  $session.set(user)
}

/** Spec 9: a read is retried once, after 1 s. */
const RETRY_AFTER_MS = 1000

/**
 * Who is signed in, asked of the API only when the session flag says someone may be. A 503 (the
 * back end is failing) is not "signed out": the read is retried once, then the failure is thrown
 * for the caller to tell, and the session's cookies stay for the next page.
 */
export async function loadSession(): Promise<SessionUser | null> {
  if (!document.cookie.split('; ').some((pair) => pair.startsWith(`${SESSION_FLAG_COOKIE}=`))) {
    setUser(null)
    return null
  }
  const load = ++changesBegun
  let user: SessionUser | null
  try {
    user = await getJson<SessionUser>('/api/user', { on401: 'null' })
  } catch {
    await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS))
    user = await getJson<SessionUser>('/api/user', { on401: 'null' })
  }
  setUser(user, load)
  // A later change's user, when one has set the session since this load asked.
  return $session.get()
}

/** POST /api/login with `username` holding the email (spec 7). Throws ApiError on refusal. */
export async function signIn(email: string, password: string): Promise<SessionUser> {
  const user = await readJson<SessionUser>(await apiRequest('POST', '/api/login', { username: email, password }))
  setUser(user)
  return user
}

/** POST /api/register: the form without confirmPassword, with photoUrl null (spec 3). */
export async function register(form: Omit<RegisterRequest, 'photoUrl'>): Promise<SessionUser> {
  const user = await readJson<SessionUser>(await apiRequest('POST', '/api/register', { ...form, photoUrl: null }))
  setUser(user)
  return user
}

/** Replaces the user after a profile change. */
export function updateSessionUser(user: SessionUser): void {
  setUser(user)
}

/**
 * Signs out: the session and every cached datum are cleared whether or not the call succeeds
 * (spec 4.1). Resolves to the error, if any, for the caller's toast.
 */
export async function signOut(): Promise<Error | null> {
  let failure: Error | null = null
  try {
    await apiRequest('POST', '/api/logout')
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error))
  }
  setUser(null)
  // What this visitor read is not the next one's, whether or not the server heard the sign-out.
  wroteData()
  // Only admins hold notifications: their store loads with the bell, not with every page.
  await import('./notifications').then(({ forgetNotifications }) => forgetNotifications())
  // When the call failed the server could not clear its cookies: forget the readable flag here,
  // so the next page does not ask who is signed in and show the user again (spec 4.1, 7).
  document.cookie = `${SESSION_FLAG_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`
  return failure
}
