import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

import { addressOfPage, fileOfKeyedPage } from '@site/integrations/builtPages'
import { pageFiles } from '@site/integrations/renderedPages'
import { normalizedAddress, recordRendered, renderedAddresses } from '@site/integrations/buildRecord'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true })
  renderedAddresses().clear()
})

describe('the pages a build rendered', () => {
  it('names each page file by the address the middleware saw', () => {
    expect(addressOfPage('index.html')).toBe('/')
    expect(addressOfPage(path.join('en', 'index.html'))).toBe('/en')
    expect(addressOfPage(path.join('yacht', '7', 'index.html'))).toBe('/yacht/7')
    expect(addressOfPage('404.html')).toBe('/404')
    expect(addressOfPage(path.join('wiki', 'ольхон', 'index.html'))).toBe('/wiki/ольхон')
  })

  it('finds the file of a page with parameters from its address, and back', () => {
    for (const address of ['/', '/yacht/7', '/en/yacht/7', '/wiki/ольхон']) {
      expect(addressOfPage(path.normalize(fileOfKeyedPage(address)))).toBe(address)
    }
    expect(fileOfKeyedPage('/yacht/7')).toBe('yacht/7/index.html')
  })

  it('knows a page by its address however a request encodes it', () => {
    expect(normalizedAddress('/wiki/%D0%BE%D0%BB%D1%8C%D1%85%D0%BE%D0%BD/')).toBe('/wiki/ольхон')
    expect(normalizedAddress('/wiki/ольхон')).toBe('/wiki/ольхон')
    expect(normalizedAddress('/')).toBe('/')
    // Not an encoded address: kept as it is.
    expect(normalizedAddress('/100%')).toBe('/100%')
  })

  it('lists every page, and the files of the recorded addresses, with or without their trailing slash', async () => {
    const client = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-pages-'))
    folders.push(client)
    for (const file of ['index.html', 'en/index.html', 'yacht/7/index.html', 'yacht/8/index.html', '404.html', 'yacht/7/index.html.br']) {
      fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true })
      fs.writeFileSync(path.join(client, file), 'page')
    }
    for (const address of ['/', '/en/', '/yacht/7', '/404']) recordRendered(address)
    const { pages, rendered } = await pageFiles(client)
    expect(rendered).toEqual(['404.html', path.join('en', 'index.html'), 'index.html', path.join('yacht', '7', 'index.html')])
    expect(pages).toEqual([...rendered, path.join('yacht', '8', 'index.html')])
  })
})
