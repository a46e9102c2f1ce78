/**
 * A relation arrives as the related document when it was resolved (depth ≥ 1) and readable, and as
 * a bare id otherwise (an unpublished document is not readable anonymously). Pages show only the
 * resolved ones.
 */
export function resolved<T extends object>(value: readonly (number | T)[] | null | undefined): T[] {
  return (value ?? []).filter((item): item is T => typeof item === 'object' && item !== null)
}

export function resolvedOne<T extends object>(value: number | T | null | undefined): T | null {
  return typeof value === 'object' && value !== null ? value : null
}
