import { expect, type Page, test } from '@playwright/test'

import { publishedId, siteUrl } from './support/admin'
import { confirmAddress } from './support/outbox'
import { hydratedIsland, signedInPage } from './support/page'

/** Conversations in Chromium (issue "… conversations between guests, owners and crew"): a guest asks before booking, the owner replies. */

const OWNER = 'owner@baikal-yachts.local'

/** A new confirmed member, signed in in `page`: a guest who has never booked, so their question's contacts are masked. */
async function newGuest(page: Page): Promise<void> {
  const email = `guest-${Date.now()}@test.local`
  const registered = await page.request.post(`${siteUrl()}/api/register`, {
    data: { firstName: 'Ирина', lastName: 'Гостева', email, password: 'Guest-Passw0rd!', roles: ['customer'], phone: '+7 900 555-66-88', photoUrl: null },
    headers: { origin: new URL(siteUrl()).origin, 'accept-language': 'ru' },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  await confirmAddress(page.request, email)
}

test('a guest asks the owner a question before booking, and the owner replies; the guest sees it without a reload', async ({ browser, page }) => {
  await newGuest(page)
  // Angara stays the demo owner's all run long (the booking journeys give Nerpa and Olkhon Spirit to owners of their own).
  const angara = await publishedId('yachts', 'angara')
  await page.goto(`${siteUrl()}/yacht/${angara}`)
  // A client:visible island: a click on its server-rendered button before React takes over is lost.
  const ask = await hydratedIsland(page, '[data-ask-owner]')
  await ask.getByRole('button', { name: 'Спросить владельца' }).click()
  await ask.getByLabel('Ваш вопрос').fill('Можно ли взять собаку? Мой телефон +7 914 123-45-67, подробнее https://example.org/dog')
  await ask.getByRole('button', { name: 'Отправить вопрос' }).click()
  await expect(ask.getByRole('status')).toContainText('Вопрос отправлен.')
  await ask.getByRole('link', { name: 'Открыть переписку' }).click()

  const thread = page.getByRole('region', { name: /Angara · Вопрос о яхте/ })
  // The phone number is masked before any booking; the link stays a link.
  await expect(thread.getByRole('list', { name: 'Переписка' })).toContainText('Мой телефон •••')
  await expect(thread.getByRole('link', { name: 'https://example.org/dog' })).toHaveAttribute('href', 'https://example.org/dog')

  // The owner, in English: the header counts the unread message; the dashboard links to the messages.
  const owner = await signedInPage(browser, OWNER, 'en-US')
  await owner.goto(`${siteUrl()}/en/owner/dashboard`)
  await expect(owner.getByRole('link', { name: /Messages, \d+ unread/ })).toBeVisible()
  await owner.getByRole('link', { name: 'All messages' }).click()
  await owner.getByRole('button', { name: /Angara.*Question about the yacht.*Ирина Г\./s }).click()
  const ownersThread = owner.getByRole('region', { name: /Angara · Question about the yacht/ })
  await expect(ownersThread).toContainText('Можно ли взять собаку?')
  await ownersThread.getByLabel('Your message').fill('Yes, dogs are welcome aboard.')
  await ownersThread.getByRole('button', { name: 'Send' }).click()
  await expect(ownersThread.getByRole('list', { name: 'Conversation' })).toContainText('Yes, dogs are welcome aboard.')

  // The guest's open page shows the answer by itself (it polls).
  await expect(thread.getByRole('list', { name: 'Переписка' })).toContainText('Yes, dogs are welcome aboard.', { timeout: 30_000 })
  await owner.close()
})

test('a booking’s customer writes to the owner from the booking’s card', async ({ browser }) => {
  const sailor = await signedInPage(browser, 'sailor@baikal-yachts.local', 'en-US')
  await sailor.goto(`${siteUrl()}/en/bookings`)
  const card = sailor.locator('[id^="booking-"]').first()
  await card.getByRole('link', { name: 'Write about this booking' }).click()
  const thread = sailor.getByRole('region', { name: /· Booking №\d+/ })
  await thread.getByLabel('Your message').fill('We will be there at 9, call me on +7 914 000-33-44.')
  await thread.getByRole('button', { name: 'Send' }).click()
  // A booking's conversation keeps contact details: the charter is booked.
  await expect(thread.getByRole('list', { name: 'Conversation' })).toContainText('+7 914 000-33-44')
  await sailor.close()
})
