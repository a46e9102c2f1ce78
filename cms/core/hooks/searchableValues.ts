import { APIError, type CollectionBeforeOperationHook, type CollectionConfig, type Field } from 'payload'

/** The operators whose value is a list (`in=1,2`, or an array). */
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
/** The operators that compare values; `exists` and the text operators take anything. */
const COMPARED = new Set(['equals', 'not_equals', 'in', 'not_in', 'all', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])

type Kind = 'id' | 'number'

/** The top-level fields whose stored value is a number: numbers, and relations (by their ids). */
function numericFields(fields: readonly Field[], into = new Map<string, Kind>()): Map<string, Kind> {
  for (const field of fields) {
    if ('name' in field && field.name) {
      if (field.type === 'number') into.set(field.name, 'number')
      else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') into.set(field.name, 'id')
    } else if ('fields' in field && (field.type === 'row' || field.type === 'collapsible')) numericFields(field.fields, into)
  }
  return into
}

const isValue = (kind: Kind, value: unknown): boolean => {
  if (value === null) return true
  const text = String(value).trim()
  return kind === 'id' ? /^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647 : text !== '' && Number.isFinite(Number(text))
}

/**
 * A filter compares a number column, or an id, only with numbers: `?where[id][in]=1,a` is refused
 * with a 400 that says which value, before any SQL is written. Without this Payload passed NaN to
 * PostgreSQL, whose refusal was answered 400 too but logged as a failed query (the probe's F7).
 */
function searchableValues(collection: CollectionConfig): CollectionBeforeOperationHook {
  const kinds = numericFields(collection.fields)
  kinds.set('id', 'id')
  const check = (where: unknown): void => {
    if (!where || typeof where !== 'object') return
    for (const [path, condition] of Object.entries(where as Record<string, unknown>)) {
      if (path === 'and' || path === 'or') {
        for (const nested of Array.isArray(condition) ? condition : []) check(nested)
        continue
      }
      const kind = kinds.get(path)
      if (!kind || !condition || typeof condition !== 'object') continue
      for (const [operator, value] of Object.entries(condition as Record<string, unknown>)) {
        if (!COMPARED.has(operator)) continue
        const values = LIST_OPERATORS.has(operator) ? (Array.isArray(value) ? value : String(value).split(',')) : [value]
        const wrong = values.find((item) => !isValue(kind, item))
        if (wrong !== undefined) {
          throw new APIError(`"${String(wrong).slice(0, 40)}" cannot be searched for in ${path}: it takes ${kind === 'id' ? 'ids' : 'numbers'}.`, 400, { code: 'invalid' }, true)
        }
      }
    }
  }
  return ({ args }) => {
    check((args as { where?: unknown }).where)
    return args
  }
}

/** Puts the check first in every collection's operations. */
export function withSearchableValues(collection: CollectionConfig): CollectionConfig {
  return { ...collection, hooks: { ...collection.hooks, beforeOperation: [searchableValues(collection), ...(collection.hooks?.beforeOperation ?? [])] } }
}
