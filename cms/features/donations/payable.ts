import type { Payable } from '@cms/features/payments'
import { donorNotice } from './notices/donorNotice'

/**
 * A succeeded donation, under the lock of its row: a pending one is paid and numbered; one
 * already paid by another attempt (a second tab, a double submit) gets this money back.
 */
export const donationPayable: Payable = {
  column: 'donation_id',
  settle: async (client, payment) => {
    const { rowCount } = await client.query(
      `UPDATE donations SET status = 'paid', paid_at = now(), updated_at = now(),
              receipt_number = (CASE WHEN language = 'en' THEN 'D' ELSE 'Д' END) || '-' || extract(year FROM now() AT TIME ZONE 'UTC')::int || '-' || lpad(id::text, 6, '0')
        WHERE id = $1 AND status = 'pending'`,
      [payment.rowId],
    )
    return rowCount ? 'confirmed' : 'paid-twice-refunded'
  },
  paid: (payload, donationId) => donorNotice.now(payload, donationId, 'receipt'),
  refunded: (payment, donationId) => ({ template: 'donationRefundedTwice', values: { reference: payment.reference, donation: donationId } }),
}
