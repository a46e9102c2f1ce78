import { getTableColumns } from '@payloadcms/db-postgres/drizzle'
import { index, type PgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

import { MAX_NAME_LENGTH } from './localeRowsByParent'
import type { SchemaHook } from './schemaHook'

/** How Payload names the table of a collection's versions: `_yachts_v`. */
const VERSIONS_TABLE = /^_.+_v$/

/**
 * An index on (`parent_id`, `updated_at`) for every table of versions. Every save of a versioned
 * document asks for its versions past the kept ones, newest first (Payload's `maxPerDoc`), and with
 * one index on each column PostgreSQL walks every version of the collection by date, filtering by
 * parent: the longer the catalogue's history, the slower each save. With this index it reads the
 * document's own versions alone, in order.
 */
export const indexVersionsByParentAndDate: SchemaHook = ({ schema, extendTable }) => {
  for (const [name, table] of Object.entries(schema.tables)) {
    if (!VERSIONS_TABLE.test(name)) continue
    const keys = Object.fromEntries(Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, column]) => [column.name, key]))
    const parent = keys.parent_id
    const updatedAt = keys.updated_at
    // A global's versions have no parent: they are one document's.
    if (!parent || !updatedAt) continue
    const indexName = `${name}_parent_updated_at_idx`
    if (indexName.length > MAX_NAME_LENGTH) {
      throw new Error(`The index ${indexName} is longer than PostgreSQL's ${MAX_NAME_LENGTH} characters: give its collection a shorter name (dbName)`)
    }
    extendTable({
      table,
      extraConfig: (columns) => ({ _parentUpdatedAtIdx: index(indexName).on(columns[parent]!, columns[updatedAt]!) }),
    })
  }
  return schema
}
