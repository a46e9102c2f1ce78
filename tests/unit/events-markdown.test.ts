import { describe, expect, it } from 'vitest'

import { editableUntil } from '@cms/features/content/contract/comments'
import { membersMarkdownToHtml } from '@cms/features/events/markdown'

describe("members' markdown", () => {
  it('renders emphasis, lists, code and line breaks', () => {
    expect(membersMarkdownToHtml('**Ветер** _сильный_\nвторая строка')).toBe('<p><strong>Ветер</strong> <em>сильный</em><br>\nвторая строка</p>\n')
    expect(membersMarkdownToHtml('- фал\n- шкот')).toBe('<ul>\n<li>фал</li>\n<li>шкот</li>\n</ul>\n')
    expect(membersMarkdownToHtml('`<b>`')).toBe('<p><code>&lt;b&gt;</code></p>\n')
  })

  it('escapes every tag written in the text, attributes and all', () => {
    const html = membersMarkdownToHtml('<script>alert(1)</script>\n\n<img src=x onerror=alert(2)>\n\n<a href="#top" onclick="steal()">x</a>')
    expect(html).not.toMatch(/<(script|img|a)\b/)
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  it('keeps links to the web, marked as users’, and drops script links', () => {
    expect(membersMarkdownToHtml('[карта](https://baikal.example/map)')).toBe('<p><a href="https://baikal.example/map" rel="nofollow ugc noopener noreferrer">карта</a></p>\n')
    for (const link of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'vbscript:x', 'data:text/html;base64,PHNjcmlwdD4=']) {
      expect(membersMarkdownToHtml(`[x](${link})`)).not.toContain('href=')
    }
  })

  it('leaves pictures, headings, tables and rules as text: a comment cannot load a tracker or dress up as the page', () => {
    expect(membersMarkdownToHtml('![pixel](https://tracker.example/p.gif)')).not.toContain('<img')
    expect(membersMarkdownToHtml('# Официально')).toBe('<p># Официально</p>\n')
    expect(membersMarkdownToHtml('a | b\n--|--\n1 | 2')).not.toContain('<table')
    expect(membersMarkdownToHtml('---')).not.toContain('<hr')
  })
})

describe('the edit window', () => {
  it('ends 15 minutes after posting', () => {
    expect(editableUntil('2026-11-24T10:00:00.000Z').toISOString()).toBe('2026-11-24T10:15:00.000Z')
  })
})
