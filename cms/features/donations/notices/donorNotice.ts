import { defineNotice } from '@cms/core/notices'
import { MARINA_TIME_ZONE } from '@cms/core/contract/marinaDays'
import { donationReceiptEmail } from '../emails/donationReceipt'
import { formatMoney } from '@cms/core/contract/money'

/**
 * Emails a paid donation's donor their thanks and receipt, in the language they gave in, once the
 * payment settled; a donation not paid (or not yet numbered) is not written about.
 */
export const donorNotice = defineNotice({
  slug: 'thankDonor',
  label: 'Email a donor their thanks and receipt',
  kinds: ['receipt'],
  write: async (payload, donationId) => {
    const donation = await payload.findByID({ collection: 'donations', id: donationId, depth: 0, overrideAccess: true })
    if (donation.status !== 'paid' || !donation.receiptNumber || !donation.paidAt) return
    const language = donation.language === 'en' ? 'en' : 'ru'
    const locale = language === 'ru' ? 'ru-RU' : 'en-GB'
    await payload.sendEmail({
      to: donation.email,
      ...donationReceiptEmail({
        name: donation.name,
        amount: formatMoney(language, donation.amount),
        receipt: donation.receiptNumber,
        paidOn: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: MARINA_TIME_ZONE }).format(new Date(donation.paidAt)),
        language,
      }),
    })
  },
})
