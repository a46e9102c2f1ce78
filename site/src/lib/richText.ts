import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

type LexicalState = Parameters<typeof convertLexicalToHTML>[0]['data']

/** Payload's own Lexical-to-HTML converter: text is escaped, only known nodes are rendered. */
export function richTextToHtml(data: unknown): string {
  if (!data || typeof data !== 'object') return ''
  return convertLexicalToHTML({ data: data as LexicalState, disableContainer: true })
}
