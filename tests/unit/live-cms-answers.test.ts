import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import {
  changedDocuments,
  documentsChangedSince,
  isListRequest,
  madeListDigest,
  patchableRequest,
  patchedDocs,
  recentEnough,
  saveListAnswer,
} from '@site/integrations/liveCmsAnswers'

const list = '/api/yachts?locale=ru&depth=1&pagination=false&sort=name'

describe('the changes a publish hands its build', () => {
  it('are read from SITE_CHANGES; anything unreadable means anything may have changed', () => {
    expect(changedDocuments('{"yachts":["3","12"]}')).toEqual({ yachts: ['3', '12'] })
    expect(changedDocuments('{}')).toEqual({})
    for (const value of [undefined, '', 'null', '[]', '{"yachts":[3]}', '{"yachts":"3"}', '{not json']) {
      expect(changedDocuments(value)).toBeNull()
    }
  })
})

describe('a list made from the live build’s', () => {
  it('is one of the whole collection whose documents alone changed', () => {
    expect(patchableRequest(list, { yachts: ['3'] })).toEqual({ collection: 'yachts', ids: ['3'] })
    // Another collection changed too: a yacht shows its marina's name.
    expect(patchableRequest(list, { yachts: ['3'], marinas: ['1'] })).toBeNull()
    expect(patchableRequest(list, { marinas: ['1'] })).toBeNull()
    // Nothing logged: a write that logs nothing is found by the documents' times (documentsChangedSince).
    expect(patchableRequest(list, {})).toEqual({ collection: 'yachts', ids: [] })
    expect(patchableRequest(list, null)).toBeNull()
    // Not a whole list: a page of it, a filtered one, a global.
    expect(patchableRequest('/api/yachts?locale=ru&depth=1', { yachts: ['3'] })).toBeNull()
    expect(patchableRequest(`${list}&where[featured][equals]=true`, { yachts: ['3'] })).toBeNull()
    expect(patchableRequest('/api/globals/home?locale=ru&depth=1', { home: ['1'] })).toBeNull()
  })

  it('is kept for the next build only when it is a whole list', () => {
    expect(isListRequest(list)).toBe(true)
    expect(isListRequest('/api/yachts?locale=ru&depth=1')).toBe(false)
    expect(isListRequest('/api/globals/home?locale=ru&pagination=false')).toBe(false)
  })

  it('takes the CMS’s order and changed documents, and the live build’s others', () => {
    const saved = [
      { id: 1, name: 'A', price: 100 },
      { id: 2, name: 'B', price: 200 },
      { id: 3, name: 'C', price: 300 },
    ]
    // 2 unpublished, 3 renamed to sort first, 4 published anew; 1 unchanged.
    const order = [{ id: 3 }, { id: 1 }, { id: 4 }]
    const fresh = [
      { id: 3, name: '0C', price: 300 },
      { id: 4, name: 'D', price: 400 },
    ]
    expect(patchedDocs({ order, fresh, saved, changedIds: ['2', '3', '4'] })).toEqual([fresh[0], saved[0], fresh[1]])
  })

  it('is read whole when a document is in neither answer', () => {
    const saved = [{ id: 1 }]
    // 5 is listed but was never logged as changed: the live build's answer does not have it.
    expect(patchedDocs({ order: [{ id: 1 }, { id: 5 }], fresh: [], saved, changedIds: [] })).toBeNull()
    // 1 changed, but its fresh copy did not come (unpublished between the two requests).
    expect(patchedDocs({ order: [{ id: 1 }], fresh: [], saved, changedIds: ['1'] })).toBeNull()
  })
})

describe('the documents of a list read again', () => {
  const at = (minute: number) => `2026-12-05T12:${String(minute).padStart(2, '0')}:00.000Z`
  const saved = [
    { id: 1, updatedAt: at(0), name: 'A' },
    { id: 2, updatedAt: at(1), name: 'B' },
  ]

  it('are those updated since the live build had them, and those new to it', () => {
    expect(
      documentsChangedSince(
        [
          { id: 2, updatedAt: at(1) },
          { id: 1, updatedAt: at(0) },
        ],
        saved,
      ),
    ).toEqual([])
    // 1 updated by a write that logged nothing, 3 new, 2 gone.
    expect(
      documentsChangedSince(
        [
          { id: 1, updatedAt: at(5) },
          { id: 3, updatedAt: at(6) },
        ],
        saved,
      ),
    ).toEqual(['1', '3'])
  })

  it('cannot be told without each document’s time, nor past 200 of them: the list is read whole', () => {
    expect(documentsChangedSince([{ id: 1 }], saved)).toBeNull()
    expect(documentsChangedSince([{ id: 1, updatedAt: null }], saved)).toBeNull()
    const many = Array.from({ length: 201 }, (_, index) => ({ id: index + 10, updatedAt: at(9) }))
    expect(documentsChangedSince(many.slice(0, 200), saved)).toHaveLength(200)
    expect(documentsChangedSince(many, saved)).toBeNull()
  })
})

describe('the digest of a made list', () => {
  const made = { request: list, readWholeAt: '2026-12-05T12:00:00.000Z', order: [{ id: 2 }, { id: 1 }], changed: { '1': { id: 1, name: 'A' } } }

  it('is the same for the same parts, and another for any other', () => {
    const sameDocument = { id: 1, name: 'A' }
    expect(madeListDigest({ ...made, changed: { '1': sameDocument } })).toBe(madeListDigest(made))
    // Ids as the CMS's are (numbers): the changed documents list in their order, however they came.
    const second = { id: 2, name: 'B' }
    expect(madeListDigest({ ...made, changed: { '2': second, '1': sameDocument } })).toBe(madeListDigest({ ...made, changed: { '1': sameDocument, '2': second } }))
    const renamed = { id: 1, name: 'B' }
    for (const other of [
      { ...made, request: list.replace('locale=ru', 'locale=en') },
      { ...made, readWholeAt: '2026-12-05T12:30:00.000Z' },
      { ...made, order: [{ id: 1 }, { id: 2 }] },
      { ...made, changed: { '1': renamed } },
      { ...made, changed: {} },
    ]) {
      expect(madeListDigest(other)).not.toBe(madeListDigest(made))
    }
  })
})

describe('a kept list', () => {
  it('is made from for an hour after it was read whole, then read whole again', () => {
    const now = new Date('2026-11-28T12:00:00Z')
    expect(recentEnough('2026-11-28T11:01:00Z', now)).toBe(true)
    expect(recentEnough('2026-11-28T10:59:00Z', now)).toBe(false)
    // Kept before lists carried the time: read whole.
    expect(recentEnough(undefined, now)).toBe(false)
  })

  it('is written from the bytes the CMS sent, as the list parsed from them', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'kept-list-'))
    try {
      const sent = '{"docs":[{"id":2,"name":"Бриз","price":100},{"id":1,"name":"Волна","price":90}],"totalDocs":2,"page":1}'
      const readAt = new Date('2026-12-04T12:00:00Z')
      await saveListAnswer(dir, list, JSON.parse(sent), readAt, new TextEncoder().encode(sent))
      await saveListAnswer(path.join(dir, 'stringified'), list, JSON.parse(sent), readAt)
      const [file] = await fs.readdir(path.join(dir, 'cms-answers'))
      const read = async (folder: string) => JSON.parse(await fs.readFile(path.join(folder, 'cms-answers', file ?? ''), 'utf8')) as Record<string, unknown>
      const fromText = await read(dir)
      expect(fromText).toEqual({ ...JSON.parse(sent), readWholeAt: readAt.toISOString() })
      // The bytes sent, after when they were read.
      expect(await fs.readFile(path.join(dir, 'cms-answers', file ?? ''), 'utf8')).toBe(`{"readWholeAt":"${readAt.toISOString()}",${sent.slice(1)}`)
      const stringified = await read(path.join(dir, 'stringified'))
      expect({ docs: fromText.docs, readWholeAt: fromText.readWholeAt }).toEqual(stringified)
      await expect(saveListAnswer(dir, list, [], readAt, new TextEncoder().encode('[]'))).rejects.toThrow(/JSON object/)
      await expect(saveListAnswer(dir, list, [], readAt, new Uint8Array())).rejects.toThrow(/JSON object/)
    } finally {
      await fs.rm(dir, { recursive: true, force: true })
    }
  })
})
