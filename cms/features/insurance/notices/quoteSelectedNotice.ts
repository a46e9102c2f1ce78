import { defineNotice } from '@cms/core/notices'
import { relationId } from '@cms/core/contract/relationId'
import { quoteForInsurerEmail, quoteSelectedEmail } from '../emails/insurance'
import { formatMoney } from '@cms/core/contract/money'

/**
 * Emails the selected quote to the customer, then to its insurer (replying to the customer), once
 * the selection is committed.
 */
export const quoteSelectedNotice = defineNotice({
  slug: 'tellQuoteSelected',
  label: 'Email a selected insurance quote to the customer and the insurer',
  kinds: ['selected'],
  write: async (payload, quoteId) => {
    const quote = await payload.findByID({ collection: 'insurance-quotes', id: quoteId, depth: 0, overrideAccess: true })
    const request = await payload.findByID({ collection: 'quote-requests', id: relationId(quote.request)!, depth: 0, overrideAccess: true })
    const insurer = await payload.findByID({ collection: 'insurers', id: relationId(quote.insurer)!, depth: 0, overrideAccess: true, showHiddenFields: true })
    const language = request.language === 'en' ? 'en' : 'ru'
    await payload.sendEmail({
      to: request.email,
      ...quoteSelectedEmail({ name: request.fullName, insurer: insurer.name, reference: quote.reference, premium: formatMoney(language, quote.totalPremium), language }),
    })
    await payload.sendEmail({
      to: insurer.email,
      replyTo: request.email,
      ...quoteForInsurerEmail({
        insurer: insurer.name,
        reference: quote.reference,
        premium: formatMoney('ru', quote.totalPremium),
        customer: request.fullName,
        email: request.email,
        phone: request.phone ?? null,
        charter: `${request.startDate.slice(0, 10)} — ${request.endDate.slice(0, 10)}, ${request.location}; пассажиров: ${request.passengers}; покрытие ${formatMoney('ru', request.coverageAmount)}; профессиональный экипаж: ${request.professionalCrew ? 'да' : 'нет'}; опыт капитана, лет: ${request.captainExperienceYears}`,
      }),
    })
  },
})
