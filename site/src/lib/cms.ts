/**
 * Reads published content from the CMS's REST API at build time. Anonymous requests see only
 * published documents (the collections' read access), so drafts never reach the static site.
 * A draft preview rendered by the site server reads through the Local API instead (./preview).
 */
import type { Config } from '@cms/payload-types'
import { buildTimes } from '../integrations/buildRecord'
import { cmsAnswers } from '../integrations/cmsAnswersRecord'
import { changedDocuments, isListRequest, patchableRequest, patchedAnswer } from '../integrations/liveCmsAnswers'
import { answerDigest, liveAnswerDigests, recordRead } from '../integrations/pageReads'
import { readBody } from '../integrations/readPageResponse'
import { type AllLocalesRequest, allLocalesRequest, docsInLocale } from './listsInAllLocales'
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

/** The CMS's answer to a request: its bytes as sent, and their text. */
type SentAnswer = { sent: Uint8Array; text: string }

const utf8Decoder = new TextDecoder()

/** The bytes of a byte order mark, which `res.text()` leaves out of a body's text. */
const BYTE_ORDER_MARK = [0xef, 0xbb, 0xbf]

/** `bytes` without a leading byte order mark: the bytes of the text `res.text()` would answer. */
const withoutByteOrderMark = (bytes: Uint8Array) => (BYTE_ORDER_MARK.every((byte, index) => bytes[index] === byte) ? bytes.subarray(BYTE_ORDER_MARK.length) : bytes)

/**
 * The CMS's answer to a request, its digest kept for the build's record (integrations/pageReads.ts)
 * and its times for the build's account of its time (integrations/buildTimes.ts).
 * Asked uncompressed: fetch accepts gzip by default, and the CMS (Next.js) then compresses every
 * answer on its one thread while the build waits for it. A list of 5,000 yachts (21.6 MB of JSON)
 * took 2.2 s uncompressed against 2.7–2.8 s gzipped, measured here. The bytes are kept beside the
 * text: the digest and the kept list (integrations/liveCmsAnswers.ts) are made of the bytes, not of
 * the text encoded again. For the list of 10,000 yachts in both languages (52 MB), encoding it
 * twice took the build's one thread 0.45 s on an idle machine, and about 1 s in a profiled build,
 * while its pages waited for it.
 */
async function fetchAnswerFromCms(pathAndQuery: string): Promise<SentAnswer> {
  const url = `${cmsUrl()}${pathAndQuery}`
  const asked = performance.now()
  let sentAt = asked
  const sent = await inTurn(async () => {
    sentAt = performance.now()
    const res = await fetch(url, { headers: { accept: 'application/json', 'accept-encoding': 'identity' } })
    const body = res.body ? withoutByteOrderMark(new Uint8Array(await readBody(res.body))) : new Uint8Array()
    if (!res.ok) throw new Error(`CMS answered ${res.status} for ${url}: ${utf8Decoder.decode(body.subarray(0, 1200)).slice(0, 300)}`)
    return body
  })
  buildTimes().cmsAnswers.set(pathAndQuery, { asked, sent: sentAt, arrived: performance.now(), bytes: sent.byteLength })
  cmsAnswers().digests.set(pathAndQuery, answerDigest(sent))
  return { sent, text: utf8Decoder.decode(sent) }
}

const fetchFromCms = async (pathAndQuery: string): Promise<unknown> => JSON.parse((await fetchAnswerFromCms(pathAndQuery)).text)

/**
 * A request of the pages read whole. A list's bytes are kept until the build has written them for
 * the next build as sent, not stringified again (prefetchCmsAnswers.ts).
 */
async function readWhole(pathAndQuery: string): Promise<unknown> {
  const { sent, text } = await fetchAnswerFromCms(pathAndQuery)
  const answer: unknown = JSON.parse(text)
  if (isListRequest(pathAndQuery)) cmsAnswers().sentLists.set(pathAndQuery, sent)
  return answer
}

/**
 * One build fetches the same lists for several pages: each answer is remembered for the build,
 * under way or arrived (cmsAnswersRecord.ts), whether a page or the build's start asked first.
 * A list in one language is made from the list in all of them, asked once for both
 * (listsInAllLocales.ts). A list of a collection no other logged change may show in is made from
 * the live build's answer and the documents changed since (integrations/liveCmsAnswers.ts): a
 * catalogue of 10,000 yachts takes the CMS seconds to read whole.
 */
function answer(pathAndQuery: string): Promise<unknown> {
  const record = cmsAnswers()
  let pending = record.answers.get(pathAndQuery)
  if (!pending) {
    const allLocales = allLocalesRequest(pathAndQuery)
    pending = allLocales ? inLocaleOfAll(pathAndQuery, allLocales) : fetched(pathAndQuery)
    record.answers.set(pathAndQuery, pending)
  }
  return pending
}

/**
 * The CMS's answer to `pathAndQuery`: made from the live build's when it can be, else read whole.
 * A list made so has the live build's digest when it is the live build's own list, else a digest
 * of what made it: the pages that read it are taken from the live build when it is the list the
 * live build's pages read (integrations/liveBuildPages.ts).
 */
async function fetched(pathAndQuery: string): Promise<unknown> {
  const patchable = patchableRequest(pathAndQuery, changedDocuments())
  if (!patchable) return readWhole(pathAndQuery)
  // A smaller request refused (a busy CMS answers 503) leaves the list to be read whole.
  const patched = await patchedAnswer(pathAndQuery, patchable.ids, fetchFromCms).catch((error: unknown) => {
    console.warn(`Reading ${pathAndQuery} whole: ${error instanceof Error ? error.message : String(error)}`)
    return null
  })
  if (!patched) return readWhole(pathAndQuery)
  const record = cmsAnswers()
  record.patched.set(pathAndQuery, patched.readAgain)
  const liveDigest = patched.asLive ? (await liveAnswerDigests())?.[pathAndQuery] : undefined
  record.digests.set(pathAndQuery, typeof liveDigest === 'string' ? liveDigest : patched.digest)
  return patched
}

/**
 * A list in one language, made from the list in all languages (`allLocales`). That list is the
 * one kept for the next build, and its digest is each language's: the same list in all languages
 * makes the same list in each. Asked in the language itself when its order may differ by language.
 */
async function inLocaleOfAll(pathAndQuery: string, allLocales: AllLocalesRequest): Promise<unknown> {
  const record = cmsAnswers()
  // Failed, the list in all languages is the bigger request to retry: the language's is asked instead.
  const all = (await answer(allLocales.request).catch(() => null)) as { docs: unknown[] } | null
  const inLocale = all && docsInLocale(all.docs, allLocales)
  if (!inLocale) return fetched(pathAndQuery)
  const digest = record.digests.get(allLocales.request)
  if (digest) record.digests.set(pathAndQuery, digest)
  record.madeFromAllLocales.add(pathAndQuery)
  return { docs: inLocale }
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
