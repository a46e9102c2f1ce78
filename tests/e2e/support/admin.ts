import { expect, type Page } from '@playwright/test'

/** The admin account globalSetup creates for the end-to-end run (a throwaway database). */
export const E2E_ADMIN = { email: 'e2e-admin@baikal-yachts.local', password: 'E2e-admin-Passw0rd!' }

export function cmsUrl(): string {
  const url = process.env.E2E_CMS_URL
  if (!url) throw new Error('E2E_CMS_URL is not set: run the tests through playwright (globalSetup starts the portal)')
  return url
}

export function siteUrl(): string {
  const url = process.env.E2E_SITE_URL
  if (!url) throw new Error('E2E_SITE_URL is not set: run the tests through playwright (globalSetup starts the portal)')
  return url
}

/** Signs the e2e admin in to the CMS admin, in the browser's language, and waits for the dashboard. */
export async function signInToAdmin(page: Page): Promise<void> {
  await page.goto(`${cmsUrl()}/admin/login`)
  await page.getByLabel(/почта|email/i).fill(E2E_ADMIN.email)
  await page.getByLabel(/пароль|password/i).fill(E2E_ADMIN.password)
  await page.getByRole('button', { name: /войти|login/i }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
}

/** The id of a published document, by its slug (the seed's). */
export async function publishedId(collection: string, slug: string): Promise<number> {
  const res = await fetch(`${cmsUrl()}/api/${collection}?where[slug][equals]=${slug}&depth=0`)
  const id = ((await res.json()) as { docs: { id: number }[] }).docs[0]?.id
  if (!id) throw new Error(`no published ${collection} ${slug}`)
  return id
}
