/** A person's initials ('Anna Morskaya' → 'AM'), shown where they have no photo. */
export function initialsOf(person: { firstName: string; lastName: string }): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase()
}
