import { expect, type Page, type Response, test } from '@playwright/test'

import { marinaDayOf } from '@cms/core/contract/marinaDays'
import { cmsUrl, publishedId, signInToAdmin, siteUrl } from './support/admin'
import { inDatabase } from './support/database'

test.use({ locale: 'ru-RU' })

/** The marina day the live build started on, or null before the first. */
const liveBuildDay = () =>
  inDatabase(async (client) => {
    const { rows } = await client.query<{ started_at: Date | null }>('SELECT max(started_at) AS started_at FROM site_builds WHERE live')
    const startedAt = rows[0]?.started_at
    return startedAt ? marinaDayOf(startedAt) : null
  })

/**
 * Has the site rebuilt first when the live build is of an earlier marina day. The lake's day turns
 * at 16:00 UTC, and the hourly new-day task then records a change of anything
 * (cms/features/publishing/jobs/rebuildSiteOnNewDayTask.ts): an edit's build that took it too
 * would render every page, and the page counts below would be the new day's, not the edit's.
 */
async function rebuildIfTheDayTurned(page: Page): Promise<void> {
  const today = marinaDayOf(new Date())
  if ((await liveBuildDay()) === today) return
  const status = await page.evaluate(async (url) => (await fetch(url, { method: 'POST' })).status, `${cmsUrl()}/api/site-builds/rebuild`)
  expect(status).toBe(202)
  await expect.poll(liveBuildDay, { timeout: 120_000 }).toBe(today)
}

test('a yacht edited and published in the admin appears on the site after the rebuild', async ({ page }) => {
  const id = await publishedId('yachts', 'baikal-star')
  const summary = `Обновлено редактором ${Date.now()}`

  await signInToAdmin(page)
  await rebuildIfTheDayTurned(page)

  // The content's language explicitly: the admin otherwise opens in the one it was last used in.
  await page.goto(`${cmsUrl()}/admin/collections/yachts/${id}?locale=ru`)
  // The admin speaks Russian to a Russian browser.
  const publish = page.getByRole('button', { name: 'Опубликовать изменения' })
  const summaryField = page.locator('#field-summary')
  // The admin autosaves a draft as the editor types. Publishing once that draft is saved, and
  // waiting for the publish's own answer, keeps a slow machine from racing the two requests.
  const isSaveOf = (response: Response, draft: boolean) =>
    response.request().method() === 'PATCH' && response.url().includes(`/api/yachts/${id}?`) && response.url().includes('draft=true') === draft
  const autosaved = page.waitForResponse((response) => isSaveOf(response, true))
  await summaryField.fill(summary)
  expect((await autosaved).ok()).toBe(true)
  // Once in CI a click sent no publish at all, so the click waits for the form Payload's own tests
  // wait for (ready, with the button enabled) and is repeated if no publish is sent after it.
  await expect(async () => {
    await expect(page.locator('form.collection-edit__form[data-form-ready="true"]')).toBeVisible()
    await expect(publish).toBeEnabled()
    const published = page.waitForResponse((response) => isSaveOf(response, false), { timeout: 20_000 })
    await publish.click()
    expect((await published).status()).toBe(200)
  }).toPass({ timeout: 60_000 })
  // Published: anyone reading the yacht gets the new summary (the status pill says "Опубликовано" all along).
  await expect.poll(async () => ((await (await fetch(`${cmsUrl()}/api/yachts/${id}?locale=ru&depth=0`)).json()) as { summary?: string }).summary).toBe(summary)

  // The rebuild job picks the change up and the site server switches to the new build.
  await expect(async () => {
    const res = await fetch(`${siteUrl()}/yacht/${id}`)
    expect(await res.text()).toContain(summary)
  }).toPass({ timeout: 90_000, intervals: [1000] })

  // Editors see which pages the publish changed (#33): the yacht's Russian pages and the list that
  // shows it; not its English pages (their text did not change) nor any other yacht's page.
  // Read as the admin's own page reads it (the page is still the admin's, signed in).
  const buildsUrl = `${cmsUrl()}/api/site-builds?where[changedPages][contains]=${encodeURIComponent(`/yacht/${id}\n`)}&sort=-finishedAt&limit=1&depth=0`
  const builds = await page.evaluate(async (url) => (await (await fetch(url)).json()) as { docs: { changedPages: string; changedPageCount: number }[] }, buildsUrl)
  const changed = builds.docs[0]?.changedPages.split('\n') ?? []
  expect(changed).toEqual(expect.arrayContaining([`/yacht/${id}`, '/yachts']))
  // The second address is served from the first's file: no page of its own to change.
  expect(changed).not.toContain(`/yachts/${id}`)
  expect(changed).not.toContain(`/en/yacht/${id}`)
  expect(changed.filter((address) => /^(\/en)?\/yachts?\/\d+$/.test(address) && !address.endsWith(`/${id}`))).toEqual([])
  expect(builds.docs[0]?.changedPageCount).toBe(changed.length)
  await page.goto(`${cmsUrl()}/admin`)
  await expect(page.locator('[data-changed-pages]')).toContainText(/Изменено страниц с прошлой сборки: \d+\. Какие/)

  await page.goto(`${siteUrl()}/yacht/${id}`)
  await expect(page.locator('.summary')).toHaveText(summary)
  await page.goto(`${siteUrl()}/yachts`)
  await expect(page.locator(`[data-yacht-id="${id}"]`)).toContainText(summary)
})

test('the admin’s dashboard shows the live build and starts a rebuild; the builds are listed with their page count', async ({ page }) => {
  await signInToAdmin(page)
  const status = page.getByRole('region', { name: 'Сайт' })
  await expect(status).toContainText(/На сайте сборка от .+: \d+ стр\., собрана за [\d.]+ с\./)
  await status.getByRole('button', { name: 'Собрать сайт сейчас' }).click()
  await expect(status.getByRole('status')).toHaveText('Сборка поставлена в очередь.')
  await page.goto(`${cmsUrl()}/admin/collections/site-builds`)
  await expect(page.getByText('Готово').first()).toBeVisible()
})
