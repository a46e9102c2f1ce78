import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { afterAll, describe, expect, it } from 'vitest'

import { firstLoadJavaScript } from '../support/firstLoadJavaScript'

/** What the JavaScript budget counts, on a build of a few files written here. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  fs.writeFileSync(path.join(dir, file), text)
}
const gz = (text: string) => gzipSync(text, { level: 9 }).length

const files = {
  '_astro/header.js': 'import{a}from"./shared.js";import("./later.js");a()',
  '_astro/shared.js': 'export const a=()=>1',
  '_astro/later.js': 'export const never=1',
  '_astro/island.js': 'import{a}from"./shared.js";export default a',
  '_astro/visible.js': 'export default 2',
  '_astro/react.js': 'export default 3',
}
for (const [file, text] of Object.entries(files)) write(file, text)
write(
  'yachts/index.html',
  `<html><head><script type="module" src="/_astro/header.js"></script><script type="application/json">{"big":"${'x'.repeat(500)}"}</script></head>
  <body><script>window.a=1</script>
  <astro-island component-url="/_astro/island.js" renderer-url="/_astro/react.js" client="idle"></astro-island>
  <astro-island component-url="/_astro/visible.js" renderer-url="/_astro/react.js" client="visible"></astro-island></body></html>`,
)

describe('the JavaScript a first visit loads', () => {
  it('counts scripts, eager islands and their static imports once each; not data, later imports or islands waiting to be seen', async () => {
    const loaded = await firstLoadJavaScript(dir, '/yachts')
    const counted = ['_astro/header.js', '_astro/shared.js', '_astro/island.js', '_astro/react.js'].map((file) => `/${file}`)
    expect(
      loaded.modules
        .filter((module) => module.module.startsWith('/'))
        .map((module) => module.module)
        .sort(),
    ).toEqual(counted.sort())
    expect(loaded.modules.some((module) => module.module.startsWith('inline script'))).toBe(true)
    const expected = counted.reduce((sum, file) => sum + gz(files[file.slice(1) as keyof typeof files]), 0) + gz('window.a=1')
    expect(loaded.gzipBytes).toBe(expected)
  })

  it('takes the precompressed file’s size when the build wrote one', async () => {
    write('_astro/shared.js.gz', 'x'.repeat(1234))
    const loaded = await firstLoadJavaScript(dir, '/yachts')
    expect(loaded.modules.find((module) => module.module === '/_astro/shared.js')?.gzipBytes).toBe(1234)
  })
})
