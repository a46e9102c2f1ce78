import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { readLiveBuildRecord } from './liveBuildRecord'

/** Where a build keeps the CMS's lists its pages read, beside its output, for the next build. */
const CMS_ANSWERS_DIR = 'cms-answers'

type Doc = { id: string | number }
/**
 * The part of a list the pages read (lib/cms.ts findAll), its documents, and, when kept by a
 * build, when it was last read whole.
 */
export type ListAnswer = { docs: Doc[]; readWholeAt?: string }

/**
 * How long a list may be made from the live build's before it is read whole again. The log holds
 * every write the site shows that goes through the CMS's hooks; this bounds the life of anything
 * else: a log row lost with a failed write, or a document a rich text links to (a link carries
 * its target, which the log does not tie to the linking document).
 */
const WHOLE_READ_EVERY_MS = 60 * 60 * 1000

/** Whether a kept list was read whole recently enough to be made from (WHOLE_READ_EVERY_MS). */
export function recentEnough(readWholeAt: string | undefined, now: Date): boolean {
  const readAt = readWholeAt ? Date.parse(readWholeAt) : Number.NaN
  return now.getTime() - readAt < WHOLE_READ_EVERY_MS
}

/**
 * What changed since the live build read the CMS: the ids of the documents that changed, by
 * collection, or null when anything may have. With none logged, every list is still read whole:
 * a write that logs nothing (a review saved by the seed) may have changed one.
 */
export type ChangedDocuments = Record<string, string[]> | null

/**
 * What changed since the live build read the CMS, as the publish that started this build found it
 * in the CMS's log (SITE_CHANGES, cms/features/publishing/siteChanges.ts). Null without it.
 */
export function changedDocuments(value: string | undefined = process.env.SITE_CHANGES): ChangedDocuments {
  if (!value) return null
  try {
    const parsed: unknown = JSON.parse(value)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null
    const entries = Object.entries(parsed)
    return entries.every(([, ids]) => Array.isArray(ids) && ids.every((id) => typeof id === 'string')) ? Object.fromEntries(entries) : null
  } catch {
    return null
  }
}

/** Whether `request` asks for a whole collection's list, whose answer the next build may reuse. */
export const isListRequest = (request: string): boolean => /^\/api\/[a-z0-9-]+\?/.test(request) && new URLSearchParams(request.split('?')[1]).get('pagination') === 'false'

/**
 * The changed documents of `request`, when its answer can be made from the live build's: a whole
 * collection's list (pagination=false, as findAll asks), of the one collection whose documents
 * alone changed. A change of another collection may show in this one's documents (a marina's
 * name in a yacht's), so with one, the list is read whole again.
 */
export function patchableRequest(request: string, changed: ChangedDocuments): { collection: string; ids: string[] } | null {
  if (!changed || !isListRequest(request)) return null
  const [pathname = '', query] = request.split('?')
  const collection = pathname.slice('/api/'.length)
  if ([...new URLSearchParams(query).keys()].some((key) => key.startsWith('where') || key.startsWith('select'))) return null
  const collections = Object.keys(changed)
  if (collections.length !== 1 || collections[0] !== collection) return null
  return { collection, ids: changed[collection] ?? [] }
}

/**
 * The list as the CMS would send it now: in the order it lists its documents now (`order`), each
 * changed one as it sends it now (`fresh`), each other as the live build's answer had it
 * (`saved`). Null when a document is in neither, so the list must be read whole.
 */
export function patchedDocs({ order, fresh, saved, changedIds }: { order: Doc[]; fresh: Doc[]; saved: Doc[]; changedIds: string[] }): Doc[] | null {
  const byId = (docs: Doc[]) => new Map(docs.map((doc) => [String(doc.id), doc]))
  const freshById = byId(fresh)
  const savedById = byId(saved)
  const changed = new Set(changedIds)
  const docs: Doc[] = []
  for (const { id } of order) {
    const doc = changed.has(String(id)) ? freshById.get(String(id)) : savedById.get(String(id))
    if (!doc) return null
    docs.push(doc)
  }
  return docs
}

/** The file a build keeps `request`'s answer in: requests are long, and carry `?`, `&` and `[`. */
const answerFile = (request: string) => path.join(CMS_ANSWERS_DIR, `${createHash('sha256').update(request).digest('hex').slice(0, 24)}.json`)

/**
 * The live build's answer to `request`, made from the CMS's answers to two smaller requests: the
 * ids of the list in its order, and the changed documents. Null without the live build's answer,
 * or when the two do not make the list: then it is read whole.
 */
export async function patchedAnswer(request: string, changedIds: string[], ask: (request: string) => Promise<unknown>): Promise<ListAnswer | null> {
  const saved = (await readLiveBuildRecord(answerFile(request))) as ListAnswer | null
  if (!saved || !Array.isArray(saved.docs) || !recentEnough(saved.readWholeAt, new Date())) return null
  const [pathname, query] = request.split('?')
  const orderQuery = new URLSearchParams(query)
  orderQuery.set('depth', '0')
  orderQuery.set('select[id]', 'true')
  const freshQuery = new URLSearchParams(query)
  freshQuery.set('where[id][in]', changedIds.join(','))
  const [order, fresh] = (await Promise.all([ask(`${pathname}?${orderQuery}`), changedIds.length > 0 ? ask(`${pathname}?${freshQuery}`) : { docs: [] }])) as [
    ListAnswer,
    ListAnswer,
  ]
  const docs = patchedDocs({ order: order.docs, fresh: fresh.docs, saved: saved.docs, changedIds })
  return docs && { docs, readWholeAt: saved.readWholeAt }
}

/**
 * Keeps a list the pages read (`answer` to `request`) in `outDir`, for the next build: one read
 * whole by this build as read at `readAt`, one made from the live build's as read when that one's
 * was.
 */
export async function saveListAnswer(outDir: string, request: string, answer: unknown, readAt: Date): Promise<void> {
  const { docs, readWholeAt = readAt.toISOString() } = answer as ListAnswer
  await fs.mkdir(path.join(outDir, CMS_ANSWERS_DIR), { recursive: true })
  await fs.writeFile(path.join(outDir, answerFile(request)), JSON.stringify({ docs, readWholeAt }))
}
