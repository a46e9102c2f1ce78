import type { SchemaHook } from './schemaHook'
import { addTableIndex } from './tableIndex'

/** How Payload names the table of a collection's versions: `_yachts_v`. */
const VERSIONS_TABLE = /^_.+_v$/

/**
 * An index on (`parent_id`, `updated_at`) for every table of versions. Every save of a versioned
 * document asks for its versions past the kept ones, newest first (Payload's `maxPerDoc`), and with
 * one index on each column PostgreSQL walks every version of the collection by date, filtering by
 * parent: the longer the catalogue's history, the slower each save. With this index it reads the
 * document's own versions alone, in order. A global's versions have no parent, and get none.
 */
export const indexVersionsByParentAndDate: SchemaHook = (args) => {
  for (const [name, table] of Object.entries(args.schema.tables)) {
    if (VERSIONS_TABLE.test(name)) addTableIndex(args, name, table, 'parent_updated_at_idx', ['parent_id', 'updated_at'])
  }
  return args.schema
}
