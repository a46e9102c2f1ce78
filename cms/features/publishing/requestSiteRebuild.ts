import { REBUILD_SITE_QUEUE } from '@cms/core/queues'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, Payload, PayloadRequest } from 'payload'

import { REBUILD_SITE_TASK } from './jobs/rebuildSiteTask'
import { recordSiteChange, type SiteChange } from './siteChanges'

/** Set on `req.context` by the seed and by tests that do not want a site build for each write. */
export const SKIP_SITE_REBUILD = 'skipSiteRebuild'

/** How long a rebuild waits for more edits to arrive before it starts: bursts become one build. */
const REBUILD_DEBOUNCE_MS = 1500

type Versioned = { _status?: 'draft' | 'published' | null }

const isPublished = (doc: unknown) => (doc as Versioned | undefined)?._status === 'published'

async function queueRebuild(req: PayloadRequest, change: SiteChange, reason: string): Promise<void> {
  await recordSiteChange(req.payload, change, req)
  await queueRebuildJob(req.payload, reason, req)
}

/**
 * A change the site shows that is no document's publish: a business tier starting or ending moves
 * its owner's yachts to or from the catalogue's top. It may touch any page: the next build reads
 * the CMS afresh.
 */
export async function requestSiteRebuild(payload: Payload, reason: string, req?: PayloadRequest): Promise<void> {
  await recordSiteChange(payload, null, req)
  await queueRebuildJob(payload, reason, req)
}

/**
 * The change is logged before this, always: a write that asks for no rebuild of its own (the
 * seed's) is in the next build all the same (siteChanges.ts).
 */
async function queueRebuildJob(payload: Payload, reason: string, req?: PayloadRequest): Promise<void> {
  if (req?.context[SKIP_SITE_REBUILD] || process.env.SITE_REBUILD === 'off') return
  // The task's concurrency key supersedes any rebuild still waiting, so a burst of publishes
  // collapses into the newest job.
  await payload.jobs.queue({ task: REBUILD_SITE_TASK, queue: REBUILD_SITE_QUEUE, input: { reason }, waitUntil: new Date(Date.now() + REBUILD_DEBOUNCE_MS), req })
}

/**
 * Publishing, or unpublishing, a document changes the site; saving a draft does not, even over a
 * published document (autosave does so as the editor types). A draft save leaves the published
 * row as it was; an unpublish writes it: the row then carries this save's time.
 */
export const requestSiteRebuildAfterChange: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  const unpublished = async () => {
    const live = await req.payload.findByID({
      collection: collection.slug,
      id: (doc as { id: number }).id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      select: { updatedAt: true },
      req,
    })
    return (live as { updatedAt?: string }).updatedAt === (doc as { updatedAt?: string }).updatedAt
  }
  if (isPublished(doc) || (operation === 'update' && (await unpublished()))) {
    const { id } = doc as { id: number }
    await queueRebuild(req, { collection: collection.slug, id }, `${collection.slug} ${id}`)
  }
  return doc
}

export const requestSiteRebuildAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  if (isPublished(doc)) {
    const { id } = doc as { id: number }
    await queueRebuild(req, { collection: collection.slug, id }, `${collection.slug} ${id} deleted`)
  }
  return doc
}

export const requestSiteRebuildAfterGlobalChange: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  const unpublished = async () => {
    const live = await req.payload.findGlobal({ slug: global.slug, depth: 0, draft: false, overrideAccess: true, select: { updatedAt: true }, req })
    return (live as { updatedAt?: string }).updatedAt === (doc as { updatedAt?: string }).updatedAt
  }
  if (isPublished(doc) || (await unpublished())) await queueRebuild(req, null, global.slug)
  return doc
}
