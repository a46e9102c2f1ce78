import { expect, type Locator, type Page, test } from '@playwright/test'

import { siteUrl } from './support/admin'

/**
 * The content pages built from the seed: 8 destinations (1, 1, 2, 3, 4, 5, 5, 7 days), 6 trip
 * packages (2, 2, 4, 5, 7, 10 days; $2,200, $4,600, $10,400, $17,000, $20,300, $52,000),
 * 6 events from June to September 2027, 6 wiki articles and the six text pages.
 */

const visible = (locator: Locator) => locator.filter({ visible: true })

/** The page's own content: the shell's header and footer have headings and links of their own. */
const main = (page: Page) => page.locator('main')

async function press(page: Page, group: string, option: string): Promise<void> {
  await main(page).getByRole('group', { name: group, exact: true }).getByRole('button', { name: option, exact: true }).click()
}

test.describe('destinations', () => {
  test('the list shows every destination with at most three highlights, in Russian and in English', async ({ page }) => {
    await page.goto(`${siteUrl()}/destinations`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Направления')
    await expect(page.locator('[data-destination-id]')).toHaveCount(8)
    await expect(page.getByRole('status')).toHaveText('8 направлений')
    for (const card of await page.locator('[data-destination-id]').all()) {
      expect(await card.getByRole('list', { name: 'Главное' }).getByRole('listitem').count()).toBeLessThanOrEqual(3)
    }
    // Olkhon has five highlights in the seed: the card shows three.
    const olkhon = page.locator('[data-destination-id]').filter({ has: page.getByRole('heading', { name: /^Ольхон/ }) })
    await expect(olkhon.getByRole('list', { name: 'Главное' }).getByRole('listitem')).toHaveCount(3)

    await page.goto(`${siteUrl()}/en/destinations`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Destinations')
    await expect(page.locator('[data-destination-id]')).toHaveCount(8)
    await expect(page.getByRole('status')).toHaveText('8 destinations')
  })

  test('the duration filter narrows the list to 1-2, 3-4 and 5+ days', async ({ page }) => {
    await page.goto(`${siteUrl()}/destinations`)
    const cards = page.locator('[data-destination-id]')
    const status = page.getByRole('status')

    await press(page, 'Длительность', '1–2 дня')
    await expect(visible(cards)).toHaveCount(3)
    await expect(status).toHaveText('3 направления')
    await expect(main(page).getByRole('button', { name: '1–2 дня', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(main(page).getByRole('button', { name: 'Все', exact: true })).toHaveAttribute('aria-pressed', 'false')

    // The buttons work from the keyboard.
    await main(page).getByRole('button', { name: '3–4 дня', exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(visible(cards)).toHaveCount(2)
    await main(page).getByRole('button', { name: '5 дней и больше', exact: true }).focus()
    await page.keyboard.press('Space')
    await expect(visible(cards)).toHaveCount(3)
    await expect(status).toHaveText('3 направления')

    await press(page, 'Длительность', 'Все')
    await expect(visible(cards)).toHaveCount(8)
    await expect(page.getByText('Направлений такой длительности пока нет')).toBeHidden()

    await page.goto(`${siteUrl()}/en/destinations`)
    await press(page, 'Duration', '3–4 days')
    await expect(visible(page.locator('[data-destination-id]'))).toHaveCount(2)
    await expect(page.getByRole('status')).toHaveText('2 destinations')
  })

  test('a destination opens from the list with its facts, highlights and activity badges', async ({ page }) => {
    await page.goto(`${siteUrl()}/destinations`)
    const card = page.locator('[data-destination-id]').filter({ has: page.getByRole('heading', { name: /^Ольхон/ }) })
    const id = await card.getAttribute('data-destination-id')
    const name = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
    await card.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`/destination/${id}/?$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
    for (const fact of ['Длительность', 'От Иркутска', 'Лучший сезон', 'Сложность', 'Цена от', 'Координаты']) {
      await expect(page.locator('dt', { hasText: fact })).toBeVisible()
    }
    await expect(main(page).getByRole('heading', { name: 'Главное', exact: true })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Чем заняться', exact: true })).toBeVisible()

    // Spec 3: culture and relaxation have colours of their own; other categories share one.
    const background = (category: string) =>
      page
        .locator(`[data-activity-category="${category}"]`)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor)
    await expect(page.locator('[data-activity-category="culture"]').first()).toHaveText('Культура')
    expect(await background('culture')).not.toBe(await background('relaxation'))
    expect(await background('culture')).not.toBe(await background('culinary'))
    expect(await background('culinary')).toBe(await background('photography'))
    expect(await background('photography')).toBe(await background('water-sports'))

    await page.goto(`${siteUrl()}/en/destination/${id}`)
    await expect(page.locator('[data-activity-category="culture"]').first()).toHaveText('Culture')
    await expect(page.locator('dt', { hasText: 'Coordinates' })).toBeVisible()
  })
})

test.describe('trip packages', () => {
  test('the list shows every trip package with prices in dollars, in Russian and in English', async ({ page }) => {
    await page.goto(`${siteUrl()}/trip-packages`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Турпакеты')
    await expect(page.locator('[data-trip-id]')).toHaveCount(6)
    await expect(page.getByRole('status')).toHaveText('6 турпакетов')
    await expect(page.locator('[data-trip-id]').getByRole('link', { name: /^Подробнее/ })).toHaveCount(6)

    await page.goto(`${siteUrl()}/en/trip-packages`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trip packages')
    await expect(page.locator('[data-trip-id]')).toHaveCount(6)
    const grandVoyage = page.locator('[data-trip-id]').filter({ hasText: '$52,000' })
    await expect(grandVoyage).toContainText('$52,000 total')
    await expect(grandVoyage).toContainText('$5,200 per day')
    await expect(grandVoyage).toContainText('10 days')
    await expect(grandVoyage).toContainText(/out of 5 · \d+ reviews/)
  })

  test('duration and price filters narrow the list, combine, and show an empty state', async ({ page }) => {
    await page.goto(`${siteUrl()}/trip-packages`)
    const cards = page.locator('[data-trip-id]')
    const status = page.getByRole('status')

    for (const option of ['1–2 дня', '3–5 дней', '6 дней и больше']) {
      await press(page, 'Длительность', option)
      await expect(visible(cards)).toHaveCount(2)
      await expect(status).toHaveText('2 турпакета')
    }
    await press(page, 'Длительность', 'Все')
    for (const option of ['До 10 000 $', '10 000–20 000 $', 'Свыше 20 000 $']) {
      await press(page, 'Стоимость', option)
      await expect(visible(cards)).toHaveCount(2)
    }

    // Combined: 6+ days and over $20k are the same two trips; 1-2 days over $20k is none.
    await press(page, 'Длительность', '6 дней и больше')
    await expect(visible(cards)).toHaveCount(2)
    await press(page, 'Длительность', '1–2 дня')
    await expect(visible(cards)).toHaveCount(0)
    await expect(status).toHaveText('0 турпакетов')
    await expect(page.getByText('Нет турпакетов с такими условиями')).toBeVisible()

    await main(page).getByRole('button', { name: 'Сбросить фильтры', exact: true }).click()
    await expect(visible(cards)).toHaveCount(6)
    await expect(page.getByText('Нет турпакетов с такими условиями')).toBeHidden()
    await expect(main(page).getByRole('group', { name: 'Стоимость', exact: true }).getByRole('button', { name: 'Все', exact: true })).toHaveAttribute('aria-pressed', 'true')

    await page.goto(`${siteUrl()}/en/trip-packages`)
    await press(page, 'Price', 'Under $10k')
    await expect(visible(page.locator('[data-trip-id]'))).toHaveCount(2)
    await expect(visible(page.locator('[data-trip-id]')).filter({ hasText: '$2,200 total' })).toHaveCount(1)
    await expect(visible(page.locator('[data-trip-id]')).filter({ hasText: '$4,600 total' })).toHaveCount(1)
    await press(page, 'Duration', '3–5 days')
    await expect(visible(page.locator('[data-trip-id]'))).toHaveCount(0)
    await expect(page.getByRole('status')).toHaveText('0 trip packages')
  })

  test('a wide screen previews 3 destinations with "+N more", 6 activities and 3 inclusions', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${siteUrl()}/en/trip-packages`)
    const grandVoyage = page.locator('[data-trip-id]').filter({ hasText: '$52,000' }) // 5 destinations, 7 activities
    await expect(visible(grandVoyage.locator('[data-destination-preview] li'))).toHaveCount(3)
    await expect(visible(grandVoyage.locator('[data-more-destinations]'))).toHaveText('+2 more')
    await expect(visible(grandVoyage.locator('[data-activity-preview] li'))).toHaveCount(6)
    await expect(visible(grandVoyage.locator('[data-includes-preview] li'))).toHaveCount(3)

    const olkhonTour = page.locator('[data-trip-id]').filter({ hasText: '$17,000' }) // 3 destinations
    await expect(visible(olkhonTour.locator('[data-destination-preview] li'))).toHaveCount(3)
    await expect(visible(olkhonTour.locator('[data-more-destinations]'))).toHaveCount(0)

    await page.goto(`${siteUrl()}/trip-packages`)
    await expect(visible(page.locator('[data-trip-id]').filter({ hasText: '52 000' }).locator('[data-more-destinations]'))).toHaveText('+2 ещё')
  })

  test('a small screen previews 2 destinations with "+N more", 4 activities and no inclusions', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${siteUrl()}/en/trip-packages`)
    const grandVoyage = page.locator('[data-trip-id]').filter({ hasText: '$52,000' })
    await expect(visible(grandVoyage.locator('[data-destination-preview] li'))).toHaveCount(2)
    await expect(visible(grandVoyage.locator('[data-more-destinations]'))).toHaveText('+3 more')
    await expect(visible(grandVoyage.locator('[data-activity-preview] li'))).toHaveCount(4)
    await expect(grandVoyage.locator('[data-includes-preview]')).toBeHidden()

    const olkhonTour = page.locator('[data-trip-id]').filter({ hasText: '$17,000' })
    await expect(visible(olkhonTour.locator('[data-more-destinations]'))).toHaveText('+1 more')
    const sealExpedition = page.locator('[data-trip-id]').filter({ hasText: '$20,300' }) // 2 destinations
    await expect(visible(sealExpedition.locator('[data-more-destinations]'))).toHaveCount(0)
  })

  test('"View details" opens the trip with links to its yacht and destinations', async ({ page }) => {
    await page.goto(`${siteUrl()}/en/trip-packages`)
    const card = page.locator('[data-trip-id]').filter({ hasText: '$52,000' })
    const id = await card.getAttribute('data-trip-id')
    const title = (await card.getByRole('heading', { level: 2 }).textContent())?.trim() ?? ''
    await card.getByRole('link', { name: `View details: ${title}` }).click()
    await expect(page).toHaveURL(new RegExp(`/en/trips/${id}/?$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByText('$52,000 total')).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Included', exact: true })).toBeVisible()
    await expect(page.locator('[data-activity-category]').first()).toBeVisible()
    await expect(page.locator('[data-yacht-link]')).toHaveAttribute('href', /^\/en\/yacht\/\d+$/)

    const destinations = main(page).getByRole('region', { name: 'Destinations', exact: true }).getByRole('link')
    await expect(destinations).toHaveCount(5)
    const destinationName = (await destinations.first().textContent())?.trim() ?? ''
    await destinations.first().click()
    await expect(page).toHaveURL(/\/en\/destination\/\d+\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(destinationName)

    await page.goto(`${siteUrl()}/trips/${id}`)
    await expect(main(page).getByRole('heading', { name: 'Включено', exact: true })).toBeVisible()
    await page.locator('[data-yacht-link]').click()
    await expect(page).toHaveURL(/\/yacht\/\d+\/?$/)
  })
})

test.describe('events calendar', () => {
  test('events are grouped by month in date order, in Russian and in English', async ({ page }) => {
    await page.goto(`${siteUrl()}/events`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Календарь событий')
    await expect(page.locator('[data-event-id]')).toHaveCount(6)
    await expect(page.getByRole('status')).toHaveText('6 событий')
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(['Июнь 2027', 'Июль 2027', 'Август 2027', 'Сентябрь 2027'])
    const festival = page.locator('[data-event-id]').filter({ hasText: 'Бесплатно' })
    await expect(festival).toHaveCount(1)
    await expect(festival).toContainText('Фестиваль')

    await page.goto(`${siteUrl()}/en/events`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Events calendar')
    await expect(page.locator('[data-event-id]')).toHaveCount(6)
    await expect(main(page).getByRole('heading', { level: 2 })).toHaveText(['June 2027', 'July 2027', 'August 2027', 'September 2027'])
    await expect(page.locator('[data-event-id]').filter({ hasText: 'Free' })).toHaveCount(1)
  })

  test('category, type and region filters combine, with a count and an empty state', async ({ page }) => {
    await page.goto(`${siteUrl()}/events`)
    const events = page.locator('[data-event-id]')
    const status = page.getByRole('status')

    await main(page).getByLabel('Категория', { exact: true }).selectOption({ label: 'Регата' })
    await expect(visible(events)).toHaveCount(1)
    await expect(status).toHaveText('1 событие')
    // Months without a shown event are hidden too.
    await expect(visible(main(page).getByRole('heading', { level: 2 }))).toHaveText(['Август 2027'])

    await main(page).getByLabel('Категория', { exact: true }).selectOption({ label: 'Все категории' })
    await main(page).getByLabel('Регион', { exact: true }).selectOption({ label: 'Байкал' })
    await expect(visible(events)).toHaveCount(4)
    await expect(status).toHaveText('4 события')
    await main(page).getByLabel('Тип', { exact: true }).selectOption({ label: 'Матч-рейс' })
    await expect(visible(events)).toHaveCount(1)
    await main(page).getByLabel('Тип', { exact: true }).selectOption({ label: 'Крейсерская' })
    await expect(visible(events)).toHaveCount(0)
    await expect(page.getByText('Нет событий, подходящих под выбранные фильтры.')).toBeVisible()

    await main(page).getByRole('button', { name: 'Сбросить фильтры', exact: true }).click()
    await expect(visible(events)).toHaveCount(6)
    await expect(main(page).getByLabel('Регион', { exact: true })).toHaveValue('all')

    await page.goto(`${siteUrl()}/en/events`)
    await main(page).getByLabel('Region', { exact: true }).selectOption({ label: 'National' })
    await expect(visible(page.locator('[data-event-id]'))).toHaveCount(1)
    await expect(page.getByRole('status')).toHaveText('1 event')
  })

  test('the month view shows each event on its days, a month at a time, narrowed by the same filters and a window of dates', async ({ page }) => {
    await page.goto(`${siteUrl()}/en/events`)
    const spans = await page
      .locator('[data-event-id]')
      .evaluateAll((cards) =>
        cards.map((card) => ({ id: card.getAttribute('data-event-id'), starts: card.getAttribute('data-filter-starts') ?? '', ends: card.getAttribute('data-filter-ends') ?? '' })),
      )
    await main(page).getByRole('button', { name: 'Month', exact: true }).click()
    await expect(page).toHaveURL(/\?view=month$/)
    // The first month with an event still to come (the seed's are in 2027).
    await expect(page.locator('[data-month-current]')).toHaveText('June 2027')
    await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled()
    for (const { id } of spans.filter((span) => span.starts.startsWith('2027-06'))) {
      await expect(page.locator(`[data-month="2027-06"] [data-event-link="${id}"]`).first()).toBeVisible()
    }
    await page.getByRole('button', { name: 'Next month' }).click()
    await expect(page.locator('[data-month-current]')).toHaveText('July 2027')
    await expect(page.locator('table[data-month="2027-06"]')).toBeHidden()

    await main(page).getByLabel('Region', { exact: true }).selectOption({ label: 'National' })
    await expect(page.getByRole('status')).toHaveText('1 event')
    // The list is out of sight in the month view: the filter's choice is the one card not hidden.
    const national = await page.locator('[data-event-id]:not([hidden])').getAttribute('data-event-id')
    await expect(page.locator(`[data-event-months] li:not([hidden]) [data-event-link]:not([data-event-link="${national}"])`)).toHaveCount(0)
    await page.reload()
    await expect(page.locator('[data-event-months]')).toBeVisible()

    await main(page).getByRole('button', { name: 'List', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/events$/)
    await main(page).getByLabel('Region', { exact: true }).selectOption({ label: 'All regions' })
    await main(page).getByLabel('From', { exact: true }).fill('2027-08-01')
    await main(page).getByLabel('To', { exact: true }).fill('2027-08-31')
    const inAugust = spans.filter((span) => span.ends >= '2027-08-01' && span.starts <= '2027-08-31').length
    await expect(visible(page.locator('[data-event-id]'))).toHaveCount(inAugust)
    await main(page).getByLabel('From', { exact: true }).fill('2028-01-01')
    await expect(page.getByText('No events match the selected filters.')).toBeVisible()
  })

  test('an event opens from the calendar with its organizer, prizes and boat classes', async ({ page }) => {
    await page.goto(`${siteUrl()}/events`)
    const festival = page.locator('[data-event-id]').filter({ hasText: 'Бесплатно' })
    const id = await festival.getAttribute('data-event-id')
    const title = (await festival.getByRole('heading', { level: 3 }).textContent())?.trim() ?? ''
    await festival.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/events/${id}/?$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    for (const fact of ['Даты', 'Место', 'Категория', 'Тип', 'Регион', 'Сложность', 'Взнос', 'Участники', 'Организатор', 'Спонсор']) {
      await expect(page.locator('dt', { hasText: fact }).first()).toBeVisible()
    }
    await expect(page.locator('dd', { hasText: 'Бесплатно' })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Классы лодок', exact: true })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Призы', exact: true })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'О событии', exact: true })).toBeVisible()

    await page.goto(`${siteUrl()}/en/events/${id}`)
    await expect(main(page).getByRole('heading', { name: 'Boat classes', exact: true })).toBeVisible()
    await expect(page.locator('dd', { hasText: 'Free' })).toBeVisible()
  })
})

test.describe('wiki', () => {
  test('articles are grouped by category, in Russian and in English', async ({ page }) => {
    await page.goto(`${siteUrl()}/wiki`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Вики')
    await expect(page.locator('[data-wiki-slug]')).toHaveCount(6)
    await expect(page.getByText('6 статей')).toBeVisible()
    await expect(page.locator('[data-wiki-category="navigation"] [data-wiki-slug]')).toHaveCount(2)
    await expect(main(page).getByRole('heading', { level: 2, name: 'Навигация', exact: true })).toBeVisible()

    await page.goto(`${siteUrl()}/en/wiki`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wiki')
    await expect(page.locator('[data-wiki-slug]')).toHaveCount(6)
    await expect(main(page).getByRole('heading', { level: 2, name: 'Navigation', exact: true })).toBeVisible()
  })

  test('an article opens from the list at /wiki/{slug}', async ({ page }) => {
    await page.goto(`${siteUrl()}/en/wiki`)
    const card = page.locator('[data-wiki-slug]').first()
    const slug = await card.getAttribute('data-wiki-slug')
    const title = (await card.getByRole('heading', { level: 3 }).textContent())?.trim() ?? ''
    await card.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(new RegExp(`/en/wiki/${slug}/?$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.locator('article .rich-text p').first()).not.toBeEmpty()
    await main(page).getByRole('link', { name: 'All wiki articles' }).click()
    await expect(page).toHaveURL(/\/en\/wiki\/?$/)
  })

  test('an article with sections opens at the one chosen in its table of contents', async ({ page }) => {
    for (const [prefix, contents, section] of [
      ['/en', 'Contents', 'Man overboard'],
      ['', 'Содержание', 'Человек за бортом'],
    ] as const) {
      await page.goto(`${siteUrl()}${prefix}/wiki/cold-water-safety`)
      const toc = page.getByRole('navigation', { name: contents })
      await expect(toc.getByRole('link')).toHaveCount(5)
      await toc.getByRole('link', { name: section }).click()
      await expect(page).toHaveURL(/#[^#]+$/)
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeInViewport()
    }
  })
})

test.describe('text pages', () => {
  const pages = ['privacy-policy', 'concierge', 'yacht-sales', 'skippered-charters', 'special-events']

  test('each text page renders its CMS title, text and description in both languages', async ({ page }) => {
    for (const prefix of ['', '/en']) {
      for (const slug of pages) {
        const response = await page.goto(`${siteUrl()}${prefix}/${slug}`)
        expect(response?.status(), `${prefix}/${slug}`).toBe(200)
        await expect(page.locator(`[data-page-slug="${slug}"] h1`)).not.toBeEmpty()
        expect(await page.locator(`[data-page-slug="${slug}"] .rich-text p`).count()).toBeGreaterThan(1)
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
      }
    }
  })

  test('/offer is the special events page (spec 2.1), which carries the public offer as its terms', async ({ page }) => {
    await page.goto(`${siteUrl()}/special-events`)
    const terms = page.locator('#terms[data-offer-terms]')
    await expect(terms.getByRole('heading', { level: 2 })).toHaveText('Публичная оферта')
    expect(await terms.locator('.rich-text p').count()).toBeGreaterThan(1)
    await page.goto(`${siteUrl()}/offer`)
    await expect(page.locator('[data-page-slug="special-events"] h1')).toHaveText('Особые события на воде')
    await expect(page.locator('#terms[data-offer-terms]')).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/special-events$/)

    // The footer's terms link opens it at the terms, in English too.
    await page.goto(`${siteUrl()}/en/yachts`)
    await page.locator('[data-site-footer]').getByRole('link', { name: 'Offer and terms' }).click()
    await expect(page).toHaveURL(/\/en\/offer\/?#terms$/)
    await expect(page.locator('#terms').getByRole('heading', { level: 2 })).toHaveText('Public offer and booking terms')
    await expect(page.locator('#terms')).toBeInViewport()
  })
})
