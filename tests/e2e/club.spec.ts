import { expect, test } from '@playwright/test'

import { E2E_ADMIN, siteUrl } from './support/admin'
import { islandHydrated, signedInPage } from './support/page'
import { confirmAddress } from './support/outbox'

/** The social club in Chromium, in both languages (issue "Community …"): join a category with one's name listed, leave; a captain is confirmed by an admin. */

const CASES = [
  {
    path: '/social-club',
    email: 'sailor@baikal-yachts.local',
    locale: 'ru-RU',
    words: {
      category: 'Болельщики',
      listed: 'Показывать моё имя в списке клуба',
      join: 'Вступить в клуб',
      joined: 'Добро пожаловать в клуб.',
      leave: 'Выйти из клуба',
      left: 'Вы вышли из клуба.',
      names: 'Участники, показавшие своё имя',
      count: /^(\d+) участник/,
    },
  },
  {
    path: '/en/social-club',
    email: 'owner@baikal-yachts.local',
    locale: 'en-US',
    words: {
      category: 'Voyagers',
      listed: "Show my name in the club's list",
      join: 'Join the club',
      joined: 'Welcome to the club.',
      leave: 'Leave the club',
      left: 'You have left the club.',
      names: 'Members who show their name',
      count: /^(\d+) member/,
    },
  },
] as const

for (const { path, email, locale, words } of CASES) {
  test(`a member joins the club on ${path} with their name listed, and leaves`, async ({ browser }) => {
    const page = await signedInPage(browser, email, locale)
    await page.goto(`${siteUrl()}${path}`)
    await islandHydrated(page)
    const card = page.locator(`[data-club-category="${locale === 'ru-RU' ? 'fans' : 'voyagers'}"]`)
    const count = async () => Number(words.count.exec((await card.locator('[data-club-count]').textContent()) ?? '')?.[1])
    await expect(card.locator('[data-club-count]')).toHaveText(words.count)
    const before = await count()
    await expect(page.getByRole('radio', { name: locale === 'ru-RU' ? 'Капитаны' : 'Captains' })).toBeDisabled()
    await page.getByRole('radio', { name: words.category }).check()
    await page.getByLabel(words.listed).check()
    await page.getByRole('button', { name: words.join }).click()
    await expect(page.getByRole('status').filter({ hasText: words.joined })).toBeVisible()
    await expect.poll(count).toBe(before + 1)
    const me = (await (await page.request.get(`${siteUrl()}/api/user`)).json()) as { firstName: string; lastName: string }
    await card.getByText(words.names).click()
    await expect(card).toContainText(`${me.firstName} ${me.lastName.slice(0, 1)}.`)

    await page.getByRole('button', { name: words.leave }).click()
    await expect(page.getByRole('status').filter({ hasText: words.left })).toBeVisible()
    await expect.poll(count).toBe(before)
  })
}

test('a captain asks to join the captains and an admin confirms them', async ({ browser }) => {
  const captain = await (await browser.newContext({ locale: 'en-US' })).newPage()
  const email = `captain-${Date.now()}@test.local`
  const origin = new URL(siteUrl()).origin
  const registered = await captain.request.post(`${siteUrl()}/api/register`, {
    data: { firstName: 'Ivan', lastName: 'Shkiper', email, password: 'Sailing#2026', roles: ['captain'], photoUrl: null },
    headers: { origin, 'accept-language': 'en' },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  await confirmAddress(captain.request, email)
  await captain.goto(`${siteUrl()}/en/social-club`)
  await islandHydrated(captain)
  await captain.getByRole('radio', { name: 'Captains' }).check()
  await captain.getByRole('button', { name: 'Join the club' }).click()
  await expect(captain.getByText('You asked to join the captains: an administrator will confirm it soon.')).toBeVisible()

  const admin = await signedInPage(browser, E2E_ADMIN.email, 'en-US')
  await admin.goto(`${siteUrl()}/en/social-club#pending`)
  await islandHydrated(admin)
  await admin.getByRole('button', { name: 'Confirm Ivan Shkiper' }).click()
  await expect(admin.getByRole('status').filter({ hasText: 'Ivan Shkiper is confirmed as a captain.' })).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Confirm Ivan Shkiper' })).toHaveCount(0)

  await captain.reload()
  await expect(captain.getByText('You are in the club: Captains.')).toBeVisible()
})

test('the club pages list their coming events and lead to the social club', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/baikal-club`)
  const events = page.getByRole('region', { name: 'Coming events' })
  await expect(events.locator('[data-event-id]').first()).toBeVisible()
  await events.getByRole('link', { name: 'Join the club' }).click()
  await expect(page).toHaveURL(/\/en\/social-club$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Social club')
})
