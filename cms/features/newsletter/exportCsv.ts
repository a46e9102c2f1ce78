import type { PayloadHandler } from 'payload'

import { hasRole } from '@cms/core/contract/roles'

/** One CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
export function csvField(value: string | null | undefined): string {
  let text = value ?? ''
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text
}

const COLUMNS = ['email', 'status', 'language', 'confirmedAt', 'requestedAt', 'unsubscribedAt'] as const
/** Rows read per page: the list is streamed, whatever its length. */
const PAGE = 500

/**
 * GET /api/newsletter-subscribers/export.csv (CMS): every subscriber with status and consent
 * time, for admins. Streamed a page at a time.
 */
export const exportSubscribers: PayloadHandler = async (req) => {
  if (!hasRole(req.user, 'admin')) return Response.json({ errors: [{ message: 'You are not allowed to perform this action.' }] }, { status: 403 })
  const { payload } = req
  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`${COLUMNS.join(',')}\r\n`))
      for (let page = 1; ; page++) {
        const result = await payload.find({ collection: 'newsletter-subscribers', sort: 'id', limit: PAGE, page, depth: 0, pagination: true, overrideAccess: true })
        const lines = result.docs.map((row) => `${COLUMNS.map((column) => csvField(row[column] ?? null)).join(',')}\r\n`)
        controller.enqueue(encoder.encode(lines.join('')))
        if (!result.hasNextPage) break
      }
      controller.close()
    },
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
