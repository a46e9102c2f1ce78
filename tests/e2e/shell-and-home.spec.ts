import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'
import { freezeClock } from './support/page'

test.describe('page shell', () => {
  test('the header hides past 100 px scrolling down and returns, compact, scrolling up past 50 px', async ({ page }) => {
    await page.goto(`${siteUrl()}/yachts`)
    const header = page.locator('[data-site-header]')
    await expect(header).not.toHaveClass(/is-compact/)
    await page.mouse.wheel(0, 80)
    await expect(header).toHaveClass(/is-compact/)
    await expect(header).not.toHaveClass(/is-hidden/)
    await page.mouse.wheel(0, 400)
    await expect(header).toHaveClass(/is-hidden/)
    await page.mouse.wheel(0, -100)
    await expect(header).not.toHaveClass(/is-hidden/)
    await expect(header).toHaveClass(/is-compact/)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveClass(/is-compact/)
  })

  test('scroll-to-top appears after 400 px and brings the page back to the top', async ({ page }) => {
    await page.goto(`${siteUrl()}/yachts`)
    const button = page.locator('[data-scroll-top]')
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 350))
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 900))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    // Focus went up to the skip link, which stays out of sight for a mouse user.
    await expect(page.getByRole('link', { name: 'Перейти к содержанию' })).toBeFocused()
    await expect(page.getByRole('link', { name: 'Перейти к содержанию' })).not.toBeInViewport()
  })

  test('breadcrumbs lead from Home, the last crumb is the current page', async ({ page }) => {
    await page.goto(`${siteUrl()}/yachts`)
    const crumbs = page.getByRole('navigation', { name: 'Навигационная цепочка' })
    await expect(crumbs.getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Яхты')

    await page.locator('[data-yacht-id] a').first().click()
    const name = await page.getByRole('heading', { level: 1 }).textContent()
    await expect(crumbs.getByRole('link', { name: 'Яхты' })).toHaveAttribute('href', '/yachts')
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(name ?? '')
  })

  test('the footer has every link, the current year and the donate badge', async ({ page }) => {
    await page.goto(`${siteUrl()}/en/yachts`)
    const footer = page.locator('[data-site-footer]')
    await footer.scrollIntoViewIfNeeded()
    for (const href of [
      '/en/yachts',
      '/en/destinations',
      '/en/events',
      '/en/baikal-club',
      '/en/contact',
      '/en/subscription-plans',
      '/en/privacy-policy',
      '/en/offer#terms',
      '/en/donations',
      '/en/yacht-assistant',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
    await expect(footer.getByRole('link', { name: 'Subscriptions' })).toBeVisible()
    await expect(footer.locator('[data-current-year]')).toHaveText(String(new Date().getFullYear()))
    await expect(footer).toHaveClass(/is-visible/)
  })

  test('the assistant button in the footer links the assistant’s page, and once the assistant has appeared opens it in place', async ({ page }) => {
    await page.goto(`${siteUrl()}/en/yachts`)
    const button = page.locator('[data-site-footer]').getByRole('link', { name: 'Open the yacht assistant' })
    await expect(button).toHaveAttribute('href', '/en/yacht-assistant')
    await expect(page.locator('[data-assistant-root]')).toHaveAttribute('data-ready', 'true')
    await button.click()
    await expect(page.getByRole('dialog', { name: /Yacht Companion/ })).toBeVisible()
    await expect(page).toHaveURL(/\/en\/yachts$/)
  })

  test('scroll-to-top from the keyboard takes the focus up with the page', async ({ page }) => {
    await page.goto(`${siteUrl()}/yachts`)
    await page.evaluate(() => window.scrollTo(0, 900))
    const button = page.locator('[data-scroll-top]')
    await expect(button).toBeVisible()
    await button.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole('link', { name: 'Перейти к содержанию' })).toBeFocused()
    await expect(page.getByRole('link', { name: 'Перейти к содержанию' })).toBeInViewport()
  })

  test('the footer is one column under 768 px, two up to 1023 px, five from 1024 px', async ({ page }) => {
    for (const [width, columns] of [
      [375, 1],
      [767, 1],
      [768, 2],
      [1023, 2],
      [1024, 5],
      [1280, 5],
    ] as const) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(`${siteUrl()}/yachts`)
      const count = await page.locator('[data-site-footer] .columns').evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)
      expect(count, `at ${width} px`).toBe(columns)
    }
  })

  test('the language switch opens the English page, says so for 2 s and remembers the choice for a year', async ({ page, context }) => {
    await page.goto(`${siteUrl()}/yachts`)
    await page.locator('[data-language-switch="en"]').click()
    await expect(page).toHaveURL(/\/en\/yachts\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yachts')
    const cookie = (await context.cookies()).find((c) => c.name === 'i18next')
    expect(cookie?.value).toBe('en')
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')
    // The change is said in the new language, for 2 s rather than the usual 5 s (spec 9).
    const toast = page.locator('[data-toast]')
    await expect(toast).toContainText('The site is now in English')
    await expect(toast).toBeHidden({ timeout: 4_000 })
  })

  test('on phones the navigation opens from the menu button and closes with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto(`${siteUrl()}/`)
    const toggle = page.locator('[data-menu-toggle]')
    await expect(page.getByRole('navigation', { name: 'Основная навигация' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('navigation', { name: 'Основная навигация' }).getByRole('link', { name: 'Яхты' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('home page', () => {
  test('the hero advances every 5 s, pauses under the pointer and wraps both ways', async ({ page }) => {
    // Stopped: a clock keeping pace with real time advanced the hero between the clicks on a busy machine (CI).
    await freezeClock(page)
    await page.goto(`${siteUrl()}/`)
    const hero = page.locator('[data-hero]')
    const counter = hero.locator('[data-hero-counter]')
    await expect(counter).toHaveText('1 / 5')
    await page.clock.runFor(5000)
    await expect(counter).toHaveText('2 / 5')
    await hero.hover()
    await page.clock.runFor(15_000)
    await expect(counter).toHaveText('2 / 5')
    await page.mouse.move(0, 0)
    await hero.locator('[data-hero-dot="0"]').dispatchEvent('click')
    await expect(counter).toHaveText('1 / 5')
    await hero.locator('[data-hero-prev]').dispatchEvent('click')
    await expect(counter).toHaveText('5 / 5')
    await hero.locator('[data-hero-next]').dispatchEvent('click')
    await expect(counter).toHaveText('1 / 5')
    await expect(hero.getByRole('link', { name: 'Найти яхты' })).toHaveAttribute('href', '/yachts')
  })

  test('the slideshow stops and starts from its button, is still under reduced motion, and is read aloud only when still', async ({ page }) => {
    await freezeClock(page)
    await page.goto(`${siteUrl()}/en/`)
    const hero = page.locator('[data-hero]')
    const slides = hero.locator('[data-hero-slides]')
    const counter = hero.locator('[data-hero-counter]')
    const leave = async () => {
      await page.mouse.move(0, 0)
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    }
    await expect(slides).toHaveAttribute('aria-live', 'off')
    await hero.getByRole('button', { name: 'Pause the slideshow' }).click()
    await leave()
    await expect(slides).toHaveAttribute('aria-live', 'polite')
    await page.clock.runFor(15_000)
    await expect(counter).toHaveText('1 / 5')
    await hero.getByRole('button', { name: 'Play the slideshow' }).click()
    await leave()
    await expect(slides).toHaveAttribute('aria-live', 'off')
    await page.clock.runFor(5000)
    await expect(counter).toHaveText('2 / 5')

    // From the keyboard: the arrows move it, and it holds still while focus is inside.
    await hero.getByRole('button', { name: 'Next slide' }).focus()
    await page.keyboard.press('Enter')
    await expect(counter).toHaveText('3 / 5')
    await page.clock.runFor(15_000)
    await expect(counter).toHaveText('3 / 5')
    await expect(hero.getByRole('button', { name: 'Next slide' })).toBeFocused()

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload()
    await expect(hero.getByRole('button', { name: 'Play the slideshow' })).toBeVisible()
    await page.clock.runFor(15_000)
    await expect(counter).toHaveText('1 / 5')
  })

  test('featured trips show two per page and stop at both ends', async ({ page }) => {
    await page.goto(`${siteUrl()}/`)
    const carousel = page.locator('[data-carousel][data-mode="clamp"]')
    const visibleTrips = carousel.locator('[data-page]:visible [data-trip-id]')
    await expect(visibleTrips).toHaveCount(2)
    const back = carousel.getByRole('button', { name: 'Назад' })
    const forward = carousel.getByRole('button', { name: 'Вперёд' })
    await expect(back).toBeDisabled()
    await forward.click()
    await forward.click()
    await expect(forward).toBeDisabled()
    await expect(carousel.getByRole('button', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'true')
    await carousel.getByRole('button', { name: 'Страница 1' }).click()
    await expect(back).toBeDisabled()
    await expect(page.getByRole('link', { name: 'Все турпакеты' })).toHaveAttribute('href', '/trip-packages')
    await expect(page.getByRole('link', { name: 'Направления' }).last()).toHaveAttribute('href', '/destinations')
  })

  test('in English, featured trips page from the keyboard and keep the focus at the ends', async ({ page }) => {
    await page.goto(`${siteUrl()}/en/`)
    const carousel = page.locator('[data-carousel][data-mode="clamp"]')
    const forward = carousel.getByRole('button', { name: 'Forward' })
    await forward.focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'true')
    await expect(forward).toHaveAttribute('aria-disabled', 'true')
    await expect(forward).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(carousel.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'true')
    await expect(carousel.locator('[data-page]:visible [data-trip-id]')).toHaveCount(2)
    await expect(page.getByRole('link', { name: 'Explore All Packages' })).toHaveAttribute('href', '/en/trip-packages')
  })

  test('testimonials show three per page, wrap around and carry the rating badge', async ({ page }) => {
    await page.goto(`${siteUrl()}/en/`)
    const carousel = page.locator('[data-carousel][data-mode="wrap"]')
    await expect(carousel.locator('[data-page]:visible figure')).toHaveCount(3)
    await expect(carousel.locator('[data-rating-badge]')).toContainText('4.9 out of 5 stars, based on 150+ reviews')
    await carousel.getByRole('button', { name: 'Back' }).click()
    await expect(carousel.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'true')
    await carousel.getByRole('button', { name: 'Forward' }).click()
    await expect(carousel.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'true')

    await page.goto(`${siteUrl()}/`)
    await expect(carousel.locator('[data-rating-badge]')).toContainText(/4[.,]9/)
    await carousel.getByRole('button', { name: 'Назад' }).click()
    await expect(carousel.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'true')
  })

  test('the six premium tiles link to their pages', async ({ page }) => {
    await page.goto(`${siteUrl()}/`)
    const tiles = page.getByRole('region', { name: 'Премиальные яхтенные услуги' }).getByRole('listitem').getByRole('link')
    await expect(tiles).toHaveCount(6)
    const hrefs = await tiles.evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(['/skippered-charters', '/services', '/destinations', '/baikal-club', '/events', '/crew-showcase'])
    await expect(page.getByRole('link', { name: 'Узнать об услугах' })).toHaveAttribute('href', '/services')
  })

  test('a service card opens its details in a dialog, usable from the keyboard', async ({ page }) => {
    await page.goto(`${siteUrl()}/en/`)
    const cards = page.locator('[data-service]')
    await expect(cards).toHaveCount(6)
    const training = page.locator('[data-service="training"]')
    await training.scrollIntoViewIfNeeded()
    // The cards are server-rendered; the dialog works once the island has hydrated (on visible).
    await expect(page.locator('astro-island', { has: training })).not.toHaveAttribute('ssr', /.*/)
    const details = training.getByRole('button', { name: /Details/ })
    await details.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('8,500')).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/en/yachts?service=training')
    await expect(dialog.getByRole('link', { name: 'Get a consultation' })).toHaveAttribute('href', '/en/contact?service=training')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(details).toBeFocused()
  })

  test('Book now leads to the yachts with the service named; an unknown service is ignored', async ({ page }) => {
    await page.goto(`${siteUrl()}/en/`)
    const training = page.locator('[data-service="training"]')
    await training.scrollIntoViewIfNeeded()
    await expect(page.locator('astro-island', { has: training })).not.toHaveAttribute('ssr', /.*/)
    await training.getByRole('button', { name: /Details/ }).click()
    await page.getByRole('dialog').getByRole('link', { name: 'Book now' }).click()
    await expect(page).toHaveURL(/\/en\/yachts\?service=training$/)
    const notice = page.locator('[data-chosen-service]:visible')
    await expect(notice).toHaveCount(1)
    await expect(notice).toContainText('You are booking “Navigation training”: choose a yacht for it.')
    await notice.getByRole('link', { name: 'Browse yachts without the service' }).click()
    await expect(page).toHaveURL(/\/en\/yachts\/?$/)
    await expect(page.locator('[data-chosen-service]:visible')).toHaveCount(0)

    await page.goto(`${siteUrl()}/yachts?service=training`)
    await expect(page.locator('[data-chosen-service]:visible')).toContainText('Вы бронируете услугу «Обучение навигации»')
    await page.goto(`${siteUrl()}/yachts?service=${encodeURIComponent('<b>x</b>')}`)
    await expect(page.locator('[data-chosen-service]:visible')).toHaveCount(0)
  })
})

test.describe('language detection (spec section 7)', () => {
  test('?lng= opens the page in that language and is remembered', async ({ page, context }) => {
    await page.goto(`${siteUrl()}/yachts?lng=en`)
    await expect(page).toHaveURL(/\/en\/yachts\/?$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Yachts')
    expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('en')
    await page.goto(`${siteUrl()}/destinations`)
    await expect(page).toHaveURL(/\/en\/destinations\/?$/)
    await page.goto(`${siteUrl()}/en/events?lng=ru`)
    await expect(page).toHaveURL(/\/events\/?$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })

  test('a choice kept only in session storage is applied and cached in local storage', async ({ page }) => {
    await page.goto(`${siteUrl()}/`)
    await page.evaluate(() => sessionStorage.setItem('i18nextLng', 'en'))
    await page.goto(`${siteUrl()}/yachts`)
    await expect(page).toHaveURL(/\/en\/yachts\/?$/)
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')
  })

  test('the language switch never leaves the site: the probe’s /en//127.0.0.1:8765/x?lng=ru stays here', async ({ page }) => {
    const site = new URL(siteUrl())
    await page.goto(`${siteUrl()}/en//127.0.0.1:8765/x?lng=ru`)
    // The switch has run (the choice is kept) and the page is still this site's, in Russian.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ru')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    expect(new URL(page.url()).host).toBe(site.host)
  })

  test('a language value that looks like script injection is discarded', async ({ page, context }) => {
    await page.goto(`${siteUrl()}/yachts?lng=${encodeURIComponent('<script>alert(1)</script>')}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Яхты')
    expect((await context.cookies()).some((c) => c.name === 'i18next')).toBe(false)
  })
})
