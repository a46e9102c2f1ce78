import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import { linkReplacing } from './links'
import { liveBuildFolder, readBuildRecord, readLiveBuildRecord } from './liveBuildRecord'

/** Where a build keeps the CMS's lists its pages read, beside its output, for the next build. */
const CMS_ANSWERS_DIR = 'cms-answers'

type Doc = { id: string | number }
/**
 * The part of a list the pages read (lib/cms.ts findAll), its documents, and, when kept by a
 * build, when it was last read whole. A list made from the live build's says what it was made
 * from (`madeFrom`): the file of the list as last read whole, and every document changed since.
 */
export type ListAnswer = { docs: Doc[]; readWholeAt?: string; madeFrom?: { wholeFile: string; changed: Record<string, Doc> } }

/**
 * A list as a build keeps it: as read whole, or as made from the list last read whole (`whole`, a
 * file beside it, the same file as the build's that read it) and the documents changed since, by
 * id. A catalogue's list is tens of megabytes of JSON: a publish that changed one yacht writes
 * that yacht, and links the rest.
 */
type KeptList = { readWholeAt: string } & ({ docs: Doc[] } | { whole: string; changed: Record<string, Doc> })

const isKeptList = (value: unknown): value is KeptList => {
  const kept = value as Partial<{ readWholeAt: unknown; docs: unknown; whole: unknown; changed: unknown }> | null
  if (typeof kept !== 'object' || kept === null || typeof kept.readWholeAt !== 'string') return false
  return Array.isArray(kept.docs) || (typeof kept.whole === 'string' && typeof kept.changed === 'object' && kept.changed !== null)
}

/**
 * How long a list may be made from the live build's before it is read whole again. A document
 * changes its `updatedAt` with every write through the CMS, and the log holds every change of what
 * it carries from elsewhere (a marina's name, a tier's placement); this bounds the life of
 * anything else: a log row lost with a failed write, or a document a rich text links to (a link
 * carries its target, which the log does not tie to the linking document).
 */
const WHOLE_READ_EVERY_MS = 60 * 60 * 1000

/** Whether a kept list was read whole recently enough to be made from (WHOLE_READ_EVERY_MS). */
export function recentEnough(readWholeAt: string | undefined, now: Date): boolean {
  const readAt = readWholeAt ? Date.parse(readWholeAt) : Number.NaN
  return now.getTime() - readAt < WHOLE_READ_EVERY_MS
}

/**
 * What changed since the live build read the CMS: the ids of the documents that changed, by
 * collection, or null when anything may have. A write that logs nothing (an insurer's) may have
 * changed a document all the same: patchedAnswer reads again every one updated since.
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
 * collection's list (pagination=false, as findAll asks) of a collection no other logged change may
 * show in. A change of another collection may show in this one's documents (a marina's name in a
 * yacht's), so with one, the list is read whole again. With none logged (`{}`), the list is made
 * from the live build's all the same: a write that logs nothing is found by the time the CMS says
 * each document was last updated (documentsChangedSince).
 */
export function patchableRequest(request: string, changed: ChangedDocuments): { collection: string; ids: string[] } | null {
  if (!changed || !isListRequest(request)) return null
  const [pathname = '', query] = request.split('?')
  const collection = pathname.slice('/api/'.length)
  if ([...new URLSearchParams(query).keys()].some((key) => key.startsWith('where') || key.startsWith('select'))) return null
  if (Object.keys(changed).some((other) => other !== collection)) return null
  return { collection, ids: changed[collection] ?? [] }
}

/** A document as the CMS lists it for the order of a list: its id, and when it was last updated. */
type ListedDoc = Doc & { updatedAt?: unknown }

/**
 * Past this many documents to read again, the list is read whole: their ids make the request's
 * address (`where[id][in]`), and reading that many one by one saves little. Kept equal to the
 * most the CMS's log hands a build (MAX_CHANGED_DOCUMENTS, cms/features/publishing/siteChanges.ts),
 * a module of the CMS's the site's build does not load.
 */
const MAX_DOCUMENTS_READ_AGAIN = 200

/**
 * The ids of the documents of `order` (the CMS's list now, with each document's `updatedAt`)
 * updated since the live build's list (`saved`) had them, or new to it: every write through the
 * CMS updates a document's `updatedAt`, whether or not it logs (the insurers' writes do not). A
 * write in the same millisecond as the live build's read waits for the next whole read
 * (WHOLE_READ_EVERY_MS). Null when a document carries no such time (a collection without
 * timestamps), or past MAX_DOCUMENTS_READ_AGAIN: then the list is read whole.
 */
export function documentsChangedSince(order: ListedDoc[], saved: ListedDoc[]): string[] | null {
  const savedAt = new Map(saved.map((doc) => [String(doc.id), doc.updatedAt]))
  const updated: string[] = []
  for (const { id, updatedAt } of order) {
    if (typeof updatedAt !== 'string') return null
    if (savedAt.get(String(id)) !== updatedAt) updated.push(String(id))
  }
  return updated.length > MAX_DOCUMENTS_READ_AGAIN ? null : updated
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
const answerName = (request: string) => createHash('sha256').update(request).digest('hex').slice(0, 24)
const answerFile = (request: string) => path.join(CMS_ANSWERS_DIR, `${answerName(request)}.json`)
/** The file, beside it, of the list as last read whole, when the kept list was made from it. */
const wholeAnswerName = (request: string) => `${answerName(request)}.whole.json`

/**
 * A list made from the live build's: how many documents it read again (`readAgain`), and whether
 * it is the live build's list itself (`asLive`): the list last read whole, with no document read
 * again since and every one in its place; its digest is then the live build's (lib/cms.ts). Any
 * other has a digest of what made it (`digest`: madeListDigest).
 */
export type MadeListAnswer = ListAnswer & { readAgain: number; asLive: boolean; digest: string }

/**
 * The digest of a made list, in place of the digest of the bytes the CMS sent: what makes the list
 * fixes it, so a build that makes the same list from the same parts has the same digest, and the
 * pages that read it are taken from the live build. The parts: the list read whole (the request,
 * and when it was read), the order of its documents, and the documents changed since, which stand
 * in for those of the list read whole.
 */
export function madeListDigest({ request, readWholeAt, order, changed }: { request: string; readWholeAt: string; order: Doc[]; changed: Record<string, Doc> }): string {
  return createHash('sha256')
    .update(JSON.stringify([request, readWholeAt, order.map(({ id }) => id), changed]))
    .digest('base64url')
}

/**
 * The live build's answer to `request`, made from the CMS's answers to smaller requests: the ids
 * of the list in its order, with when each document was last updated, and the documents changed
 * since the live build read them, as logged (`changedIds`) or updated since. Null without the
 * live build's answer, or when the answers do not make the list: then it is read whole.
 */
export async function patchedAnswer(request: string, changedIds: string[], ask: (request: string) => Promise<unknown>): Promise<MadeListAnswer | null> {
  const folder = liveBuildFolder()
  const saved = await readLiveBuildRecord(answerFile(request))
  if (!folder || !isKeptList(saved) || !recentEnough(saved.readWholeAt, new Date())) return null
  const wholeName = 'docs' in saved ? answerFile(request) : path.join(CMS_ANSWERS_DIR, path.basename(saved.whole))
  const whole = 'docs' in saved ? saved : await readBuildRecord(folder, wholeName)
  if (!isKeptList(whole) || !('docs' in whole)) return null
  const changedBefore = 'docs' in saved ? {} : saved.changed
  // The live build's documents: as read whole, or as changed since.
  const liveDocs = [...whole.docs, ...Object.values(changedBefore)]
  const [pathname, query] = request.split('?')
  const orderQuery = new URLSearchParams(query)
  orderQuery.set('depth', '0')
  orderQuery.set('select[id]', 'true')
  orderQuery.set('select[updatedAt]', 'true')
  const freshDocs = async (ids: string[]) => {
    if (ids.length === 0) return []
    const freshQuery = new URLSearchParams(query)
    freshQuery.set('where[id][in]', ids.join(','))
    return ((await ask(`${pathname}?${freshQuery}`)) as ListAnswer).docs
  }
  // The logged documents are asked for beside the order; those updated without a log row after it.
  const [order, logged] = await Promise.all([ask(`${pathname}?${orderQuery}`) as Promise<{ docs: ListedDoc[] }>, freshDocs(changedIds)])
  const updated = documentsChangedSince(order.docs, liveDocs)
  if (!updated) return null
  const unlogged = updated.filter((id) => !changedIds.includes(id))
  const fresh = [...logged, ...(await freshDocs(unlogged))]
  const docs = patchedDocs({ order: order.docs, fresh, saved: liveDocs, changedIds: [...changedIds, ...unlogged] })
  if (!docs) return null
  const changed = { ...changedBefore, ...Object.fromEntries(fresh.map((doc) => [String(doc.id), doc])) }
  // Only from a list kept as read whole: a made one's digest is of what made it, which may be another order.
  const asLive = 'docs' in saved && Object.keys(changed).length === 0 && docs.length === whole.docs.length && docs.every((doc, index) => doc === whole.docs[index])
  const digest = madeListDigest({ request, readWholeAt: saved.readWholeAt, order: order.docs, changed })
  return { docs, readWholeAt: saved.readWholeAt, madeFrom: { wholeFile: path.join(folder, wholeName), changed }, readAgain: fresh.length, asLive, digest }
}

/**
 * Keeps a list the pages read (`answer` to `request`) in `outDir`, for the next build: one read
 * whole by this build as read at `readAt`, from the bytes the CMS sent (`sent`) when given; one
 * made from the live build's as the live build's list read whole, linked, and the documents
 * changed since.
 */
export async function saveListAnswer(outDir: string, request: string, answer: unknown, readAt: Date, sent?: Uint8Array): Promise<void> {
  const { docs, readWholeAt = readAt.toISOString(), madeFrom, asLive } = answer as ListAnswer & Partial<MadeListAnswer>
  await fs.mkdir(path.join(outDir, CMS_ANSWERS_DIR), { recursive: true })
  const file = path.join(outDir, answerFile(request))
  if (madeFrom) {
    const whole = wholeAnswerName(request)
    // The live build's list itself is kept as the list read whole, that file linked: the next
    // build finds it as this one did, and may carry its digest again.
    const linked = await linkReplacing(madeFrom.wholeFile, asLive ? file : path.join(outDir, CMS_ANSWERS_DIR, whole)).then(
      () => true,
      () => false,
    )
    if (linked && asLive) return
    // The live build's file gone: this build keeps the list whole.
    if (linked) return fs.writeFile(file, JSON.stringify({ readWholeAt, whole, changed: madeFrom.changed } satisfies KeptList))
  }
  await fs.writeFile(file, sent && !madeFrom ? keptFromSent(sent, readWholeAt) : JSON.stringify({ docs, readWholeAt } satisfies KeptList))
}

/**
 * A list read whole as the CMS sent it (`{"docs":[…],"totalDocs":…}`), with when it was read
 * before its fields: a KeptList, in two parts written one after the other, without stringifying
 * again what was parsed from these bytes, nor encoding its text again. A catalogue's list is tens
 * of megabytes, and the build's one thread did either as it arrived, while the pages waited for
 * the last.
 */
function keptFromSent(sent: Uint8Array, readWholeAt: string): (string | Uint8Array)[] {
  // `{"`: every list the CMS sends is an object that begins with a field.
  if (sent[0] !== 0x7b || sent[1] !== 0x22) throw new Error(`A CMS list is a JSON object: ${new TextDecoder().decode(sent.subarray(0, 40))}`)
  return [`{"readWholeAt":${JSON.stringify(readWholeAt)},`, sent.subarray(1)]
}
