import { describe, expect, it } from 'vitest'

import { schemaFor } from '@cms/features/content/contract/submissions'
import { toData, toRaw } from '@site/features/content/fieldSpecs'

describe('the submission form’s values', () => {
  it('turns the controls into the API’s data: numbers, lists, ticked ids, and nothing for empty controls', () => {
    const data = toData(
      'trip-package',
      { title: 'Ольхон', capacity: '6', basePricePerDay: '', yacht: '3', includes: ' Завтраки \n\nКапитан\n', destinations: ['2', '5'], activities: [] },
      9,
    )
    expect(data).toEqual({ title: 'Ольхон', capacity: 6, yacht: 3, includes: ['Завтраки', 'Капитан'], destinations: [2, 5], activities: [], image: 9 })
    expect(schemaFor('trip-package', false).safeParse(data).success).toBe(true)
  })

  it('puts stored data back into the controls unchanged', () => {
    const stored = { name: 'Ушканьи острова', durationDays: 2, highlights: ['Нерпы', 'Маяк'], activities: [4], latitude: 53.85 }
    const raw = toRaw('destination', stored)
    expect(raw).toMatchObject({ name: 'Ушканьи острова', durationDays: '2', highlights: 'Нерпы\nМаяк', activities: ['4'], latitude: '53.85', price: '' })
    expect(toData('destination', raw, null)).toMatchObject(stored)
  })
})
