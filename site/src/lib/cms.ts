/**
 * Reads published content from the CMS's REST API at build time. Anonymous requests see only
 * published documents (the collections' read access), so drafts never reach the static site.
 * A draft preview rendered by the site server reads through the Local API instead (./preview).
 */
import type { Config } from '@cms/payload-types'
import { cmsAnswers } from '../integrations/cmsAnswersRecord'
import { changedDocuments, isListRequest, patchableRequest, patchedAnswer } from '../integrations/liveCmsAnswers'
import { answerDigest, recordRead } from '../integrations/pageReads'
import { SHOWN_MEDIA_FIELDS } from './media'
import { previewFindAll, previewFindGlobal, previewing } from './preview'

export type Locale = Config['locale']
type Collections = Config['collections']
type Globals = Config['globals']
export type CollectionSlug = keyof Collections
export type GlobalSlug = keyof Globals

export function cmsUrl(): string {
  return (process.env.CMS_URL ?? 'http://localhost:3000').replace(/\/$/, '')
}

/** The CMS admin's origin: the live preview pane that frames the site's preview pages is its. */
export const cmsOrigin = (): string => new URL(cmsUrl()).origin

/**
 * Requests a build has at the CMS at once. The CMS reads with a pool of 10 connections, which the
 * admin and the jobs share; a catalogue's list holds one for seconds. A cold build at 10,000
 * yachts asked for its 31 lists at once, and the requests that waited over 5 s for a connection
 * (the editors' and the jobs' too) were refused: the build failed on a 503.
 */
export const CMS_REQUESTS_AT_ONCE = 4

let requestsUnderway = 0
const requestsWaiting: (() => void)[] = []

/** Runs `work` once fewer than CMS_REQUESTS_AT_ONCE requests are under way; first come, first served. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (requestsUnderway < CMS_REQUESTS_AT_ONCE) requestsUnderway++
  else await new Promise<void>((resolve) => requestsWaiting.push(resolve))
  try {
    return await work()
  } finally {
    // The place goes straight to the next in line, which a newcomer cannot take meanwhile.
    const next = requestsWaiting.shift()
    if (next) next()
    else requestsUnderway--
  }
}

/**
 * The text of the CMS's answer to a request, its digest kept for the build's record (integrations/pageReads.ts).
 * Asked uncompressed: fetch accepts gzip by default, and the CMS (Next.js) then compresses every
 * answer on its one thread while the build waits for it. A list of 5,000 yachts (21.6 MB of JSON)
 * took 2.2 s uncompressed against 2.7–2.8 s gzipped, measured here.
 */
async function fetchTextFromCms(pathAndQuery: string): Promise<string> {
  const url = `${cmsUrl()}${pathAndQuery}`
  const text = await inTurn(async () => {
    const res = await fetch(url, { headers: { accept: 'application/json', 'accept-encoding': 'identity' } })
    const body = await res.text()
    if (!res.ok) throw new Error(`CMS answered ${res.status} for ${url}: ${body.slice(0, 300)}`)
    return body
  })
  cmsAnswers().digests.set(pathAndQuery, answerDigest(text))
  return text
}

const fetchFromCms = async (pathAndQuery: string): Promise<unknown> => JSON.parse(await fetchTextFromCms(pathAndQuery))

/**
 * A request of the pages read whole. A list's text is kept until the build has written it for the
 * next build as sent, not stringified again (prefetchCmsAnswers.ts).
 */
async function readWhole(pathAndQuery: string): Promise<unknown> {
  const text = await fetchTextFromCms(pathAndQuery)
  if (isListRequest(pathAndQuery)) cmsAnswers().listTexts.set(pathAndQuery, text)
  return JSON.parse(text)
}

/**
 * One build fetches the same lists for several pages: each answer is remembered for the build,
 * under way or arrived (cmsAnswersRecord.ts), whether a page or the build's start asked first.
 * A list of the one collection whose documents alone changed since the live build is made from
 * the live build's answer and the changed documents (integrations/liveCmsAnswers.ts): a catalogue
 * of 10,000 yachts takes the CMS seconds to read whole, in each language.
 */
function answer(pathAndQuery: string): Promise<unknown> {
  const record = cmsAnswers()
  let pending = record.answers.get(pathAndQuery)
  if (!pending) {
    const patchable = patchableRequest(pathAndQuery, changedDocuments())
    pending = patchable
      ? patchedAnswer(pathAndQuery, patchable.ids, fetchFromCms).then((patched) => {
          if (!patched) return readWhole(pathAndQuery)
          record.patched.set(pathAndQuery, patchable.ids.length)
          return patched
        })
      : readWhole(pathAndQuery)
    record.answers.set(pathAndQuery, pending)
  }
  return pending
}

/**
 * A query for `depth`: related pictures as the pages read them (lib/media.ts's ShownMedia), asked
 * with the CMS's `populate` (`populate[media][sizes][card][width]=true`).
 */
function readQuery(locale: Locale, depth: number): URLSearchParams {
  const query = new URLSearchParams({ locale, depth: String(depth) })
  if (depth > 0) for (const field of SHOWN_MEDIA_FIELDS) query.set(`populate[media][${field.split('.').join('][')}]`, 'true')
  return query
}

async function getJson<T>(pathAndQuery: string): Promise<T> {
  cmsAnswers().asked.add(pathAndQuery)
  recordRead(pathAndQuery)
  return (await answer(pathAndQuery)) as T
}

/**
 * Starts a request the pages will make, so that its answer is under way, or in, when they ask
 * (integrations/prefetchCmsAnswers.ts). A failure is left to the page that asks, as if it had
 * asked first.
 */
export function prefetchFromCms(pathAndQuery: string): void {
  answer(pathAndQuery).catch(() => {})
}

/**
 * Every published document of a collection in one language, relations resolved to `depth`, in one
 * request. Not page by page: PostgreSQL sorts the whole collection (with each row's localised
 * fields and arrays) for every page asked, so reading 1,000 yachts 100 at a time took ten times as
 * long as reading them at once (2.2 s a page against 2.4 s for all, measured here).
 *
 * `select` names the fields a page shows, asked as the CMS's REST API reads them
 * (`select[name]=true`). A page that asks for less reads an answer that changes less: a list of the
 * yachts' names is the same after a price edit, so the pages that show only names are not rendered
 * again by the publish (integrations/liveBuildPages.ts).
 */
export async function findAll<S extends CollectionSlug, K extends keyof Collections[S] = keyof Collections[S]>(
  collection: S,
  { locale, depth = 1, sort, select = [] }: ListQuery<K>,
): Promise<Pick<Collections[S], K | 'id'>[]> {
  const preview = previewing()
  // A preview reads whole documents: each holds the fields asked for, and it renders one page.
  if (preview) return previewFindAll(preview, collection, { locale, depth, sort })
  return (await getJson<{ docs: Pick<Collections[S], K | 'id'>[] }>(listRequest(collection, { locale, depth, sort, select }))).docs
}

type ListQuery<K> = { locale: Locale; depth?: number; sort?: string; select?: readonly K[] }

/** The REST request (path and query) findAll makes for a collection's list. */
export function listRequest<S extends CollectionSlug, K extends keyof Collections[S]>(collection: S, { locale, depth = 1, sort, select = [] }: ListQuery<K>): string {
  const query = readQuery(locale, depth)
  query.set('pagination', 'false')
  if (sort) query.set('sort', sort)
  for (const field of select) query.set(`select[${String(field)}]`, 'true')
  return `/api/${collection}?${query}`
}

export async function findGlobal<S extends GlobalSlug>(slug: S, { locale, depth = 1 }: { locale: Locale; depth?: number }): Promise<Globals[S]> {
  const preview = previewing()
  if (preview) return previewFindGlobal(preview, slug, { locale, depth })
  return getJson<Globals[S]>(`/api/globals/${slug}?${readQuery(locale, depth)}`)
}
