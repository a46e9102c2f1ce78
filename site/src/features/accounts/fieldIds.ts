/** The ids a field's input points at with aria-describedby: its hint, then its error. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0)
  return present.length > 0 ? present.join(' ') : undefined
}
