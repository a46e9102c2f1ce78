import { describe, expect, it } from 'vitest'

import { allLocalesRequest, docsInLocale, inLocale } from '@site/lib/listsInAllLocales'

describe('a list in one language made from the list in all', () => {
  it('is asked as the same list in all languages, for a whole list in a given order', () => {
    expect(allLocalesRequest('/api/yachts?locale=en&depth=1&pagination=false&sort=-featured,name')).toEqual({
      request: '/api/yachts?locale=all&depth=1&pagination=false&sort=-featured%2Cname',
      locale: 'en',
      sort: ['featured', 'name'],
    })
    // The CMS's default order may be a localised field's; a page of a list is not a whole list.
    expect(allLocalesRequest('/api/yachts?locale=ru&depth=1&pagination=false')).toBeNull()
    expect(allLocalesRequest('/api/yachts?locale=ru&depth=1&sort=name')).toBeNull()
    expect(allLocalesRequest('/api/yachts?locale=all&pagination=false&sort=name')).toBeNull()
    expect(allLocalesRequest('/api/yachts?locale=de&pagination=false&sort=name')).toBeNull()
    expect(allLocalesRequest('/api/globals/home?locale=ru&pagination=false&sort=name')).toBeNull()
    // Sorted by a field `select` leaves out, which may be localised.
    expect(allLocalesRequest('/api/yachts?locale=ru&pagination=false&sort=name&select%5Bname%5D=true')?.sort).toEqual(['name'])
    expect(allLocalesRequest('/api/destinations?locale=ru&pagination=false&sort=durationDays%2Cprice&select%5Bname%5D=true')).toBeNull()
  })

  it('takes each localised value in the language, or the default language’s when it has none', () => {
    const doc = {
      id: 7,
      name: 'Ангара',
      summary: { ru: 'Моторная яхта', en: 'A motor yacht' },
      seo: { metaTitle: { ru: 'Ангара', en: '' }, metaDescription: { ru: null, en: null } },
      amenities: [{ id: 'a', text: { ru: 'Душ', en: null } }],
      gallery: [{ id: 3, alt: { ru: 'Яхта' }, sizes: { card: { width: 800 } } }],
      capacity: 0,
      featured: false,
      empty: {},
    }
    expect(inLocale(doc, 'en')).toEqual({
      id: 7,
      name: 'Ангара',
      summary: 'A motor yacht',
      seo: { metaTitle: 'Ангара', metaDescription: null },
      amenities: [{ id: 'a', text: 'Душ' }],
      gallery: [{ id: 3, alt: 'Яхта', sizes: { card: { width: 800 } } }],
      capacity: 0,
      featured: false,
      empty: {},
    })
    expect(inLocale(doc, 'ru')).toMatchObject({ summary: 'Моторная яхта', seo: { metaTitle: 'Ангара', metaDescription: null }, amenities: [{ text: 'Душ' }] })
    // The list in all languages is made into each: it is left as it was, and what no language
    // changes is shared, not copied.
    expect(doc.summary).toEqual({ ru: 'Моторная яхта', en: 'A motor yacht' })
    const english = inLocale(doc, 'en') as typeof doc
    expect(english.gallery[0]?.sizes).toBe(doc.gallery[0]?.sizes)
    expect(english.gallery).not.toBe(doc.gallery)
    expect(inLocale(doc.gallery[0]?.sizes, 'en')).toBe(doc.gallery[0]?.sizes)
  })

  it('keeps the list’s order only where it cannot differ by language', () => {
    const docs = [
      { id: 1, name: 'Б', title: { ru: 'Б', en: 'B' }, homeMarina: { name: { ru: 'Листвянка', en: 'Listvyanka' }, id: 4 } },
      { id: 2, name: 'А', title: { ru: 'А', en: 'A' }, homeMarina: { name: { ru: 'Иркутск', en: 'Irkutsk' }, id: 5 } },
    ]
    expect(docsInLocale(docs, { locale: 'en', sort: ['name', 'id'] })?.map((doc) => (doc as { title: string }).title)).toEqual(['B', 'A'])
    expect(docsInLocale(docs, { locale: 'en', sort: ['homeMarina.id'] })).not.toBeNull()
    // Sorted by a localised field, or by one the list does not hold (left out by `select`).
    expect(docsInLocale(docs, { locale: 'en', sort: ['title'] })).toBeNull()
    expect(docsInLocale(docs, { locale: 'en', sort: ['homeMarina.name'] })).toBeNull()
    expect(docsInLocale(docs, { locale: 'en', sort: ['price'] })).toBeNull()
    // A relation not read (an id): its fields may be localised.
    expect(docsInLocale([{ id: 1, homeMarina: 4 }], { locale: 'en', sort: ['homeMarina.name'] })).toBeNull()
    expect(docsInLocale([], { locale: 'en', sort: ['title'] })).toEqual([])
  })
})
