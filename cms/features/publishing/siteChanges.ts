import { sql } from '@payloadcms/db-postgres/drizzle'
import { bigserial, index, pgTable, timestamp, varchar } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionSlug, Field, Payload, PayloadRequest, SanitizedCollectionConfig } from 'payload'
import type { Pool } from 'pg'

import { executorFor } from '@cms/core/db/executorFor'
import type { SchemaHook } from '@cms/core/db/schemaHook'
import { inTransactionOn } from '@cms/core/db/poolTransaction'
import type { ChangedDocuments } from '@site/integrations/liveCmsAnswers'

const SITE_CHANGES_TABLE = 'site_changes'

/**
 * The log of what changed on the public site, one row per published, unpublished or deleted
 * document, or one with no collection for a change that may touch any page (a global, a tier, a
 * new day). A build claims the rows it sees as it starts (claimSiteChanges), so the next build
 * knows which documents changed since the live build read the CMS, and can read only those
 * (site/src/integrations/liveCmsAnswers.ts). A write that logs nothing is found there by its
 * document's `updatedAt`: whatever else a list shows that changes without one (a tier's featured
 * placement, a marina's name in a yacht's) must log. Not a collection: nothing outside the CMS
 * reads or writes it.
 */
export const siteChangesTable: SchemaHook = ({ schema }) => {
  // In the default schema, as every table of this project's (no `schemaName`).
  schema.tables[SITE_CHANGES_TABLE] = pgTable(
    SITE_CHANGES_TABLE,
    {
      id: bigserial('id', { mode: 'number' }).primaryKey(),
      collection: varchar('collection'),
      documentId: varchar('document_id'),
      // The build that claimed the row; null until one starts.
      buildId: varchar('build_id'),
      createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    },
    (columns) => [index('site_changes_build_id_idx').on(columns.buildId)],
  )
  return schema
}

/** A document that changed, or null: anything may have. */
export type SiteChange = { collection: CollectionSlug; id: string | number } | null

/** Whether any field of `fields`, at any nesting, relates to `slug`: a relationship, an upload or a join. */
function relatesTo(fields: Field[], slug: CollectionSlug): boolean {
  return fields.some((field) => {
    if ('relationTo' in field && field.relationTo) {
      const targets: string[] = Array.isArray(field.relationTo) ? field.relationTo : [field.relationTo]
      if (targets.includes(slug)) return true
    }
    if ('collection' in field && field.type === 'join' && ([field.collection].flat() as string[]).includes(slug)) return true
    if ('fields' in field && relatesTo(field.fields, slug)) return true
    if ('tabs' in field && field.tabs.some((tab) => relatesTo(tab.fields, slug))) return true
    if ('blocks' in field && field.blocks.some((block) => relatesTo(block.fields, slug))) return true
    return false
  })
}

/** Whether each collection relates to itself, by its config: worked out once, as a config is fixed once the CMS starts. */
const selfRelated = new WeakMap<SanitizedCollectionConfig, boolean>()

function relatesToItself(payload: Payload, slug: CollectionSlug): boolean {
  const config = payload.collections[slug]?.config
  if (!config) return false
  let answer = selfRelated.get(config)
  if (answer === undefined) {
    answer = relatesTo(config.fields, slug)
    selfRelated.set(config, answer)
  }
  return answer
}

/**
 * Records `change`, in the transaction of the write that made it when there is one (`req`): the
 * row is seen exactly when the change is. A document of a collection that relates to itself is
 * recorded as a change of anything: another document of it may show this one.
 */
export async function recordSiteChange(payload: Payload, change: SiteChange, req?: PayloadRequest): Promise<void> {
  const row = change === null || relatesToItself(payload, change.collection) ? { collection: null, id: null } : { collection: change.collection, id: String(change.id) }
  const db = req ? await executorFor(req) : payload.db.drizzle
  await db.execute(sql`INSERT INTO site_changes (collection, document_id) VALUES (${row.collection}, ${row.id})`)
}

/**
 * For a collection whose documents the site's documents carry, but which asks for no rebuild
 * itself. A new one is in no answer yet: an owner's new pictures leave the yachts' lists to be
 * made from the live build's.
 */
export const recordSiteChangeAfterChange: CollectionAfterChangeHook = async ({ collection, doc, operation, req }) => {
  if (operation === 'create') return doc
  await recordSiteChange(req.payload, { collection: collection.slug, id: (doc as { id: number }).id }, req)
  return doc
}

export const recordSiteChangeAfterDelete: CollectionAfterDeleteHook = async ({ collection, doc, req }) => {
  await recordSiteChange(req.payload, { collection: collection.slug, id: (doc as { id: number }).id }, req)
  return doc
}

/** PostgreSQL's code for a table that does not exist. */
const UNDEFINED_TABLE = '42P01'

/**
 * A CMS that starts may run other code than the one whose answers the live build holds (a deploy,
 * an upgrade of Payload), or other data after migrations: the first build after any start reads
 * everything again. Before the migrations made the log (a new database), there is no live build
 * to reuse.
 */
export async function recordStartAsSiteChange(payload: Payload): Promise<void> {
  try {
    await recordSiteChange(payload, null)
  } catch (error) {
    const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code
    if (code !== UNDEFINED_TABLE) throw error
  }
}

/** Past this many changed documents, reading the collections again is as quick. */
const MAX_CHANGED_DOCUMENTS = 200

/**
 * Claims for `buildId` every change the live build did not claim: those made since it started,
 * and those of builds that failed since. The live build's own are dropped: its answers hold them.
 * Called by one build at a time (the build lock), before the build reads the CMS, so a change
 * committed after the claim is left for the next build, and one before it is in this build's
 * answers. Null without a live build, after a change of anything, or past more documents than
 * reading them one by one saves.
 */
export async function claimSiteChanges(pool: Pool, { liveBuildId, buildId }: { liveBuildId: string | null; buildId: string }): Promise<ChangedDocuments> {
  const rows = await inTransactionOn(pool, async (client) => {
    if (liveBuildId) await client.query('DELETE FROM site_changes WHERE build_id = $1', [liveBuildId])
    const claimed = await client.query<{ collection: string | null; document_id: string | null }>('UPDATE site_changes SET build_id = $1 RETURNING collection, document_id', [
      buildId,
    ])
    return claimed.rows
  })
  if (!liveBuildId) return null
  const changed = new Map<string, Set<string>>()
  for (const { collection, document_id: id } of rows) {
    if (collection === null || id === null) return null
    changed.set(collection, (changed.get(collection) ?? new Set()).add(id))
  }
  // Documents, not rows: one document published ten times is read once.
  if ([...changed.values()].reduce((count, ids) => count + ids.size, 0) > MAX_CHANGED_DOCUMENTS) return null
  return Object.fromEntries([...changed].map(([collection, ids]) => [collection, [...ids].sort()]))
}
