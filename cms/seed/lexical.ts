/**
 * Turns seed copy into Lexical rich text. Blocks are separated by a blank line; a block starting
 * with "## " is a heading, a block whose lines all start with "- " is a bulleted list, anything
 * else a paragraph.
 */
type TextNode = { type: 'text'; text: string; format: 0; style: ''; mode: 'normal'; detail: 0; version: 1 }
type ElementBase = { format: ''; indent: 0; version: 1; direction: 'ltr' }
type BlockNode = ElementBase & { type: string; children: unknown[]; [extra: string]: unknown }

export type LexicalDocument = { root: ElementBase & { type: 'root'; children: BlockNode[] } }

const element: ElementBase = { format: '', indent: 0, version: 1, direction: 'ltr' }

const text = (value: string): TextNode => ({ type: 'text', text: value, format: 0, style: '', mode: 'normal', detail: 0, version: 1 })

function block(source: string): BlockNode {
  if (source.startsWith('## ')) {
    return { ...element, type: 'heading', tag: 'h2', children: [text(source.slice(3).trim())] }
  }
  const lines = source.split('\n')
  if (lines.every((line) => line.startsWith('- '))) {
    return {
      ...element,
      type: 'list',
      listType: 'bullet',
      tag: 'ul',
      start: 1,
      children: lines.map((line, index) => ({ ...element, type: 'listitem', value: index + 1, children: [text(line.slice(2).trim())] })),
    }
  }
  return { ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: [text(source.replace(/\n/g, ' '))] }
}

export function toLexical(source: string): LexicalDocument {
  const blocks = source
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
  return { root: { ...element, type: 'root', children: blocks.map(block) } }
}
