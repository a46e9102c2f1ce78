import { type Browser, expect, type Page, test } from '@playwright/test'

import { siteUrl } from './support/admin'
import { confirmAddress } from './support/outbox'
import { islandHydrated, signedInPage } from './support/page'

/**
 * Crew in Chromium, in both languages (issue "Community …"): a captain or crew member writes a
 * profile that the showcase shows; a member asks for crew; the crew member answers on their
 * dashboard; the member accepts, and each side sees the other's address.
 */

const CASES = [
  {
    prefix: '',
    locale: 'ru-RU',
    asker: 'sailor@baikal-yachts.local',
    role: 'crew_member',
    words: {
      save: 'Сохранить профиль',
      saved: 'Профиль сохранён.',
      years: 'Опыт, лет',
      language: 'Китайский',
      bio: 'О себе',
      roleLabel: 'Член экипажа',
      wanted: 'Член экипажа',
      message: 'О поездке',
      send: 'Отправить запрос',
      sent: 'Запрос открыт: подходящие экипажи откликнутся.',
      answer: 'Ваш отклик',
      answerButton: 'Откликнуться',
      answered: 'Отклик отправлен. Решение за автором запроса.',
      accept: (name: string) => `Принять: ${name}`,
      accepted: 'Принят',
      write: 'Написать',
    },
  },
  {
    prefix: '/en',
    locale: 'en-US',
    asker: 'owner@baikal-yachts.local',
    role: 'captain',
    words: {
      save: 'Save the profile',
      saved: 'Your profile is saved.',
      years: 'Years of experience',
      language: 'Chinese',
      bio: 'About me',
      roleLabel: 'Captain',
      wanted: 'A captain',
      message: 'About the trip',
      send: 'Send the request',
      sent: 'Your request is open: crew who fit will answer it.',
      answer: 'Your answer',
      answerButton: 'Answer',
      answered: 'Your answer is sent. The member who asked decides.',
      accept: (name: string) => `Accept ${name}`,
      accepted: 'Accepted',
      write: 'Write to them',
    },
  },
] as const

/** A new, confirmed account with one crew role, signed in in a browser of its own. */
async function crewMember(browser: Browser, locale: string, role: string): Promise<{ page: Page; name: string }> {
  const page = await (await browser.newContext({ locale })).newPage()
  const email = `crew-${role}-${Date.now()}@test.local`
  const registered = await page.request.post(`${siteUrl()}/api/register`, {
    data: { firstName: 'Yuri', lastName: `Morskoy${Date.now() % 1000}`, email, password: 'Sailing#2026', roles: [role], photoUrl: null },
    headers: { origin: new URL(siteUrl()).origin },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  await confirmAddress(page.request, email)
  const me = (await (await page.request.get(`${siteUrl()}/api/user`)).json()) as { firstName: string; lastName: string }
  return { page, name: `${me.firstName} ${me.lastName.slice(0, 1)}.` }
}

for (const { prefix, locale, asker, role, words } of CASES) {
  test(`crew on ${prefix || '/'}: a profile on the showcase, a request answered and accepted`, async ({ browser }) => {
    const crew = await crewMember(browser, locale, role)
    const bio = `Ten seasons between Olkhon and Ushkany, ${Date.now()}.`
    await crew.page.goto(`${siteUrl()}${prefix}/crew/dashboard`)
    await islandHydrated(crew.page)
    await crew.page.getByLabel(words.years).fill('10')
    await crew.page.getByRole('checkbox', { name: words.language }).check()
    await crew.page.getByLabel(words.bio).fill(bio)
    await crew.page.getByRole('button', { name: words.save }).click()
    await expect(crew.page.getByRole('status').filter({ hasText: words.saved })).toBeVisible()

    await crew.page.goto(`${siteUrl()}${prefix}/crew-showcase`)
    const card = crew.page.locator('[data-crew-profile]').filter({ hasText: bio })
    await expect(card).toContainText(crew.name)
    await expect(card).toContainText(words.roleLabel)

    const member = await signedInPage(browser, asker, locale)
    await member.goto(`${siteUrl()}${prefix}/crew-request`)
    await islandHydrated(member)
    await member.getByRole('radio', { name: words.wanted }).check()
    const message = `Four guests, a week on the Small Sea, ${Date.now()}.`
    await member.getByLabel(words.message).fill(message)
    await member.getByRole('button', { name: words.send }).click()
    await expect(member.getByRole('status').filter({ hasText: words.sent })).toBeVisible()
    const requestCard = member.locator('[data-crew-request]').filter({ hasText: message })
    await expect(requestCard).toBeVisible()
    const requestId = await requestCard.getAttribute('data-crew-request')

    await crew.page.goto(`${siteUrl()}${prefix}/crew/dashboard#open`)
    await islandHydrated(crew.page)
    const open = crew.page.locator(`#open [data-crew-request="${requestId}"]`)
    await open.getByLabel(words.answer).fill('I know every bay there; my phone is +7 900 000-00-00.')
    await open.getByRole('button', { name: words.answerButton }).click()
    await expect(crew.page.getByRole('status').filter({ hasText: words.answered })).toBeVisible()
    await expect(crew.page.locator(`#answered [data-crew-request="${requestId}"]`)).toBeVisible()

    await member.reload()
    await islandHydrated(member)
    await member.getByRole('button', { name: words.accept(crew.name) }).click()
    await expect(requestCard.locator('[data-crew-answer]')).toContainText(words.accepted)
    await expect(requestCard.getByRole('link', { name: new RegExp(words.write) })).toHaveAttribute('href', /^mailto:crew-/)

    await crew.page.reload()
    await islandHydrated(crew.page)
    const mine = crew.page.locator(`#answered [data-crew-request="${requestId}"]`)
    await expect(mine).toContainText(words.accepted)
    await expect(mine.getByRole('link', { name: new RegExp(asker.replace('.', '\\.')) })).toHaveAttribute('href', `mailto:${asker}`)
  })
}

test('a member without a crew role finds no crew dashboard, and a guest is asked to sign in', async ({ browser, page }) => {
  await page.goto(`${siteUrl()}/en/crew/dashboard`)
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  const member = await signedInPage(browser, 'sailor@baikal-yachts.local', 'ru-RU')
  await member.goto(`${siteUrl()}/crew/dashboard`)
  await expect(member.getByRole('alert')).toContainText('Страница не найдена')
})

test('an owner puts the demo captain on a coming charter, and the captain finds it under My charters', async ({ browser }) => {
  const owner = await signedInPage(browser, 'owner@baikal-yachts.local', 'en-US')
  await owner.goto(`${siteUrl()}/en/owner/dashboard`)
  await islandHydrated(owner)
  // Each yacht says where its imported calendar is set (issue "Booking and payments": iCal import).
  const importLine = owner.locator('[data-calendar-import]').first()
  await expect(importLine).toContainText('Listed on other marketplaces too?')
  await expect(importLine.getByRole('link', { name: 'Set the calendar to import in the CMS' })).toHaveAttribute('href', /\/admin\/collections\/yachts\/\d+$/)
  const charter = owner.locator('[data-owner-booking]').first()
  const bookingId = await charter.getAttribute('data-owner-booking')
  await charter.getByLabel("Captain's or crew member's email").fill('captain@baikal-yachts.local')
  await charter.getByRole('button', { name: 'Put on this charter' }).click()
  await expect(charter.getByRole('button', { name: 'Take Игорь Штурманов off' })).toBeVisible()

  const captain = await signedInPage(browser, 'captain@baikal-yachts.local', 'ru-RU')
  await captain.goto(`${siteUrl()}/crew/dashboard#charters`)
  await islandHydrated(captain)
  await expect(captain.locator(`[data-crew-charter="${bookingId}"]`)).toContainText('Контакт гостей')

  await charter.getByRole('button', { name: 'Take Игорь Штурманов off' }).click()
  await expect(charter.getByText('no one yet')).toBeVisible()
})
