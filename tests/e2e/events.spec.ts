import { expect, test } from '@playwright/test'

import { siteUrl } from './support/admin'
import { signedInPage } from './support/page'

/**
 * Event registration in Chromium, in both languages (issue "Community …"): register with one's
 * name listed (paying the entry fee by card where the event has one), then cancel.
 */

const CASES = [
  {
    path: '/events/1',
    email: 'sailor@baikal-yachts.local',
    locale: 'ru-RU',
    words: {
      region: 'Участие',
      listed: 'Показывать моё имя в списке участников',
      register: 'Зарегистрироваться',
      registered: 'Вы зарегистрированы, взнос оплачен.',
      fee: { held: /^Место удерживается за вами: оплатите взнос 45\s000\s₽\. Осталось 1[45]:\d\d\.$/, pay: /^Оплатить взнос 45\s000\s₽$/, done: 'Взнос оплачен. Место ваше.' },
      cancel: 'Отменить участие',
      cancelled: 'Участие отменено.',
      count: /^Зарегистрировано: (\d+) из \d+/,
    },
  },
  {
    // The sail festival: free to enter.
    path: '/en/events/3',
    email: 'owner@baikal-yachts.local',
    locale: 'en-US',
    words: {
      region: 'Taking part',
      listed: 'Show my name in the participants list',
      register: 'Register',
      registered: 'You are registered.',
      fee: null,
      cancel: 'Cancel my registration',
      cancelled: 'Your registration is cancelled.',
      count: /^Registered: (\d+) of \d+/,
    },
  },
] as const

for (const { path, email, locale, words } of CASES) {
  test(`a member registers for ${path} with their name listed${words.fee ? ', pays the entry fee by card' : ''}, and cancels`, async ({ browser }) => {
    const page = await signedInPage(browser, email, locale)
    await page.goto(`${siteUrl()}${path}`)
    const box = page.getByRole('region', { name: words.region })
    await box.scrollIntoViewIfNeeded()
    const register = box.getByRole('button', { name: words.register, exact: true })
    await expect(register).toBeVisible()
    const countText = async () => Number(words.count.exec((await box.locator('[data-registration-count]').textContent()) ?? '')?.[1])
    const before = await countText()
    await box.getByLabel(words.listed).check()
    await register.click()
    if (words.fee) {
      await expect(box.getByRole('timer')).toHaveText(words.fee.held)
      await box.getByRole('button', { name: words.fee.pay }).click()
      await box.getByLabel('Номер карты').fill('4242 4242 4242 4242')
      await box.getByLabel('Срок действия').fill('12/34')
      await box.getByLabel('CVC').fill('123')
      await box.getByRole('button', { name: /^Оплатить/ }).click()
      await expect(box.getByRole('status')).toHaveText(words.fee.done)
    }
    await expect(box.getByText(words.registered)).toBeVisible()
    await expect.poll(countText).toBe(before + 1)
    const name = (await (await page.request.get(`${siteUrl()}/api/user`)).json()) as { firstName: string; lastName: string }
    await expect(box).toContainText(`${name.firstName} ${name.lastName.slice(0, 1)}.`)

    await box.getByRole('button', { name: words.cancel }).click()
    await expect(box.getByRole('status')).toHaveText(words.cancelled)
    await expect(box.getByRole('button', { name: words.register, exact: true })).toBeVisible()
    await expect.poll(countText).toBe(before)
  })
}

test('a guest is asked to sign in before registering', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/events/1`)
  const box = page.getByRole('region', { name: 'Taking part' })
  await box.scrollIntoViewIfNeeded()
  await expect(box.getByRole('link', { name: 'Sign in to register' })).toHaveAttribute('href', '/en/auth')
})

test('an event page offers its calendar file, and the events list the feed of all events', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/events/1`)
  const file = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')
  const one = await page.request.get(`${siteUrl()}${file}`)
  expect(one.headers()['content-type']).toBe('text/calendar; charset=utf-8')
  expect(await one.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*UID:event-1@baikal-yachts/)
  await page.goto(`${siteUrl()}/events`)
  const feed = await page.getByRole('link', { name: 'Подписаться на календарь событий' }).getAttribute('href')
  expect(feed).toBe('/api/events/calendar.ics?lang=ru')
  expect(await (await page.request.get(`${siteUrl()}${feed}`)).text()).toContain('X-WR-CALNAME:Baikal Yachts — события')
})
