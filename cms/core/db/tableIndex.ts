import { getTableColumns } from '@payloadcms/db-postgres/drizzle'
import { index, type PgColumn } from '@payloadcms/db-postgres/drizzle/pg-core'

import type { SchemaHook } from './schemaHook'

/** PostgreSQL's longest name: a longer one is cut short, and could then name two indexes alike. */
const MAX_NAME_LENGTH = 63

type SchemaHookArgs = Parameters<SchemaHook>[0]
/** A table of the schema a hook is handed, as Payload types it. */
type SchemaTable = SchemaHookArgs['schema']['tables'][string]

/**
 * Adds the index `<tableName>_<suffix>` on the columns named (their SQL names, in order) to a table
 * of the schema being built. Drizzle hands a table's columns by Payload's keys (`_parentID` for
 * `_parent_id`), so the keys are found from the names here. A table without one of the columns
 * gets no index.
 */
export function addTableIndex({ extendTable }: Pick<SchemaHookArgs, 'extendTable'>, tableName: string, table: SchemaTable, suffix: string, columnNames: readonly string[]): void {
  const keyByName = new Map(Object.entries(getTableColumns(table) as Record<string, PgColumn>).map(([key, column]) => [column.name, key]))
  const keys = columnNames.map((name) => keyByName.get(name))
  if (!keys.every((key): key is string => key !== undefined)) return
  const indexName = `${tableName}_${suffix}`
  if (indexName.length > MAX_NAME_LENGTH) {
    throw new Error(`The index ${indexName} is longer than PostgreSQL's ${MAX_NAME_LENGTH} characters: give its table a shorter name (dbName)`)
  }
  extendTable({
    table,
    extraConfig: (columns) => {
      const [first, ...rest] = keys.map((key) => columns[key] as PgColumn)
      return { [indexName]: index(indexName).on(first as PgColumn, ...rest) }
    },
  })
}
