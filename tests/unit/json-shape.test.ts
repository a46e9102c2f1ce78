import { describe, expect, it } from 'vitest'

import { JsonShapeWatcher, MAX_JSON_DEPTH } from '@scripts/lib/http/jsonShape'

const verdict = (...chunks: string[]) => {
  const watcher = new JsonShapeWatcher()
  for (const chunk of chunks) watcher.feed(new TextEncoder().encode(chunk))
  return watcher.problem
}

describe('the JSON shape watcher of the CMS door', () => {
  it('lets objects through, however they are split into chunks', () => {
    expect(verdict(' {"a": [1, {"b": "}]]]"}], "c": "\\"{"}')).toBeNull()
    expect(verdict('{"a', '": "x', '"}')).toBeNull()
  })
  it('refuses a body that is not an object', () => {
    for (const body of ['[1,2]', '"text"', '42', 'null']) expect(verdict(body)).toMatch(/object/)
  })
  it('refuses nesting deeper than the limit, and ignores brackets inside strings', () => {
    expect(verdict(`{"a":${'['.repeat(MAX_JSON_DEPTH)}`)).toMatch(/deeper/)
    expect(verdict(`{"a":"${'['.repeat(1000)}"}`)).toBeNull()
  })
})
