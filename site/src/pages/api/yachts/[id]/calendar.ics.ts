import { calendarFeedTokenValid } from '@cms/features/bookings/calendarFeed'
import { calendar } from '@cms/features/bookings/ics'
import { defineRoute } from '@site/lib/server/defineRoute'
import { methodNotAllowed } from '@site/lib/server/http'

export const prerender = false

type FeedRow = { id: number; start_date: string; end_date: string; status: string; guests: number; updated_at: Date; name: string | null }

/**
 * GET /api/yachts/{id}/calendar.ics?token=…: the owner's iCal feed of the yacht's taken days
 * (confirmed bookings, and held ones as tentative), for any calendar app to subscribe to. The
 * token is the yacht's secret (cms/features/bookings/calendarFeed.ts); a wrong one is a 404.
 */
export const GET = defineRoute({
  who: 'anyone',
  row: true,
  handle: async ({ id, context: { url, locals } }) => {
    if (!calendarFeedTokenValid(id, url.searchParams.get('token'))) return null
    const { rows } = await locals.payload.db.pool.query<FeedRow>({
      name: 'yacht-calendar-feed',
      text: `SELECT b.id, b.start_date, b.end_date, b.status, b.guests, b.updated_at, y.name
               FROM bookings b LEFT JOIN yachts y ON y.id = b.yacht_id
              WHERE b.yacht_id = $1 AND b.blocks_calendar AND (b.status = 'confirmed' OR b.hold_expires_at > now())
                AND b.end_date >= to_char(now() - interval '90 days', 'YYYY-MM-DD')
              ORDER BY b.start_date LIMIT 2000`,
      values: [id],
    })
    const body = calendar(
      rows.map((row) => ({
        uid: `booking-${row.id}@baikal-yachts`,
        startDate: row.start_date,
        endDate: row.end_date,
        summary: `Booking №${row.id}: ${row.guests} guests`,
        status: row.status === 'confirmed' ? 'CONFIRMED' : 'TENTATIVE',
        sequence: 0,
        updatedAt: row.updated_at,
      })),
      { name: rows[0]?.name ? `${rows[0].name} — Baikal Yachts` : 'Baikal Yachts' },
    )
    return new Response(body, {
      headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300', 'content-disposition': `inline; filename="yacht-${id}.ics"` },
    })
  },
})

export const ALL = methodNotAllowed('GET')
