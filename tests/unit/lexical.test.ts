import { describe, expect, it } from 'vitest'

import { toLexical } from '@cms/seed/lexical'

describe('seed copy to Lexical', () => {
  it('makes paragraphs, headings and bulleted lists from blank-line separated blocks', () => {
    const doc = toLexical('## Ветер сарма\n\nДует с гор.\nОчень сильно.\n\n- Рифы\n- Спасжилеты')
    const [heading, paragraph, list] = doc.root.children
    expect(heading).toMatchObject({ type: 'heading', tag: 'h2' })
    expect(paragraph).toMatchObject({ type: 'paragraph', children: [{ text: 'Дует с гор. Очень сильно.' }] })
    expect(list).toMatchObject({ type: 'list', listType: 'bullet' })
    expect(list?.children).toHaveLength(2)
  })
})
