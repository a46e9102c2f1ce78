import { expect, test } from '@playwright/test'

import { marinaDayOf, stayOf } from '@cms/core/contract/marinaDays'
import { publishedId, siteUrl } from './support/admin'
import { inDatabase } from './support/database'
import { signedInPage, toast } from './support/page'

/** Reviews of completed charters in Chromium (issue "Reviews from real charters…"): a guest writes one, the owner answers, a member reports one. */

const SAILOR = 'sailor@baikal-yachts.local'
const OWNER = 'owner@baikal-yachts.local'

const daysAgo = (days: number) => {
  const day = new Date(`${marinaDayOf(new Date())}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - days)
  return day.toISOString().slice(0, 10)
}

/** The demo sailor's past charter, moved to have ended three days ago: within the 60 days a review may be written, whatever month the run is in. */
async function sailorsRecentCharter(): Promise<number> {
  return inDatabase(async (client) => {
    const [start, end] = [daysAgo(4), daysAgo(3)]
    const { startsAt, endsAt } = stayOf(start, end)
    const { rows } = await client.query<{ id: number }>(
      `UPDATE bookings SET start_date = $1, end_date = $2, starts_at = $3, ends_at = $4
        WHERE id = (SELECT id FROM bookings WHERE contact_email = $5 AND status = 'completed' ORDER BY id LIMIT 1) RETURNING id`,
      [start, end, startsAt.toISOString(), endsAt.toISOString(), SAILOR],
    )
    if (!rows[0]) throw new Error('the demo sailor has no completed charter')
    await client.query('DELETE FROM reviews WHERE booking_id = $1', [rows[0].id])
    return rows[0].id
  })
}

test('the demo sailor reviews a past charter in Russian, and the yacht’s page shows it after the rebuild', async ({ browser }) => {
  const bookingId = await sailorsRecentCharter()
  const angara = await publishedId('yachts', 'angara')
  const text = `Отличный день на Байкале, спасибо экипажу! ${Date.now()}`
  const sailor = await signedInPage(browser, SAILOR, 'ru-RU')

  // The invitation's link: the Past tab, this charter's card, its form open.
  await sailor.goto(`${siteUrl()}/bookings?tab=past&booking=${bookingId}#review`)
  const card = sailor.locator(`#booking-${bookingId}`)
  const form = card.getByRole('form', { name: 'Ваш отзыв о чартере' })
  await expect(form).toBeVisible()
  await expect(sailor.getByRole('tab', { name: 'Прошедшие' })).toHaveAttribute('aria-selected', 'true')
  // Nothing is sent without the stars.
  await form.getByLabel('Отзыв').fill(text)
  await form.getByRole('button', { name: 'Опубликовать отзыв' }).click()
  await expect(form.getByRole('alert')).toHaveText('Выберите оценку от 1 до 5.')
  await form.getByRole('radio', { name: /5 звёзд/ }).check()
  await form.getByLabel('Экипаж').selectOption('5')
  await form.getByRole('button', { name: 'Опубликовать отзыв' }).click()
  await expect(toast(sailor)).toContainText('Спасибо! Отзыв появится на странице яхты')
  await expect(card.getByRole('region', { name: 'Ваш отзыв' })).toContainText(text)
  await expect(card.getByRole('button', { name: 'Изменить отзыв' })).toBeVisible()

  // The rebuild the review asked for reaches the static page.
  await expect(async () => expect(await (await fetch(`${siteUrl()}/yacht/${angara}`)).text()).toContain(text)).toPass({ timeout: 120_000, intervals: [1000] })
  await sailor.goto(`${siteUrl()}/yacht/${angara}`)
  const reviews = sailor.getByRole('region', { name: 'Отзывы гостей' })
  const mine = reviews.getByRole('article', { name: 'Алексей П.' })
  await expect(mine).toContainText(text)
  await expect(mine.getByRole('img', { name: 'Оценка: 5 из 5' })).toBeVisible()
  await expect(reviews.locator('[data-rating]')).toContainText(/из 5 — \d+ отзыв/)
  const data = JSON.parse((await sailor.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { aggregateRating?: { reviewCount: number }; image?: string }
  expect(data.aggregateRating?.reviewCount).toBeGreaterThanOrEqual(1)
  // The yacht's first picture at the site's own address, as its pages show it, not the CMS's.
  expect(new URL(data.image ?? '', siteUrl()).pathname).toMatch(/^\/media\/.+\.webp$/)
  await sailor.close()
})

test('the owner answers a review in English from the dashboard, once', async ({ browser }) => {
  const owner = await signedInPage(browser, OWNER, 'en-US')
  await owner.goto(`${siteUrl()}/en/owner/dashboard`)
  const section = owner.getByRole('region', { name: 'Reviews of your yachts' })
  const review = section.getByRole('article', { name: /James W\./ })
  await expect(review).toContainText('A calm, clear day from Listvyanka')
  const answer = `Thank you, James — come back for the Ushkany Islands. ${Date.now()}`
  await review.getByLabel('Your answer (once, seen by everyone)').fill(answer)
  await review.getByRole('button', { name: 'Publish the answer' }).click()
  await expect(toast(owner)).toContainText('Answer published.')
  await expect(review).toContainText(`The owner’s answer: ${answer}`)
  await expect(review.getByRole('button', { name: 'Publish the answer' })).toHaveCount(0)
  const angara = await publishedId('yachts', 'angara')
  await expect(async () => expect(await (await fetch(`${siteUrl()}/en/yacht/${angara}`)).text()).toContain(answer)).toPass({ timeout: 120_000, intervals: [1000] })
  await owner.close()
})

test('a member reports a review from the yacht’s page; the catalogue sorts by rating', async ({ browser }) => {
  const olkhon = await publishedId('yachts', 'olkhon-spirit')
  const member = await signedInPage(browser, SAILOR, 'en-US')
  await member.goto(`${siteUrl()}/en/yacht/${olkhon}`)
  const review = member.getByRole('region', { name: 'Guest reviews' }).getByRole('article', { name: 'Ирина К.' })
  await review.getByRole('button', { name: 'Report' }).click()
  const dialog = member.getByRole('dialog', { name: 'Report this review' })
  await dialog.getByLabel('Reason').selectOption('offTopic')
  await dialog.getByRole('button', { name: 'Send the report' }).click()
  await expect(review.getByRole('status')).toHaveText(/Your report has gone to the admins\.|You have already reported this review\./)
  await expect(dialog).toBeHidden()

  await member.goto(`${siteUrl()}/en/yachts`)
  await member.getByLabel('Order').selectOption('rating')
  // The site server answers with the catalogue's first page by rating, which takes the list's place.
  const ratings = () => member.locator('#yacht-grid > [data-rating]').evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.rating)))
  await expect
    .poll(async () => {
      const shown = await ratings()
      return shown[0]! > 0 && shown.join() === [...shown].sort((a, b) => b - a).join()
    })
    .toBe(true)
  await member.close()
})
