import { type APIRequestContext, request as requests } from '@playwright/test'

import { cmsUrl, E2E_ADMIN, siteUrl } from './admin'

/**
 * The latest email the portal kept for an address (no mail provider in tests), read as the admin
 * from a request context of its own: the admin's CMS cookie must not reach the visitor's browser
 * (cookies on localhost ignore the port).
 */
export async function latestEmailTo(to: string): Promise<{ subject: string; text: string } | null> {
  const request = await requests.newContext()
  const login = await request.post(`${cmsUrl()}/api/users/login`, { data: E2E_ADMIN })
  const { token } = (await login.json()) as { token: string }
  const query = new URLSearchParams({ 'where[to][equals]': to, sort: '-createdAt', limit: '1' })
  const answer = await request.get(`${cmsUrl()}/api/email-outbox?${query}`, { headers: { authorization: `JWT ${token}` } })
  const { docs } = (await answer.json()) as { docs: { subject: string; text: string }[] }
  await request.dispose()
  return docs[0] ?? null
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? null
export const verificationPathIn = (text: string) => /https?:\/\/[^/\s]+(\/[^\s]*verify-email\?token=[\w-]+)/.exec(text)?.[1] ?? null

/** Follows the confirmation link mailed to `email`, as its owner would. */
export async function confirmAddress(request: APIRequestContext, email: string): Promise<void> {
  const path = verificationPathIn((await latestEmailTo(email))?.text ?? '')
  const token = path ? new URL(path, 'http://x').searchParams.get('token') : null
  if (!token) throw new Error(`no confirmation link was mailed to ${email}`)
  const answer = await request.post(`${siteUrl()}/api/verify-email`, { data: { token }, headers: { origin: new URL(siteUrl()).origin } })
  if (answer.status() !== 200) throw new Error(`confirming ${email} answered ${answer.status()}`)
}
