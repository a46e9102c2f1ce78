/** How the portal names a member to other visitors: first name and the initial of the last ("Анна К."). */
export function shownName(person: { firstName?: string | null; lastName?: string | null }): string {
  return [person.firstName?.trim(), person.lastName?.trim() ? `${person.lastName.trim().slice(0, 1)}.` : ''].filter(Boolean).join(' ')
}
