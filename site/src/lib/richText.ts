import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import { type LexicalNode, wordsOf } from '@cms/features/publishing/lexicalText'

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

/** One heading of a text, as its table of contents lists it. */
export type ContentsEntry = { id: string; text: string; level: 2 | 3 }

/**
 * The anchors of a text's headings, in order: the words lowercased, letters of any script and
 * digits kept, the rest joined by hyphens; a repeated heading gets -2, -3 …
 */
function anchorMaker(): (text: string) => string {
  const used = new Map<string, number>()
  return (text) => {
    const base =
      text
        .toLocaleLowerCase()
        .normalize('NFC')
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'section'
    const seen = (used.get(base) ?? 0) + 1
    used.set(base, seen)
    return seen === 1 ? base : `${base}-${seen}`
  }
}

/** The second- and third-level headings of CMS rich text with the anchors `richTextToHtml(…, { anchors: true })` gives them. */
export function tableOfContents(data: unknown): ContentsEntry[] {
  const root = (data as { root?: LexicalNode } | null | undefined)?.root
  const anchor = anchorMaker()
  const entries: ContentsEntry[] = []
  for (const node of root?.children ?? []) {
    if (node.type !== 'heading') continue
    const text = wordsOf(node).trim()
    const id = anchor(text)
    if (node.tag === 'h2' || node.tag === 'h3') entries.push({ id, text, level: node.tag === 'h2' ? 2 : 3 })
  }
  return entries
}

/**
 * Payload's own Lexical-to-HTML converter: text is escaped, only known nodes are rendered. With
 * `anchors`, each top-level heading gets the id its table of contents links to.
 */
export function richTextToHtml(data: unknown, { anchors = false } = {}): string {
  if (!data || typeof data !== 'object') return ''
  if (!anchors) return convertLexicalToHTML({ data: data as LexicalState, disableContainer: true })
  const anchor = anchorMaker()
  return convertLexicalToHTML({
    data: data as LexicalState,
    disableContainer: true,
    converters: ({ defaultConverters }) => ({
      ...defaultConverters,
      heading: (args) => {
        const rendered = typeof defaultConverters.heading === 'function' ? defaultConverters.heading(args) : ''
        // Top-level headings only, in document order, as tableOfContents counts them.
        if (args.parent.type !== 'root') return rendered
        const id = anchor(wordsOf(args.node as LexicalNode).trim())
        return rendered.replace(/^<(h[1-6])/, `<$1 id="${id}"`)
      },
    }),
  })
}
