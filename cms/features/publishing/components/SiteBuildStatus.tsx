import type { ServerProps, Where } from 'payload'

import type { SiteBuild } from '@cms/payload-types'
import { hasRole } from '@cms/core/contract/roles'
import { MARINA_TIME_ZONE } from '@cms/core/contract/marinaDays'
import { RebuildButton } from './RebuildButton'

const WORDS = {
  ru: {
    title: 'Сайт',
    live: (build: SiteBuild, when: string) => `На сайте сборка от ${when}: ${build.pageCount ?? '—'} стр., собрана за ${seconds(build.durationMs)} с.`,
    changed: (count: number) => `Изменено страниц с прошлой сборки: ${count}.`,
    whichChanged: 'Какие',
    none: 'Сайт ещё ни разу не собирался.',
    running: (when: string) => `Идёт сборка, начата ${when}.`,
    waiting: 'Ждёт сборка после последних изменений.',
    failed: (build: SiteBuild, when: string) => `Последняя сборка не удалась (${when}, ${build.reason ?? 'без причины'}). На сайте остаётся прежняя версия.`,
    log: 'Журнал сборки',
    all: 'Все сборки',
    rebuild: { idle: 'Собрать сайт сейчас', sending: 'Отправляем…', queued: 'Сборка поставлена в очередь.', failed: 'Не удалось поставить сборку.' },
  },
  en: {
    title: 'The site',
    live: (build: SiteBuild, when: string) => `Live: the build of ${when}, ${build.pageCount ?? '—'} pages, built in ${seconds(build.durationMs)} s.`,
    changed: (count: number) => `Pages changed since the previous build: ${count}.`,
    whichChanged: 'Which ones',
    none: 'The site has not been built yet.',
    running: (when: string) => `A build is running, started ${when}.`,
    waiting: 'A build is waiting to start after the latest changes.',
    failed: (build: SiteBuild, when: string) => `The last build failed (${when}, ${build.reason ?? 'no reason given'}). The site still serves the previous version.`,
    log: 'Build log',
    all: 'All builds',
    rebuild: { idle: 'Rebuild the site now', sending: 'Sending…', queued: 'A rebuild is queued.', failed: 'The rebuild could not be queued.' },
  },
}

function seconds(ms: number | null | undefined): string {
  return ms ? (ms / 1000).toFixed(1) : '—'
}

/**
 * Above the CMS's dashboard, for the content staff: the build the public site serves (since when, how
 * many pages, how long the build took, how many pages it changed and which), a build running or waiting, and the last failure with its
 * log when it is newer than the live build; admins can start a rebuild. A server component: it
 * reads the builds and the queue directly.
 */
export async function SiteBuildStatus({ payload, i18n, user }: ServerProps) {
  if (!hasRole(user, 'admin') && !hasRole(user, 'editor')) return null
  const words = i18n.language === 'ru' ? WORDS.ru : WORDS.en
  const when = (iso: string | null | undefined) =>
    iso ? new Intl.DateTimeFormat(i18n.language === 'ru' ? 'ru-RU' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: MARINA_TIME_ZONE }).format(new Date(iso)) : '—'
  const latest = async (where: Where) => (await payload.find({ collection: 'site-builds', where, sort: '-startedAt', limit: 1, depth: 0, overrideAccess: true })).docs[0]
  const [live, running, failed] = await Promise.all([latest({ live: { equals: true } }), latest({ status: { equals: 'running' } }), latest({ status: { equals: 'failed' } })])
  const waiting = (
    await payload.count({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'rebuildSite' } }, { processing: { equals: false } }, { completedAt: { exists: false } }, { hasError: { equals: false } }] },
      overrideAccess: true,
    })
  ).totalDocs
  const newer = (a: SiteBuild | undefined, b: SiteBuild | undefined) => Boolean(a && (!b || a.startedAt > b.startedAt))
  return (
    <section aria-labelledby="site-build-status" data-site-build-status style={{ marginBottom: '2rem' }}>
      <h2 id="site-build-status">{words.title}</h2>
      <p>{live ? words.live(live, when(live.finishedAt)) : words.none}</p>
      {live && typeof live.changedPages === 'string' ? (
        <p data-changed-pages>
          {words.changed(live.changedPageCount ?? 0)} {live.changedPageCount ? <a href={`/admin/collections/site-builds/${live.id}`}>{words.whichChanged}</a> : null}
        </p>
      ) : null}
      {newer(running, live) && running ? <p>{words.running(when(running.startedAt))}</p> : null}
      {waiting > 0 ? <p>{words.waiting}</p> : null}
      {newer(failed, live) && failed ? (
        <div role="alert">
          <p>{words.failed(failed, when(failed.finishedAt ?? failed.startedAt))}</p>
          <details>
            <summary>{words.log}</summary>
            <pre style={{ whiteSpace: 'pre-wrap', maxHeight: '20rem', overflow: 'auto' }}>{(failed.error ?? '').slice(-4000)}</pre>
          </details>
        </div>
      ) : null}
      <p>
        <a href="/admin/collections/site-builds">{words.all}</a>
      </p>
      {hasRole(user, 'admin') ? <RebuildButton labels={words.rebuild} /> : null}
    </section>
  )
}
