import { describe, expect, it } from 'vitest'

import { toLexical } from '@cms/seed/lexical'
import { richTextToHtml, tableOfContents } from '@site/lib/richText'

describe('a wiki article’s table of contents', () => {
  const document = toLexical('Вступление.\n\n## Холодовой шок\n\nПервая минута.\n\n## Man overboard!\n\nShout.\n\n## Холодовой шок\n\nЕщё раз.')

  it('lists the headings with anchors of any script, unique within the text', () => {
    expect(tableOfContents(document)).toEqual([
      { id: 'холодовой-шок', text: 'Холодовой шок', level: 2 },
      { id: 'man-overboard', text: 'Man overboard!', level: 2 },
      { id: 'холодовой-шок-2', text: 'Холодовой шок', level: 2 },
    ])
  })

  it('gives the rendered headings the same anchors, and leaves other text as it was', () => {
    const html = richTextToHtml(document, { anchors: true })
    for (const { id } of tableOfContents(document)) expect(html).toContain(`<h2 id="${id}"`)
    expect(richTextToHtml(document)).not.toContain(' id=')
    expect(html.replace(/ id="[^"]*"/g, '')).toBe(richTextToHtml(document))
  })

  it('is empty for a text without headings', () => {
    expect(tableOfContents(toLexical('Just a paragraph.'))).toEqual([])
    expect(tableOfContents(null)).toEqual([])
  })
})
