/**
 * Rich text back into the plain source `toLexical` (cms/seed/lexical.ts) reads: blocks apart by a
 * blank line, "## " before a heading, "- " before each item of a list, the words of everything
 * else. A member proposing an edit of a wiki article starts from it, and a moderator's diff
 * compares with it; what plain text cannot say (bold, links, pictures) is left as its words.
 */
export type LexicalNode = { type?: string; text?: string; tag?: string; children?: LexicalNode[] }

/** The words of a node and everything in it, without formatting. */
export const wordsOf = (node: LexicalNode): string => (typeof node.text === 'string' ? node.text : (node.children ?? []).map(wordsOf).join(''))

function blockSource(node: LexicalNode): string {
  if (node.type === 'heading') return `## ${wordsOf(node).trim()}`
  if (node.type === 'list') return (node.children ?? []).map((item) => `- ${wordsOf(item).trim()}`).join('\n')
  return wordsOf(node).trim()
}

export function lexicalToSource(document: unknown): string {
  const root = (document as { root?: LexicalNode } | null | undefined)?.root
  return (root?.children ?? [])
    .map(blockSource)
    .filter((block) => block !== '')
    .join('\n\n')
}
