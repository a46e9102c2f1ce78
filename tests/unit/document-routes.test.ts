import { describe, expect, it } from 'vitest'

import { documentWithId } from '@site/lib/staticPaths'

describe('a page’s document, by its id parameter', () => {
  const yachts = [
    { id: 3, name: 'Баргузин' },
    { id: 12, name: 'Сарма' },
  ]

  it('is the list’s document of that id', () => {
    expect(documentWithId(yachts, '12')?.name).toBe('Сарма')
    expect(documentWithId(yachts, '3')?.name).toBe('Баргузин')
  })

  it('is none for an id the list lacks, or no id', () => {
    expect(documentWithId(yachts, '4')).toBeUndefined()
    expect(documentWithId(yachts, undefined)).toBeUndefined()
    expect(documentWithId([], '3')).toBeUndefined()
  })

  it('is looked up in the list as it is now, for a new list', () => {
    expect(documentWithId([...yachts, { id: 4, name: 'Култук' }], '4')?.name).toBe('Култук')
  })
})
