/** The frame every portal email shares: the text version, and a plain HTML one with the same words. */
export type EmailContent = { subject: string; text: string; html: string }

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function emailLayout({
  subject,
  paragraphs,
  highlight,
  link,
}: {
  subject: string
  paragraphs: string[]
  highlight?: string
  link?: { href: string; label: string }
}): EmailContent {
  const text = [...paragraphs.slice(0, 1), ...(highlight ? [highlight] : []), ...(link ? [`${link.label}: ${link.href}`] : []), ...paragraphs.slice(1), '— Baikal Yachts'].join(
    '\n\n',
  )
  const html = [
    '<div style="font-family:system-ui,sans-serif;font-size:16px;line-height:1.5;color:#0f2433;max-width:560px">',
    `<p>${escapeHtml(paragraphs[0] ?? '')}</p>`,
    highlight ? `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(highlight)}</p>` : '',
    link
      ? `<p><a href="${escapeHtml(link.href)}" style="background:#0b5c8a;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="font-size:13px;color:#55707f">${escapeHtml(link.href)}</p>`
      : '',
    ...paragraphs.slice(1).map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    '<p>— Baikal Yachts</p></div>',
  ].join('')
  return { subject, text, html }
}
