import path from 'node:path'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

import { ASSISTANT_APPEARS_AFTER_MS, ASSISTANT_OFFSET_PX, COPY_CHECK_MS } from '@cms/features/assistant/contract/chat'
import { freePort } from '@scripts/lib/postgres'
import { startChild, stopChild, waitForUrl } from '@scripts/lib/processes'
import { payloadSecret, ROOT_DIR } from '@scripts/lib/settings'
import { startChatModelServer } from '../support/chatModelServer'
import { siteUrl } from './support/admin'
import { freezeClock } from './support/page'

/** The yacht assistant (spec 2.5, issue #11): the floating widget, its page, and both responders. */
const widget = (page: Page) => page.getByRole('dialog', { name: /Yacht Companion/ })
const box = async (page: Page) => (await widget(page).boundingBox())!

async function openWidget(page: Page) {
  await page.locator('[data-site-footer] [data-assistant-toggle]').click()
  await expect(widget(page)).toBeVisible()
}

test('the widget: appears after 1.5 s, opens from the footer, resizes, drags within the screen, and is driven by the keyboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.setViewportSize({ width: 1280, height: 900 })
  await freezeClock(page)
  await page.goto(`${siteUrl()}/yachts`)
  const root = page.locator('[data-assistant-root]')
  await expect(root).not.toHaveAttribute('data-ready', 'true')
  await page.clock.runFor(ASSISTANT_APPEARS_AFTER_MS)
  await expect(root).toHaveAttribute('data-ready', 'true')
  await openWidget(page)
  expect(page.url()).toMatch(/\/yachts$/)
  await expect(widget(page).getByLabel('Ваш вопрос')).toBeFocused()

  // 350×500, 20 px from the bottom-right corner; suggestions only when expanded.
  let at = await box(page)
  expect([at.width, at.height]).toEqual([350, 500])
  expect([at.x + at.width, at.y + at.height]).toEqual([1280 - ASSISTANT_OFFSET_PX, 900 - ASSISTANT_OFFSET_PX])
  await expect(widget(page).locator('[data-suggestions]')).toHaveCount(0)
  await widget(page).getByRole('button', { name: 'Развернуть' }).click()
  at = await box(page)
  expect([at.width, at.height]).toEqual([600, 700])
  await expect(widget(page).locator('[data-suggestions] button')).toHaveCount(4)

  // Dragged by its header, and never past the screen's edge.
  const header = widget(page).locator('[data-assistant-header]')
  const start = await header.boundingBox()
  await page.mouse.move(start!.x + 40, start!.y + 15)
  await page.mouse.down()
  await page.mouse.move(start!.x - 160, start!.y - 85, { steps: 4 })
  await page.mouse.up()
  const moved = await box(page)
  expect([Math.round(moved.x - at.x), Math.round(moved.y - at.y)]).toEqual([-200, -100])
  await page.mouse.move(moved.x + 40, moved.y + 15)
  await page.mouse.down()
  await page.mouse.move(-500, -500, { steps: 4 })
  await page.mouse.up()
  expect(await box(page)).toMatchObject({ x: 0, y: 0 })

  // Shift+Enter is a new line, whitespace is not sent, Enter sends; the field waits for the answer.
  const field = widget(page).getByLabel('Ваш вопрос')
  await field.fill('   ')
  await field.press('Enter')
  await expect(widget(page).locator('[data-chat-message="user"]')).toHaveCount(0)
  await field.fill('Какая яхта подойдёт для семьи')
  await field.press('Shift+Enter')
  await field.pressSequentially('из 4 человек?')
  await expect(field).toHaveValue('Какая яхта подойдёт для семьи\nиз 4 человек?')
  let release: () => void = () => {}
  await page.route('**/api/chat', async (route) => {
    await new Promise<void>((resolve) => {
      release = resolve
    })
    await route.continue()
  })
  await field.press('Enter')
  await expect(widget(page).locator('[data-chat-message="user"]')).toHaveText(/семьи\nиз 4 человек/)
  await expect(field).toBeDisabled()
  await expect(widget(page).getByRole('button', { name: 'Отправить' })).toBeDisabled()
  await expect(widget(page).getByRole('status', { name: 'Yacht Companion печатает…' })).toBeVisible()
  release()
  const answer = widget(page).locator('[data-chat-message="assistant"]').last()
  await expect(answer).toContainText('Подходящие яхты для 4 гостей')
  await expect(answer.locator('a[href^="/yacht/"]').first()).toBeVisible()
  await expect(field).toBeEnabled()
  await page.unroute('**/api/chat')

  // Copying a message shows a check for 2 s; copying the chat labels the speakers.
  const copy = answer.getByRole('button', { name: 'Скопировать сообщение' })
  await copy.click()
  await expect(answer.getByRole('button', { name: 'Скопировано' })).toBeVisible()
  await page.clock.runFor(COPY_CHECK_MS)
  await expect(copy).toBeVisible()
  await widget(page).getByRole('button', { name: 'Скопировать весь чат' }).click()
  const transcript = await page.evaluate(() => navigator.clipboard.readText())
  expect(transcript).toMatch(/^Yacht Companion: Здравствуйте![\s\S]*\n\nВы: Какая яхта подойдёт для семьи\nиз 4 человек\?\n\nYacht Companion: Подходящие яхты/)

  // A suggested question, then clear: back to the single greeting. Minimise hides; the footer opens again.
  await widget(page).getByRole('button', { name: 'Сколько стоит аренда яхты на день?' }).click()
  await expect(widget(page).locator('[data-chat-message="assistant"]').last()).toContainText('Аренда яхты — от')
  await widget(page).getByRole('button', { name: 'Очистить чат' }).click()
  await expect(widget(page).locator('[data-chat-message]')).toHaveCount(1)
  await expect(widget(page).locator('[data-chat-message]')).toContainText('Здравствуйте! Я помогу выбрать яхту')
  await widget(page).getByRole('button', { name: 'Скрыть ассистента' }).click()
  await expect(widget(page)).toBeHidden()
  await openWidget(page)
  await page.keyboard.press('Escape')
  await expect(widget(page)).toBeHidden()
})

test('on a phone the widget is a full-width sheet', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await page.goto(`${siteUrl()}/en/destinations`)
  await expect(page.locator('[data-assistant-root]')).toHaveAttribute('data-ready', 'true')
  await openWidget(page)
  const sheet = await box(page)
  expect([sheet.x, sheet.width, Math.round(sheet.y + sheet.height)]).toEqual([0, 375, 740])
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  // The open sheet, as a screen reader meets it (axe needs the page's real clock, so here).
  const axe = await new AxeBuilder({ page }).include('[data-assistant-widget]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  expect(axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`)).toEqual([])
})

test('the assistant’s page answers in English from the built-in responder (no model configured), linking the pages it names', async ({ page }) => {
  await page.goto(`${siteUrl()}/en/yacht-assistant`)
  const chat = page.locator('[data-assistant-page]')
  await chat.getByRole('button', { name: 'Which places on Baikal are worth visiting?' }).click()
  const answer = chat.locator('[data-chat-message="assistant"]').last()
  await expect(answer).toContainText('Places worth visiting:')
  await answer.locator('a[href^="/en/destination/"]').first().click()
  await expect(page).toHaveURL(/\/en\/destination\/\d+$/)
  // No floating widget on the assistant's own page.
  await page.goto(`${siteUrl()}/chat`)
  await expect(page.locator('[data-assistant-page]')).toBeVisible()
  await expect(page.locator('[data-assistant-root]')).toHaveCount(0)
})

test('with a model configured, a conversation goes through the openai SDK to the model, which looks the yacht up with a tool', async ({ page }) => {
  test.setTimeout(120_000)
  const model = await startChatModelServer()
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const dataDir = process.env.E2E_DATA_DIR!
  const site = startChild(
    'model-site',
    [path.join(ROOT_DIR, 'scripts', 'serve-site.mjs')],
    {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: process.env.E2E_DATABASE_URL,
      PAYLOAD_SECRET: payloadSecret(dataDir),
      PORTAL_DATA_DIR: dataDir,
      PORTAL_RUN_MIGRATIONS: 'false',
      SITE_PORT: String(port),
      SITE_URL: url,
      OPENAI_API_KEY: 'sk-e2e-loopback',
      OPENAI_BASE_URL: model.url,
      OPENAI_MODEL: 'loopback-model',
    },
    { longRunning: false, stoppedBy: 'caller' },
  )
  try {
    await waitForUrl(`${url}/`, 60_000, site)
    await page.goto(`${url}/yacht-assistant`)
    const chat = page.locator('[data-assistant-page]')
    await chat.getByLabel('Ваш вопрос').fill('Яхта для семьи из 4 человек?')
    await chat.getByLabel('Ваш вопрос').press('Enter')
    const link = chat.locator('[data-chat-message="assistant"]').last().locator('a[href^="/yacht/"]')
    await expect(link).toBeVisible()
    const toolCall = model.requests.find((request) => request.body.messages.some((message) => message.role === 'tool'))
    const found = JSON.parse(toolCall!.body.messages.find((message) => message.role === 'tool')!.content!) as { yachts: { name: string; page: string }[] }
    await expect(link).toHaveText(found.yachts[0]!.name)
    await expect(link).toHaveAttribute('href', found.yachts[0]!.page)
  } finally {
    await stopChild(site, 10_000)
    await model.close()
  }
})
