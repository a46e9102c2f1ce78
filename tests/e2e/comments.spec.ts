import { expect, test } from '@playwright/test'

import { E2E_ADMIN, siteUrl } from './support/admin'
import { signedInPage } from './support/page'

/** Comments on events in Chromium, in both languages (issue "Community …"): write, edit, report, and an admin hides. */

const CASES = [
  {
    path: '/events/3',
    author: 'sailor@baikal-yachts.local',
    reader: 'owner@baikal-yachts.local',
    locale: 'ru-RU',
    text: 'Кто идёт **на старт**? <b>жирный</b>',
    words: {
      region: 'Комментарии',
      label: 'Ваш комментарий',
      post: 'Отправить комментарий',
      posted: 'Комментарий опубликован.',
      edit: 'Изменить',
      editLabel: 'Изменить комментарий',
      save: 'Сохранить',
      edited: 'изменён',
      report: 'Пожаловаться',
      reason: 'Причина',
      reasonChoice: 'Спам или реклама',
      send: 'Отправить жалобу',
      reported: 'Жалоба отправлена: модераторы её рассмотрят.',
      required: 'Сначала напишите что-нибудь.',
    },
  },
  {
    path: '/en/events/4',
    author: 'owner@baikal-yachts.local',
    reader: 'sailor@baikal-yachts.local',
    locale: 'en-US',
    text: 'Who is going **to the start**? <b>bold</b>',
    words: {
      region: 'Comments',
      label: 'Your comment',
      post: 'Post comment',
      posted: 'Your comment is posted.',
      edit: 'Edit',
      editLabel: 'Edit your comment',
      save: 'Save',
      edited: 'edited',
      report: 'Report',
      reason: 'Reason',
      reasonChoice: 'Spam or advertising',
      send: 'Send the report',
      reported: 'Reported: the moderators will look at it.',
      required: 'Write something first.',
    },
  },
] as const

for (const { path, author, reader, locale, text, words } of CASES) {
  test(`a member comments on ${path} and edits it; another reports it`, async ({ browser }) => {
    const writer = await signedInPage(browser, author, locale)
    await writer.goto(`${siteUrl()}${path}`)
    const discussion = writer.getByRole('region', { name: words.region })
    await discussion.scrollIntoViewIfNeeded()
    await discussion.getByRole('button', { name: words.post }).click()
    await expect(discussion.getByText(words.required)).toBeVisible()
    await expect(discussion.getByLabel(words.label)).toBeFocused()

    await discussion.getByLabel(words.label).fill(text)
    await discussion.getByRole('button', { name: words.post }).click()
    await expect(discussion.getByRole('status')).toHaveText(words.posted)
    const mine = discussion.locator('[data-comment]').last()
    // Markdown is rendered; the HTML written in the text is shown as text.
    await expect(mine.locator('strong').last()).toHaveText(text.includes('на старт') ? 'на старт' : 'to the start')
    await expect(mine).toContainText(text.includes('<b>жирный</b>') ? '<b>жирный</b>' : '<b>bold</b>')
    await expect(mine.locator('b')).toHaveCount(0)

    await mine.getByRole('button', { name: words.edit }).click()
    await mine.getByLabel(words.editLabel).fill(`${text} (PS)`)
    await mine.getByRole('button', { name: words.save }).click()
    await expect(mine).toContainText('(PS)')
    await expect(mine).toContainText(words.edited)
    const id = (await mine.getAttribute('id'))?.replace('comment-', '')
    await writer.context().close()

    const other = await signedInPage(browser, reader, locale)
    await other.goto(`${siteUrl()}${path}`)
    // The discussion loads when it scrolls into view.
    await other.getByRole('region', { name: words.region }).scrollIntoViewIfNeeded()
    const theirs = other.locator(`#comment-${id}`)
    await expect(theirs).toBeVisible()
    await expect(theirs.getByRole('button', { name: words.edit })).toHaveCount(0)
    await theirs.getByRole('button', { name: words.report }).click()
    await expect(theirs.getByLabel(words.reason)).toBeFocused()
    await theirs.getByLabel(words.reason).selectOption({ label: words.reasonChoice })
    await theirs.getByRole('button', { name: words.send }).click()
    await expect(theirs).toContainText(words.reported)
    await expect(theirs.getByRole('button', { name: words.report })).toHaveCount(0)
    await other.context().close()
  })
}

test('an admin follows the report to the comment and hides it; guests no longer see it', async ({ browser, page }) => {
  const writer = await signedInPage(browser, 'sailor@baikal-yachts.local', 'en-US')
  const posted = await writer.request.post(`${siteUrl()}/api/events/5/comments`, { data: { body: 'Cheap charter, write me directly!' } })
  expect(posted.status()).toBe(201)
  const { id } = (await posted.json()) as { id: number }
  const reader = await signedInPage(browser, 'owner@baikal-yachts.local', 'en-US')
  expect((await reader.request.post(`${siteUrl()}/api/comments/${id}/report`, { data: { reason: 'spam' } })).status()).toBe(201)

  const admin = await signedInPage(browser, E2E_ADMIN.email, 'en-US')
  await admin.goto(`${siteUrl()}/en/events/5?comment=${id}#comments`)
  const reported = admin.locator(`#comment-${id}`)
  await expect(reported).toBeInViewport()
  await expect(reported).toContainText('1 report')
  await reported.getByRole('button', { name: 'Hide' }).click()
  await expect(reported).toContainText('Hidden by a moderator')
  await expect(admin.getByRole('region', { name: 'Comments' }).getByRole('status')).toHaveText('The comment is hidden.')

  await page.goto(`${siteUrl()}/en/events/5`)
  const discussion = page.getByRole('region', { name: 'Comments' })
  await discussion.scrollIntoViewIfNeeded()
  await expect(discussion.getByRole('link', { name: 'Sign in to comment' })).toBeVisible()
  await expect(page.locator(`#comment-${id}`)).toHaveCount(0)
})
