import type { DateField } from 'payload'

/**
 * A start and end date where the end may not precede the start. The check lives on the end field
 * so the admin shows the message next to it.
 */
export function dateRangeFields(options: { time: boolean }): [DateField, DateField] {
  const pickerAppearance = options.time ? 'dayAndTime' : 'dayOnly'
  return [
    { name: 'startDate', type: 'date', required: true, admin: { date: { pickerAppearance } } },
    {
      name: 'endDate',
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance } },
      validate: (value, { siblingData }) => {
        if (!value) return 'This field is required'
        const start = (siblingData as { startDate?: string | Date | null }).startDate
        if (start && new Date(value).getTime() < new Date(start).getTime()) {
          return 'The end date must not be earlier than the start date'
        }
        return true
      },
    },
  ]
}
