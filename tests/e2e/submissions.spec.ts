import { expect, test } from '@playwright/test'
import sharp from 'sharp'

import { E2E_ADMIN, siteUrl } from './support/admin'
import { islandHydrated, signedInPage } from './support/page'

/**
 * Members' submissions and their moderation in Chromium (issue "Member submissions and
 * moderation …"): a member sends a trip package with a photo, an admin cannot reject it without
 * notes, rejects it with notes, the member sees them and resubmits, the admin approves, and the
 * package is on the live site after the rebuild.
 */
test.use({ locale: 'ru-RU' })

const MEMBER = { email: 'sailor@baikal-yachts.local' }
const TITLE = `Паруса Чивыркуя ${Date.now()}`
const HOSTILE = '<img src=x onerror="window.__owned=1"> остаётся текстом'

test('a member’s trip package goes through rejection with notes and resubmission to the live site', async ({ browser }) => {
  test.setTimeout(300_000)
  const member = await signedInPage(browser, MEMBER.email, 'ru-RU')
  const admin = await signedInPage(browser, E2E_ADMIN.email, 'ru-RU')

  // The member writes the package, with a photo, and sends it for review.
  await member.goto(`${siteUrl()}/content/create`)
  await islandHydrated(member)
  await member.getByLabel('Турпакет').check()
  await member.getByRole('button', { name: 'Отправить на проверку' }).click()
  await expect(member.getByLabel('Название')).toHaveAttribute('aria-invalid', 'true')
  await expect(member.getByLabel('Название')).toBeFocused()
  await member.getByLabel('Название').fill(TITLE)
  await member.getByLabel('Кратко').fill('Три дня в заливе Чивыркуй: нерпы, горячие источники и ночёвки в бухтах.')
  await member.getByLabel('Подробное описание').fill(`День первый: выход из Усть-Баргузина.\n\n${HOSTILE}`)
  await member.getByLabel('Яхта', { exact: true }).selectOption({ index: 1 })
  await member.getByLabel('Тип судна').selectOption('sailing-yacht')
  await member.getByLabel('Начало').fill('2027-07-10')
  await member.getByLabel('Окончание').fill('2027-07-12')
  await member.getByLabel('Длительность (как показать)').fill('3 дня')
  await member.getByLabel('Длительность, дней').fill('3')
  await member.getByLabel('Гостей').fill('6')
  await member.getByLabel('Базовая цена за день, $').fill('400')
  await member.getByLabel('Итоговая цена, $').fill('1200')
  await member.getByLabel('Включено').fill('Завтраки\nКапитан')
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer()
  await member.getByLabel('Фотография', { exact: true }).setInputFiles({ name: 'chivyrkuy.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(member.getByRole('img', { name: 'Фотография публикации' })).toBeVisible()
  await member.getByRole('button', { name: 'Отправить на проверку' }).click()
  await expect(member.getByText('Отправлено на проверку. Мы сообщим о решении по почте.')).toBeVisible()
  const id = new URL(member.url()).searchParams.get('id')
  expect(id).toMatch(/^\d+$/)

  // The admin opens it from the queue and tries to reject it without notes.
  await admin.goto(`${siteUrl()}/admin/content/sandbox`)
  await islandHydrated(admin)
  await admin.getByRole('button', { name: new RegExp(TITLE) }).click()
  const decision = admin.getByRole('region', { name: TITLE })
  await expect(decision.getByText(HOSTILE)).toBeVisible()
  await decision.getByRole('button', { name: 'Отклонить' }).click()
  await expect(decision.getByRole('alert')).toHaveText('Rejection Notes Required')
  await decision.getByLabel('Замечания для автора').fill('Укажите, входит ли питание.')
  await decision.getByRole('button', { name: 'Отклонить' }).click()
  await expect(decision.getByText('Публикация возвращена автору с замечаниями.')).toBeVisible()

  // The member sees the notes on their dashboard, edits and resubmits.
  await member.goto(`${siteUrl()}/content/dashboard`)
  await islandHydrated(member)
  const card = member.locator(`[data-submission-id="${id}"]`)
  await expect(card).toContainText('Отклонено')
  await expect(card).toContainText('Укажите, входит ли питание.')
  await card.getByRole('link', { name: /Изменить/ }).click()
  await islandHydrated(member)
  await expect(member.getByText('Укажите, входит ли питание.')).toBeVisible()
  await member.getByLabel('Включено').fill('Завтраки и ужины\nКапитан')
  await member.getByRole('button', { name: 'Отправить на проверку' }).click()
  await expect(member.getByText('Отправлено на проверку. Мы сообщим о решении по почте.')).toBeVisible()

  // The admin approves it; the rebuild puts it on the live site.
  await admin.goto(`${siteUrl()}/admin/content/sandbox?id=${id}`)
  await islandHydrated(admin)
  const again = admin.getByRole('region', { name: TITLE })
  await again.getByRole('button', { name: 'Одобрить и опубликовать' }).click()
  await expect(again.getByText(/^Опубликовано\./)).toBeVisible()
  const live = await again.getByRole('link', { name: 'Открыть страницу' }).getAttribute('href')
  expect(live).toMatch(/^\/trips\/\d+$/)
  await expect(async () => {
    const res = await fetch(`${siteUrl()}${live}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(TITLE)
  }).toPass({ timeout: 150_000, intervals: [1000] })
  await member.goto(`${siteUrl()}${live}`)
  await expect(member.getByRole('heading', { level: 1 })).toHaveText(TITLE)
  await expect(member.getByText(HOSTILE)).toBeVisible()
  expect(await member.evaluate(() => (window as unknown as { __owned?: number }).__owned)).toBeUndefined()
  await expect(member.getByText('Завтраки и ужины')).toBeVisible()
})

test('an owner proposes an event in English; it is in the calendar once an admin approves it, and customers are told who may propose', async ({ browser }) => {
  test.setTimeout(300_000)
  const title = `Olkhon Cup ${Date.now()}`
  const owner = await signedInPage(browser, 'owner@baikal-yachts.local', 'en-US')
  await owner.goto(`${siteUrl()}/en/events`)
  await owner.getByRole('link', { name: 'Propose an event' }).click()
  await islandHydrated(owner)
  await expect(owner.getByRole('heading', { level: 1 })).toHaveText('Propose an event')
  await owner.getByLabel('Title').fill(title)
  await owner.getByLabel('In short').fill('A one-day race of cruising yachts around Olkhon island.')
  await owner.getByLabel('Starts').fill('2027-08-14T10:00')
  await owner.getByLabel('Ends').fill('2027-08-14T18:30')
  await owner.getByLabel('Where').fill('Khuzhir')
  await owner.getByLabel('Category').selectOption('cup')
  await owner.getByLabel('Type').selectOption('cruiseRacing')
  await owner.getByLabel('Region').selectOption('baikal')
  await owner.getByLabel('Places').fill('30')
  await owner.getByLabel('Difficulty').selectOption('moderate')
  await owner.getByLabel('Entry fee, RUB (0 is free)').fill('5000')
  await owner.getByLabel('Boat classes').fill('ORC\nOpen 800')
  await owner.getByRole('button', { name: 'Send for review' }).click()
  await expect(owner.getByText('Sent for review. We will email you the decision.')).toBeVisible()
  const id = new URL(owner.url()).searchParams.get('id')
  expect(id).toMatch(/^\d+$/)

  const admin = await signedInPage(browser, E2E_ADMIN.email, 'ru-RU')
  await admin.goto(`${siteUrl()}/admin/content/sandbox?id=${id}`)
  await islandHydrated(admin)
  const decision = admin.getByRole('region', { name: title })
  await expect(decision).toContainText('14 авг. 2027 г., 10:00')
  await decision.getByRole('button', { name: 'Одобрить и опубликовать' }).click()
  const live = await decision.getByRole('link', { name: 'Открыть страницу' }).getAttribute('href')
  expect(live).toMatch(/^\/events\/\d+$/)
  await expect(async () => {
    const res = await fetch(`${siteUrl()}/en${live}`)
    expect(res.status).toBe(200)
    expect(await res.text()).toContain(title)
  }).toPass({ timeout: 150_000, intervals: [1000] })
  await owner.goto(`${siteUrl()}/en/events`)
  await expect(owner.getByRole('link', { name: title })).toBeVisible()

  const customer = await signedInPage(browser, MEMBER.email, 'ru-RU')
  await customer.goto(`${siteUrl()}/events/create`)
  await islandHydrated(customer)
  await expect(customer.getByText('Предлагать события могут капитаны, владельцы яхт и администраторы.', { exact: false })).toBeVisible()
})

test('a member proposes an edit of a wiki article; an admin reviews the diff on the wiki’s moderation tab and approves it into the article', async ({ browser }) => {
  test.setTimeout(300_000)
  const addition = `Проверено на воде ${Date.now()}.`
  const member = await signedInPage(browser, MEMBER.email, 'ru-RU')
  await member.goto(`${siteUrl()}/wiki`)
  await member.locator('[data-wiki-category] h3 a').first().click()
  const articlePath = new URL(member.url()).pathname
  const title = (await member.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
  await member.getByRole('link', { name: 'Предложить правку статьи' }).click()
  await islandHydrated(member)
  const content = member.getByLabel(/^Текст/)
  await expect(content).not.toHaveValue('')
  await content.fill(`${await content.inputValue()}\n\n${addition}`)
  await member.getByLabel('Что вы изменили, для модератора (необязательно)').fill('Добавил абзац')
  await member.getByRole('button', { name: 'Отправить на проверку' }).click()
  await expect(member.getByText('Отправлено на проверку. Мы сообщим о решении по почте.')).toBeVisible()
  const id = new URL(member.url()).searchParams.get('id')

  const admin = await signedInPage(browser, E2E_ADMIN.email, 'ru-RU')
  await admin.goto(`${siteUrl()}/wiki?tab=moderation&id=${id}`)
  // The queue may add its own filter (kind=wiki) to the address, so the parameters' order is not fixed.
  await expect(admin).toHaveURL((url) => url.pathname === '/wiki/moderation' && url.searchParams.get('id') === id)
  await islandHydrated(admin)
  const decision = admin.getByRole('region', { name: title })
  await expect(decision.locator('[data-wiki-diff] ins')).toContainText(addition)
  await decision.getByRole('button', { name: 'Одобрить и опубликовать' }).click()
  await expect(decision.getByRole('link', { name: 'Открыть страницу' })).toHaveAttribute('href', articlePath)
  await expect(async () => {
    const res = await fetch(`${siteUrl()}${articlePath}`)
    expect(await res.text()).toContain(addition)
  }).toPass({ timeout: 150_000, intervals: [1000] })
})
