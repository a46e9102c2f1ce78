import MarkdownIt from 'markdown-it'

/**
 * Members' markdown (comments, for one) as HTML a page may show: `html: false` escapes every tag
 * written in the text, markdown-it's own link check drops `javascript:` and the like, pictures
 * stay text (no one's comment loads a tracker into others' pages), and headings, tables and rules
 * stay text too, so a comment cannot dress itself up as the page. Links are marked as users'
 * (`nofollow ugc`), so the portal lends them no standing with search engines.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, breaks: true, typographer: false }).disable(['image', 'heading', 'lheading', 'table', 'hr'])

const renderToken = markdown.renderer.renderToken.bind(markdown.renderer)
markdown.renderer.rules.link_open = (tokens, index, options) => {
  tokens[index]!.attrSet('rel', 'nofollow ugc noopener noreferrer')
  return renderToken(tokens, index, options)
}

export function membersMarkdownToHtml(text: string): string {
  return markdown.render(text)
}
