import { type APIRequestContext, type Browser, expect, type Page, request as requests, test } from '@playwright/test'

import { cmsUrl, E2E_ADMIN, siteUrl } from './support/admin'
import { confirmAddress } from './support/outbox'
import { freezeClock, hydratedIsland, islandHydrated, toast } from './support/page'
import { seasonDay } from './support/seasonDays'

/**
 * Booking and paying in Chromium, as a customer does it: the yacht page's Book panel through its
 * five steps, the test gateway's card form (a good card, a declined one, one that asks to
 * confirm), /bookings with its tabs and cancellation, and a hold that runs out mid-checkout.
 */
const PASSWORD = 'Sailing#2026'
let counter = 0

/** A confirmed member, signed in in this page's browser context. */
async function signedInMember(page: Page, language: 'en' | 'ru', roles: string[] = ['customer']): Promise<string> {
  const email = `booker-${Date.now()}-${++counter}@test.local`
  const origin = new URL(siteUrl()).origin
  const registered = await page.request.post(`${siteUrl()}/api/register`, {
    data: { firstName: 'Marina', lastName: 'Volkova', email, password: PASSWORD, roles, phone: '+7 900 555-66-77', photoUrl: null },
    headers: { origin, 'accept-language': language },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  await confirmAddress(page.request, email)
  return email
}

async function yachtId(request: APIRequestContext, name: string): Promise<number> {
  const answer = await request.get(`${cmsUrl()}/api/yachts?where[name][equals]=${encodeURIComponent(name)}&depth=0&limit=1`)
  return ((await answer.json()) as { docs: { id: number }[] }).docs[0]!.id
}

/** A day of the coming sailing season, this many days into it: the journeys book days the portal sells. */
const day = (offset: number) => seasonDay(offset - 20)

/** What a day on Angara costs, by the seed's prices: the high season's in July and August, at weekends more. */
function angaraDay(date: string): number {
  const highSeason = date.slice(5) >= '07-01' && date.slice(5) <= '08-31'
  const weekend = [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay())
  return highSeason ? (weekend ? 216_000 : 200_000) : 160_000
}

async function chooseDates(page: Page, labels: { start: string; end: string; next: string }, start: number, end: number) {
  await page.getByLabel(labels.start).fill(day(start))
  await page.getByLabel(labels.end).fill(day(end))
  await page.getByRole('button', { name: labels.next }).click()
}

async function payWith(page: Page, number: string, payLabel: RegExp) {
  await page.getByLabel(/Card number|Номер карты/).fill(number)
  await page.getByLabel(/Expiry|Срок действия/).fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByRole('button', { name: payLabel }).click()
}

test('a customer books a yacht, pays with the test card, finds it in their bookings and cancels it for a refund', async ({ page }) => {
  const email = await signedInMember(page, 'en')
  await page.goto(`${siteUrl()}/en/yachts/${await yachtId(page.request, 'Angara')}`)
  const panel = page.getByRole('region', { name: 'Book this yacht' })
  await hydratedIsland(page, panel)
  await expect(panel.getByRole('navigation', { name: 'Booking steps' }).locator('[aria-current="step"]')).toContainText('Choose dates')
  await expect(panel).toContainText('Cancellation policy: Moderate')

  // Two days, catering for 4: the price is shown before anything is sent.
  await panel.getByLabel('Guests').fill('4')
  await panel.getByLabel(/Catering/).check()
  await panel.getByLabel('First day').fill(day(40))
  await panel.getByLabel('Last day').fill(day(41))
  await expect(panel.getByText('Total')).toBeVisible()
  // Angara's two days at their season's price (base 160,000, July and August 200,000, at weekends 216,000) and catering for 4.
  const total = `RUB ${(angaraDay(day(40)) + angaraDay(day(41)) + 4 * 2 * 2_500).toLocaleString('en-US')}`
  await expect(panel).toContainText(total)
  await panel.getByRole('button', { name: 'Continue' }).click()

  await expect(panel.getByLabel('Email')).toHaveValue(email)
  await expect(panel.getByLabel('Contact name')).toHaveValue('Marina Volkova')
  await panel.getByRole('button', { name: 'Book' }).click()

  await expect(panel.locator('[aria-current="step"]')).toContainText('Payment')
  await expect(panel.getByRole('timer')).toContainText(/The dates are held for you for 1[45]:/)
  await payWith(page, '4242 4242 4242 4242', new RegExp(`Pay ${total}`))
  await expect(panel.getByRole('status')).toContainText('Your booking is confirmed')
  await expect(panel.locator('[aria-current="step"]')).toContainText('Confirmation')

  await panel.getByRole('link', { name: 'My bookings' }).click()
  await expect(page).toHaveURL(/\/en\/bookings\?booking=\d+/)
  const card = page.getByRole('listitem').filter({ hasText: 'Angara' })
  await expect(card).toContainText('Confirmed')
  await expect(card).toContainText('Paid')
  await card.getByRole('button', { name: 'Cancel booking' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('A full refund when cancelled at least 7 days before the start')
  await dialog.getByRole('button', { name: 'Cancel booking' }).click()
  await expect(toast(page)).toContainText('Booking cancelled')
  await expect(toast(page)).toContainText('will be returned to your card')

  await page.getByRole('tab', { name: 'Cancelled' }).click()
  await expect(page.getByRole('tabpanel').getByRole('listitem').filter({ hasText: 'Angara' })).toContainText('Refunded')
  // The tabs follow the arrow keys.
  await page.getByRole('tab', { name: 'Cancelled' }).press('ArrowLeft')
  await expect(page.getByRole('tab', { name: 'Past' })).toBeFocused()
})

test('по-русски: карта отклонена, затем карта с подтверждением платежа', async ({ page }) => {
  await signedInMember(page, 'ru')
  await page.goto(`${siteUrl()}/yachts/${await yachtId(page.request, 'Siberian Pearl')}`)
  const panel = page.getByRole('region', { name: 'Забронировать яхту' })
  await hydratedIsland(page, panel)
  await panel.getByLabel('Первый день').fill(day(50))
  await panel.getByLabel('Последний день').fill(day(49))
  await panel.getByRole('button', { name: 'Далее' }).click()
  await expect(panel).toContainText('Последний день не может быть раньше первого')
  await chooseDates(page, { start: 'Первый день', end: 'Последний день', next: 'Далее' }, 50, 51)
  await panel.getByRole('button', { name: 'Забронировать' }).click()

  await payWith(page, '4000 0000 0000 0002', /Оплатить/)
  await expect(panel.getByRole('alert').filter({ hasText: 'Карта отклонена' })).toBeVisible()
  await payWith(page, '4000 0027 6000 3184', /Оплатить/)
  const bank = page.getByRole('alertdialog', { name: 'Подтвердите платёж' })
  await expect(bank).toBeVisible()
  await bank.getByRole('button', { name: 'Подтвердить платёж' }).click()
  await expect(panel.getByRole('status')).toContainText('Бронирование подтверждено')
})

test('по-русски: страница яхты показывает навигационный сезон и не даёт выбрать дни вне его', async ({ page }) => {
  await signedInMember(page, 'ru')
  await page.goto(`${siteUrl()}/yachts/${await yachtId(page.request, 'Angara')}`)
  // Angara sails from Irkutsk: the southern lake's season.
  await expect(page.locator('[data-season]')).toHaveText('Навигация: 25 мая – 31 октября')
  // July and August cost more than June: the range and the season's prices are on the page.
  await expect(page.locator('.price')).toHaveText(/^160\s000\s₽ – 216\s000\s₽ \/ день$/)
  const prices = page.locator('[data-price-calendar]')
  await expect(prices.getByRole('heading', { name: 'Цены по сезонам' })).toBeVisible()
  await expect(prices.getByRole('row', { name: /1 июля – 31 августа, высокий сезон/ })).toContainText(/200\s000\s₽ \/ день; сб и вс: 216\s000\s₽/)
  const panel = page.getByRole('region', { name: 'Забронировать яхту' })
  await hydratedIsland(page, panel)
  const closed = panel.locator('[data-out-of-season]')
  await expect(closed.getByRole('heading', { name: 'Вне навигации' })).toBeVisible()
  await expect(closed).toContainText('Байкал во льду')
  await expect(closed.getByRole('listitem').first()).toBeVisible()

  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10)
  const year = Number(today.slice(0, 4))
  const january = [`${year}-01-16`, `${year + 1}-01-16`].find((candidate) => candidate > today)!
  await panel.getByLabel('Первый день').fill(january)
  await panel.getByLabel('Последний день').fill(january.replace(/16$/, '17'))
  await panel.getByRole('button', { name: 'Далее' }).click()
  await expect(panel).toContainText('Яхта не ходит в эти дни: навигация в её марине закрыта')
  await expect(panel.getByLabel('Первый день')).toHaveAttribute('aria-invalid', 'true')

  // Over the turn of June and July the price is worked out day by day, each period on its line.
  const season = seasonDay(0).slice(0, 4)
  await panel.getByLabel('Первый день').fill(`${season}-06-29`)
  await panel.getByLabel('Последний день').fill(`${season}-07-01`)
  const price = panel.locator('[aria-live="polite"]').filter({ hasText: 'Стоимость' })
  await expect(price).toContainText(/Яхта, 2 дн\. × 160\s000\s₽/)
  await expect(price).toContainText(/Яхта, высокий сезон, 1 дн\. × 200\s000\s₽/)
})

test('an owner calls a charter off for weather, and the customer moves it to new days at the same price', async ({ page, browser }) => {
  // An owner, given Nerpa by the admin; a customer books two days and pays.
  const { owner, ownerPage, yacht } = await newOwnerOf(browser, page, 'Nerpa')
  await signedInMember(page, 'en')
  await page.goto(`${siteUrl()}/en/yachts/${yacht}`)
  const panel = page.getByRole('region', { name: 'Book this yacht' })
  await hydratedIsland(page, panel)
  await chooseDates(page, { start: 'First day', end: 'Last day', next: 'Continue' }, 85, 86)
  await panel.getByRole('button', { name: 'Book' }).click()
  await payWith(page, '4242 4242 4242 4242', /Pay/)
  await expect(panel.getByRole('status')).toContainText('Your booking is confirmed')

  // The owner calls it off from their dashboard, after reading what the customer may then do.
  await ownerPage.goto(`${siteUrl()}/en/owner/dashboard`)
  const coming = ownerPage.getByRole('region', { name: 'Coming bookings' }).locator('[data-owner-booking]').filter({ hasText: 'Marina Volkova' })
  await coming.getByRole('button', { name: 'Call off for weather' }).click()
  const dialog = ownerPage.getByRole('alertdialog', { name: 'Call this charter off for weather?' })
  await expect(dialog).toContainText('within 48 hours chooses new days at the same price or a full refund')
  await dialog.getByRole('button', { name: 'Call off for weather' }).click()
  await expect(toast(ownerPage)).toContainText('Called off: the customer will choose new days or a refund')
  await expect(ownerPage.getByRole('region', { name: 'Called off for weather: the customer is choosing' })).toContainText('Marina Volkova')
  await owner.close()

  // The customer chooses new days on their bookings page.
  await page.goto(`${siteUrl()}/en/bookings`)
  await islandHydrated(page)
  const card = page.getByRole('listitem').filter({ hasText: 'Nerpa' })
  const choice = card.getByRole('region', { name: 'Called off for weather' })
  await expect(choice).toContainText('choose new days on the same yacht this season at the same price, or a full refund whatever the cancellation policy')
  await expect(choice.getByRole('button', { name: 'Refund in full' })).toBeVisible()
  await choice.getByLabel('New first day').fill(day(95))
  await choice.getByLabel('New last day').fill(day(97))
  await choice.getByRole('button', { name: 'Move to these days' }).click()
  await expect(choice.getByRole('alert')).toContainText('The new days must be as many as before, ahead, and in the same season')
  await choice.getByLabel('New last day').fill(day(96))
  await choice.getByRole('button', { name: 'Move to these days' }).click()
  await expect(toast(page)).toContainText('Charter moved')
  await expect(card).toContainText('Moved after a weather call-off, at the same price.')
  await expect(card.getByRole('region', { name: 'Called off for weather' })).toHaveCount(0)
})

test('a hold that runs out mid-checkout says so and starts over', async ({ page }) => {
  await freezeClock(page)
  await signedInMember(page, 'en')
  await page.goto(`${siteUrl()}/en/yachts/${await yachtId(page.request, 'Sarma')}`)
  const panel = page.getByRole('region', { name: 'Book this yacht' })
  await hydratedIsland(page, panel)
  await chooseDates(page, { start: 'First day', end: 'Last day', next: 'Continue' }, 60, 61)
  await panel.getByRole('button', { name: 'Book' }).click()
  await expect(panel.getByRole('timer')).toBeVisible()
  await page.clock.runFor(16 * 60_000)
  await expect(panel.getByRole('alert')).toContainText('The 15 minutes to pay have run out')
  await panel.getByRole('button', { name: 'Start over' }).click()
  await expect(panel.locator('[aria-current="step"]')).toContainText('Choose dates')
})

test('/payment-test takes any amount and any card, and shows the webhook it sent', async ({ page }) => {
  await signedInMember(page, 'en')
  await page.goto(`${siteUrl()}/en/payment-test`)
  await islandHydrated(page)
  await page.getByLabel('Amount').fill('777')
  await page.getByRole('button', { name: 'Create a test charge' }).click()
  await payWith(page, '5555 5555 5555 4444', /Pay/)
  await expect(page.getByRole('status')).toContainText('Paid: RUB 777')
  const row = page.getByRole('row').filter({ hasText: 'RUB 777' })
  await expect(row).toContainText('succeeded')
  await expect(row).toContainText('charge.succeeded → 200')
})

test('a request to book goes to the owner’s dashboard; the owner confirms it and the customer pays from their dashboard', async ({ page, browser }) => {
  // An owner, given the seed's request-to-book yacht by the admin.
  const { owner, ownerPage, yacht } = await newOwnerOf(browser, page, 'Olkhon Spirit')

  await signedInMember(page, 'en')
  await page.goto(`${siteUrl()}/en/yachts/${yacht}`)
  const panel = page.getByRole('region', { name: 'Book this yacht' })
  await hydratedIsland(page, panel)
  await expect(panel).toContainText('Request to book: the owner confirms within 48 hours')
  await chooseDates(page, { start: 'First day', end: 'Last day', next: 'Continue' }, 70, 72)
  await panel.getByRole('button', { name: 'Send request' }).click()
  await expect(panel.getByRole('status')).toContainText('Your request has been sent')

  await ownerPage.goto(`${siteUrl()}/en/owner/dashboard`)
  const requests = ownerPage.getByRole('region', { name: 'Requests to confirm' })
  await expect(requests).toContainText('Olkhon Spirit')
  await expect(ownerPage.getByLabel('Calendar feed (iCal)').first()).toHaveValue(/\/api\/yachts\/\d+\/calendar\.ics\?token=/)
  // The yacht's season and its prices through it.
  const season = ownerPage.locator(`[data-owner-season="${yacht}"]`)
  await expect(season).toContainText('Sailing season (Maloye More, Kurma Bay): 5 June – 20 October. The yacht is not booked outside it.')
  await expect(season.getByRole('listitem').first()).toHaveText(/^1 July – 31 August, high season: RUB\s110,000 a day; Sat and Sun: RUB\s119,000$/)
  // The demo sailor's request for the same yacht waits there too: answer this customer's.
  const request = requests
    .locator('div')
    .filter({ hasText: 'Marina Volkova' })
    .filter({ has: ownerPage.getByRole('button', { name: 'Confirm' }) })
    .last()
  await request.getByRole('button', { name: 'Confirm' }).click()
  await expect(toast(ownerPage)).toContainText('Booking confirmed')
  await expect(requests).not.toContainText('Marina Volkova')
  await expect(ownerPage.getByRole('region', { name: 'Coming bookings' })).toContainText('Confirmed')
  // The owner takes two days off the market; the yacht page's calendar shows them taken.
  const blockForm = ownerPage.getByRole('form', { name: 'Block dates' })
  await blockForm.getByLabel('First day').fill(day(80))
  await blockForm.getByLabel('Last day').fill(day(81))
  await blockForm.getByLabel('Note (for you)').fill('Haul-out')
  await blockForm.getByRole('button', { name: 'Block dates' }).click()
  await expect(toast(ownerPage)).toContainText('Dates blocked')
  await expect(ownerPage.getByRole('button', { name: /^Unblock/ })).toBeVisible()
  await owner.close()

  await page.goto(`${siteUrl()}/en/user/dashboard`)
  const toPay = page.getByRole('region', { name: 'Awaiting payment' })
  await expect(toPay).toContainText('Olkhon Spirit')
  await toPay.getByRole('link', { name: 'Pay now' }).click()
  const card = page.getByRole('listitem').filter({ hasText: 'Olkhon Spirit' })
  await card.getByRole('button', { name: 'Pay now' }).click()
  await payWith(page, '4242 4242 4242 4242', /Pay RUB/)
  await expect(card).toContainText('Paid')
})

test('a member without the owner role finds no owner dashboard; a guest is asked to sign in', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/owner/dashboard`)
  await expect(page.getByText('Sign in to see your dashboard.')).toBeVisible()
  await signedInMember(page, 'en')
  await page.goto(`${siteUrl()}/en/owner/dashboard`)
  await expect(page.getByRole('alert')).toContainText('Page not found')
})

/** Runs `work` as the run's admin, from a request context of its own (its cookie must not reach the visitor's browser). */
/** A new owner, signed in in a browser context of their own, whom the admin gives the seeded yacht of that name. */
async function newOwnerOf(browser: Browser, page: Page, yachtName: string) {
  const owner = await browser.newContext()
  const ownerPage = await owner.newPage()
  await signedInMember(ownerPage, 'en', ['owner'])
  const ownerId = ((await (await ownerPage.request.get(`${siteUrl()}/api/user`)).json()) as { id: number }).id
  const yacht = await yachtId(page.request, yachtName)
  await asAdmin(async (admin, token) => {
    const given = await admin.patch(`${cmsUrl()}/api/yachts/${yacht}`, { data: { owner: ownerId }, headers: { authorization: `JWT ${token}` } })
    expect(given.status(), await given.text()).toBe(200)
  })
  return { owner, ownerPage, yacht }
}

async function asAdmin(work: (admin: APIRequestContext, token: string) => Promise<void>): Promise<void> {
  const admin = await requests.newContext()
  try {
    const login = await admin.post(`${cmsUrl()}/api/users/login`, { data: E2E_ADMIN })
    await work(admin, ((await login.json()) as { token: string }).token)
  } finally {
    await admin.dispose()
  }
}

test('the yacht list shows the yachts free on chosen dates, and offers the booking partner when none is', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/yachts`)
  const count = page.locator('[data-catalogue-count]')
  const all = await count.textContent()
  await page.getByLabel('First day').fill(day(100))
  await page.getByLabel('Last day').fill(day(101))
  await page.getByLabel('Guests').fill('9')
  await page.getByRole('button', { name: 'Show free yachts' }).click()
  await expect(count).not.toHaveText(all ?? '')
  await expect(page.locator('#yacht-grid > [data-yacht-id]').first()).toBeVisible()
  await page.getByLabel('Guests').fill('150')
  await page.getByRole('button', { name: 'Show free yachts' }).click()
  const partner = page.getByRole('link', { name: 'Search our global booking partner for the same dates' })
  await expect(partner).toBeVisible()
  await expect(partner).toHaveAttribute('href', new RegExp(`checkIn=${day(100)}&checkOut=${day(101)}&guests=150`))
  // The days are in the page's address: a reload asks them again, and offers the partner again.
  await expect(page).toHaveURL(new RegExp(`/en/yachts\\?from=${day(100)}&to=${day(101)}&party=150$`))
  await page.reload()
  await expect(page.getByLabel('First day')).toHaveValue(day(100))
  await expect(page.getByLabel('Guests')).toHaveValue('150')
  await expect(partner).toBeVisible()
  await page.getByRole('button', { name: 'Any dates' }).click()
  await expect(count).toHaveText(all ?? '')
  await expect(partner).toBeHidden()

  // An address whose days the server refuses opens the whole catalogue, and drops them.
  await page.goto(`${siteUrl()}/en/yachts?from=2027-02-30&to=2027-03-01&party=2`)
  await expect(page).toHaveURL(/\/en\/yachts$/)
  await expect(count).toHaveText(all ?? '')
  await page.getByRole('group', { name: 'Type' }).getByRole('button', { name: 'Catamaran' }).click()
  await expect(count).not.toHaveText(all ?? '')
})
