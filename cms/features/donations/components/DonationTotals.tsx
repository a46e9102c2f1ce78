import type { Payload } from 'payload'
import { formatMoney } from '@cms/core/contract/money'

type Totals = { count: number; total: string; month_count: number; month_total: string }

/**
 * Above the donations' list in the CMS, for the admins who alone may open it: what came in
 * (paid, less refunds), in all and this calendar month. A server component: it reads the
 * database directly and sends the browser only the figures.
 */
export async function DonationTotals({ payload }: { payload: Payload }) {
  const { rows } = await payload.db.pool.query<Totals>(`
    SELECT count(*)::int AS count, coalesce(sum(amount), 0) AS total,
           count(*) FILTER (WHERE paid_at >= date_trunc('month', now()))::int AS month_count,
           coalesce(sum(amount) FILTER (WHERE paid_at >= date_trunc('month', now())), 0) AS month_total
      FROM donations WHERE status = 'paid'`)
  const totals = rows[0] ?? { count: 0, total: '0', month_count: 0, month_total: '0' }
  return (
    <p style={{ margin: '0 0 1rem' }} data-donation-totals>
      Received / Получено: <strong>{formatMoney('ru', Number(totals.total))}</strong> ({totals.count}) · This month / В этом месяце:{' '}
      <strong>{formatMoney('ru', Number(totals.month_total))}</strong> ({totals.month_count})
    </p>
  )
}
