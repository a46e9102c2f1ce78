/** The id a relationship field holds, whether Payload returned it populated (`{ id }`) or as the bare id; null when empty. */
export function relationId(value: unknown): number | null {
  if (value && typeof value === 'object') return (value as { id: number }).id
  return typeof value === 'number' ? value : null
}

/** The document a relationship field holds when Payload returned it populated; null when it holds a bare id or nothing. */
export function populated<T extends { id: number }>(value: number | T | null | undefined): T | null {
  return value && typeof value === 'object' ? value : null
}
