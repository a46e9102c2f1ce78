/** The id a relationship field holds, whether Payload returned it populated (`{ id }`) or as the bare id; null when empty. */
export function relationId(value: unknown): number | null {
  if (value && typeof value === 'object') return (value as { id: number }).id
  return typeof value === 'number' ? value : null
}
