import { QUEUE_RUNNERS, REBUILD_SITE_QUEUE, SCHEDULED_PUBLISH_QUEUE } from '@cms/core/queues'
import type { Payload, ServerProps } from 'payload'
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeAll, describe, expect, it } from 'vitest'

import { buildFolder, makeLive, readLiveBuild } from '@cms/features/publishing/liveBuild'
import { buildSite, SITE_BUILD_LOCK } from '@cms/features/publishing/siteBuild'
import { REBUILD_SITE_TASK } from '@cms/features/publishing/jobs/rebuildSiteTask'
import type { User } from '@cms/payload-types'
import { freePort } from '@scripts/lib/postgres'
import { runQueueTurn } from '@scripts/lib/queueWorker'
import { SiteBuildStatus } from '@cms/features/publishing/components/SiteBuildStatus'
import { startCmsServer } from './support/cmsServer'
import { makeImage, makeUser, quiet, yachtData } from './support/fixtures'
import { testPayload } from './support/payload'
import { newAddress, restClient } from './support/rest'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const pendingRebuilds = async () =>
  (
    await payload.count({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: REBUILD_SITE_TASK }, processing: { equals: false }, completedAt: { exists: false } },
      overrideAccess: true,
    })
  ).totalDocs

const queueRebuild = (reason: string) => payload.jobs.queue({ task: REBUILD_SITE_TASK, queue: REBUILD_SITE_QUEUE, input: { reason } })

const clearRebuilds = () => payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: REBUILD_SITE_TASK } }, overrideAccess: true })

describe('publishing', () => {
  it('queues a site rebuild on publish, unpublish and delete, and not for a draft', async () => {
    const editor = await makeUser(payload, ['editor'])
    const image = await makeImage(payload)
    const as = { user: editor, overrideAccess: false } as const
    process.env.SITE_REBUILD = 'on'
    try {
      await clearRebuilds()
      const draft = await payload.create({ collection: 'yachts', data: { ...yachtData(image), _status: 'draft' }, draft: true, ...as })
      expect(await pendingRebuilds()).toBe(0)

      await payload.update({ collection: 'yachts', id: draft.id, data: { _status: 'published' }, ...as })
      expect(await pendingRebuilds()).toBe(1)
      await clearRebuilds()

      // A draft saved over the published yacht as the editor types (autosave) leaves the site as it is.
      await payload.update({ collection: 'yachts', id: draft.id, data: { name: 'Черновое имя' }, draft: true, autosave: true, ...as })
      await payload.updateGlobal({ slug: 'site-settings', data: { socials: { messenger: 'https://t.me/draft' } }, draft: true, ...as })
      expect(await pendingRebuilds()).toBe(0)

      await payload.update({ collection: 'yachts', id: draft.id, data: { _status: 'draft' }, ...as })
      expect(await pendingRebuilds()).toBe(1)
      await clearRebuilds()

      await payload.update({ collection: 'yachts', id: draft.id, data: { _status: 'published' }, ...as })
      await clearRebuilds()
      await payload.delete({ collection: 'yachts', id: draft.id, ...as })
      expect(await pendingRebuilds()).toBe(1)

      await clearRebuilds()
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { _status: 'published', contacts: { phone: '+7 3952 000000', email: 'info@example.com' }, socials: { messenger: 'https://t.me/baikal' } },
        ...as,
      })
      expect(await pendingRebuilds()).toBe(1)
    } finally {
      process.env.SITE_REBUILD = 'off'
      await clearRebuilds()
    }
  })
})

describe('drafts saved as editors type', () => {
  it('lets the admin’s “Create new” start an empty draft of every public content type, as autosave does', async () => {
    const editor = await makeUser(payload, ['editor'])
    const slugs = payload.config.collections
      .filter((collection) => typeof collection.versions?.drafts === 'object' && collection.versions.drafts.autosave)
      .map((collection) => collection.slug)
    expect(slugs).toEqual(expect.arrayContaining(['yachts', 'destinations', 'trip-packages', 'events', 'wiki-articles', 'pages']))
    for (const collection of slugs) {
      // What @payloadcms/next's document view does when autosave is on and no id is given yet.
      const draft = await payload.create({ collection, data: {}, draft: true, user: editor, overrideAccess: false, context: quiet })
      expect(draft, collection).toMatchObject({ _status: 'draft' })
    }
  })
})

describe('the site rebuild job', () => {
  it('keeps one waiting rebuild however many publishes arrive before it starts', async () => {
    await queueRebuild('first')
    await queueRebuild('second')
    await queueRebuild('third')
    expect(await pendingRebuilds()).toBe(1)
    await clearRebuilds()
  })

  it('leaves the live site as it was when the build fails, and records the error for the admin', async () => {
    const live = { id: 'live-build', dir: buildFolder('live-build'), builtAt: new Date().toISOString(), pageCount: 1 }
    await makeLive(payload.db.pool, live, { reason: 'test', startedAt: new Date() })
    const savedCmsUrl = process.env.CMS_URL
    // Nothing listens there: the build cannot read the content and fails.
    process.env.CMS_URL = `http://127.0.0.1:${await freePort()}`
    try {
      await queueRebuild('broken build')
      await payload.jobs.run({ queue: REBUILD_SITE_QUEUE })
    } finally {
      process.env.CMS_URL = savedCmsUrl
    }
    expect(await readLiveBuild(payload.db.pool)).toMatchObject({ id: 'live-build', pageCount: 1 })
    const { docs } = await payload.find({ collection: 'site-builds', sort: '-startedAt', limit: 1, overrideAccess: true })
    expect(docs[0]).toMatchObject({ status: 'failed', reason: 'broken build' })
    expect(docs[0]?.error).toMatch(/Site build failed/)
    expect(docs[0]?.error).not.toMatch(/\u001b\[/) // readable in the admin: no terminal colours
    expect(docs[0]?.durationMs).toBeGreaterThan(0)
    // … and tells the admins, pointing at that record.
    const builds = await payload.find({ collection: 'notifications', where: { type: { equals: 'build' } }, pagination: false, overrideAccess: true })
    const told = builds.docs.filter((notification) => String((notification.metadata as { link?: string }).link).endsWith(`/site-builds/${docs[0]?.id}`))
    expect(told).toHaveLength(1)
    expect(told[0]).toMatchObject({ type: 'build', priority: 'high', title: 'Сборка сайта не удалась' })
  }, 120_000)
})

describe('site builds', () => {
  it('wait for a build under way in another process, then run', async () => {
    const elsewhere = await payload.db.pool.connect()
    const savedCmsUrl = process.env.CMS_URL
    // Nothing listens there: once it runs, the build fails at once.
    process.env.CMS_URL = `http://127.0.0.1:${await freePort()}`
    try {
      await elsewhere.query('SELECT pg_advisory_lock(hashtext($1))', [SITE_BUILD_LOCK])
      let settled = false
      const build = buildSite({ logger: { info: () => {}, error: () => {} }, pool: payload.db.pool, record: { reason: 'waits', startedAt: new Date() } }).finally(() => {
        settled = true
      })
      build.catch(() => {})
      await expect
        .poll(
          async () =>
            (
              await payload.db.pool.query(
                `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
              )
            ).rows[0].n,
        )
        .toBe(1)
      expect(settled).toBe(false)
      await elsewhere.query('SELECT pg_advisory_unlock(hashtext($1))', [SITE_BUILD_LOCK])
      await expect(build).rejects.toThrow(/Site build failed/)
    } finally {
      process.env.CMS_URL = savedCmsUrl
      elsewhere.release()
    }
  }, 120_000)
})

describe('scheduled publishing', () => {
  const scheduledRunner = QUEUE_RUNNERS.find((runner) => runner.queue === SCHEDULED_PUBLISH_QUEUE)!
  const statusOf = async (id: number) => (await payload.findByID({ collection: 'yachts', id, depth: 0, draft: true, overrideAccess: true }))._status
  /** As the admin's "Schedule publish" queues it (@payloadcms/ui's schedulePublishHandler). */
  const schedule = (type: 'publish' | 'unpublish', id: number, editor: User, waitUntil = new Date(Date.now() + 3_600_000)) =>
    payload.jobs.queue({
      task: 'schedulePublish',
      input: { type, doc: { relationTo: 'yachts', value: id }, user: { relationTo: 'users', value: editor.id } },
      waitUntil,
    })
  /** A draft yacht the editor saved, to be published later. */
  const draftYachtBy = async (editor: User) =>
    payload.create({ collection: 'yachts', data: { ...yachtData(await makeImage(payload)), _status: 'draft' }, user: editor, overrideAccess: false, draft: true })
  /** The chosen time comes: the job's time moves into the past. */
  const timeComes = (job: number | string) => payload.db.pool.query(`UPDATE payload_jobs SET wait_until = now() - interval '1 second' WHERE id = $1`, [job])

  it('publishes a draft when its time comes, as the editor who chose it, and the site rebuild follows; unpublishes the same way', async () => {
    const editor = await makeUser(payload, ['editor'])
    const draft = await draftYachtBy(editor)
    process.env.SITE_REBUILD = 'on'
    try {
      await clearRebuilds()
      const publish = await schedule('publish', draft.id, editor)
      // Before its time, a turn of the queue leaves the draft a draft.
      expect(await runQueueTurn(payload, scheduledRunner)).toBe(true)
      expect(await statusOf(draft.id)).toBe('draft')
      expect(await pendingRebuilds()).toBe(0)

      await timeComes(publish.id)
      await runQueueTurn(payload, scheduledRunner)
      expect(await statusOf(draft.id)).toBe('published')
      expect(await pendingRebuilds()).toBe(1)

      const unpublish = await schedule('unpublish', draft.id, editor)
      await timeComes(unpublish.id)
      await runQueueTurn(payload, scheduledRunner)
      expect(await statusOf(draft.id)).toBe('draft')
    } finally {
      process.env.SITE_REBUILD = 'off'
    }
  })

  it('publishes nothing for an editor who has since lost the right to', async () => {
    const editor = await makeUser(payload, ['editor'])
    const draft = await draftYachtBy(editor)
    const publish = await schedule('publish', draft.id, editor)
    await payload.update({ collection: 'users', id: editor.id, data: { roles: ['customer'] }, overrideAccess: true })
    await timeComes(publish.id)
    await runQueueTurn(payload, scheduledRunner)
    expect(await statusOf(draft.id)).toBe('draft')
  })
})

describe('the build on the admin’s dashboard', () => {
  const login = async (rest: ReturnType<typeof restClient>, user: User) =>
    String((await rest('/api/users/login', { body: { email: user.email, password: 'Str0ng!pass' }, address: newAddress() })).json.token)

  it('lets an admin queue a rebuild, and no one else', async () => {
    const cms = await startCmsServer()
    const rest = restClient(() => cms.url)
    try {
      const [admin, editor] = [await makeUser(payload, ['admin']), await makeUser(payload, ['editor'])]
      const rebuild = (token: string | null) => rest('/api/site-builds/rebuild', { method: 'POST', token, address: newAddress() })
      await clearRebuilds()
      process.env.SITE_REBUILD = 'on'
      try {
        expect((await rebuild(null)).status).toBe(403)
        expect((await rebuild(await login(rest, editor))).status).toBe(403)
        expect(await pendingRebuilds()).toBe(0)
        const adminToken = await login(rest, admin)
        expect((await rebuild(adminToken)).status).toBe(202)
        expect(await pendingRebuilds()).toBe(1)
      } finally {
        process.env.SITE_REBUILD = 'off'
      }
      expect((await rebuild(await login(rest, admin))).status).toBe(409)
    } finally {
      await cms.close()
    }
  })

  it('shows the staff what the site serves, and a later failure with its log', async () => {
    const render = async (user: User, language: 'ru' | 'en') => renderToStaticMarkup(await SiteBuildStatus({ payload, user, i18n: { language } as ServerProps['i18n'] }))
    // This file's database: what earlier tests built is cleared, so the figures are this test's.
    await payload.delete({ collection: 'site-builds', where: { id: { exists: true } }, overrideAccess: true })
    const editor = await makeUser(payload, ['editor'])
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()
    await payload.create({
      collection: 'site-builds',
      data: { status: 'succeeded', reason: 'yachts 1', startedAt: at(30), finishedAt: at(29), durationMs: 12_300, pageCount: 216, live: true, buildId: 'build-216' },
      overrideAccess: true,
    })
    expect(await render(editor, 'en')).toContain('216 pages, built in 12.3 s')
    await payload.create({
      collection: 'site-builds',
      data: { status: 'failed', reason: 'wiki-articles 7', startedAt: at(5), finishedAt: at(4), durationMs: 900, error: 'prerendering static routes\nfetch failed' },
      overrideAccess: true,
    })
    const russian = await render(editor, 'ru')
    expect(russian).toContain('Последняя сборка не удалась')
    expect(russian).toContain('wiki-articles 7')
    expect(russian).toContain('fetch failed')
    // Editors see it; only admins get the button.
    expect(russian).not.toContain('Собрать сайт сейчас')
    expect(await render(await makeUser(payload, ['admin']), 'ru')).toContain('Собрать сайт сейчас')
    expect(await render(await makeUser(payload, ['customer']), 'ru')).toBe('')
  })
})
