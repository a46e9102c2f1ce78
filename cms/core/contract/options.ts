/** A label in both of the portal's languages. */
export type Labels = { ru: string; en: string }

/**
 * An enumeration written once, as its values with their labels in order: the values for the
 * site's filters and schemas, the options for the CMS's select fields.
 */
export function enumeration<const V extends string>(labels: Record<V, Labels>) {
  const values = Object.keys(labels) as V[]
  return {
    values,
    labels,
    options: values.map((value) => ({ value, label: labels[value] })),
  }
}
