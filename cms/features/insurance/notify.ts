import type { Payload } from 'payload'

import { relationId } from '@cms/core/contract/relationId'
import { writtenRoubles } from '@cms/core/email/roubles'
import { siteLink } from '@cms/core/email/siteLink'
import { quoteForInsurerEmail, quoteSelectedEmail, quotesReadyEmail } from './emails/insurance'
import { quoteAccessKey } from './accessKey'

/** The link to a request's quotes on /insurance, signed so it works without signing in. */
export const quotesLink = (payload: Payload, requestId: number, language: 'ru' | 'en') =>
  siteLink(language, `/insurance?request=${requestId}&key=${quoteAccessKey(payload, requestId)}#quotes`)

/** Emails the requester that their quotes are ready. Mail that cannot be sent is logged. */
export async function tellQuotesReady(payload: Payload, requestId: number): Promise<void> {
  try {
    const request = await payload.findByID({ collection: 'quote-requests', id: requestId, depth: 0, overrideAccess: true })
    const language = request.language === 'en' ? 'en' : 'ru'
    const { totalDocs } = await payload.count({ collection: 'insurance-quotes', where: { request: { equals: requestId } }, overrideAccess: true })
    await payload.sendEmail({ to: request.email, ...quotesReadyEmail({ name: request.fullName, count: totalDocs, link: quotesLink(payload, requestId, language), language }) })
  } catch (error) {
    payload.logger.error({ err: error }, `insurance request ${requestId}: the requester could not be told the quotes are ready`)
  }
}

/** Emails the selected quote to the customer and to its insurer. Mail that cannot be sent is logged. */
export async function tellQuoteSelected(payload: Payload, quoteId: number): Promise<void> {
  try {
    const quote = await payload.findByID({ collection: 'insurance-quotes', id: quoteId, depth: 0, overrideAccess: true })
    const request = await payload.findByID({ collection: 'quote-requests', id: relationId(quote.request)!, depth: 0, overrideAccess: true })
    const insurer = await payload.findByID({ collection: 'insurers', id: relationId(quote.insurer)!, depth: 0, overrideAccess: true, showHiddenFields: true })
    const language = request.language === 'en' ? 'en' : 'ru'
    await payload.sendEmail({
      to: request.email,
      ...quoteSelectedEmail({ name: request.fullName, insurer: insurer.name, reference: quote.reference, premium: writtenRoubles(language, quote.totalPremium), language }),
    })
    await payload.sendEmail({
      to: insurer.email,
      replyTo: request.email,
      ...quoteForInsurerEmail({
        insurer: insurer.name,
        reference: quote.reference,
        premium: writtenRoubles('ru', quote.totalPremium),
        customer: request.fullName,
        email: request.email,
        phone: request.phone ?? null,
        charter: `${request.startDate.slice(0, 10)} — ${request.endDate.slice(0, 10)}, ${request.location}; пассажиров: ${request.passengers}; покрытие ${writtenRoubles('ru', request.coverageAmount)}; профессиональный экипаж: ${request.professionalCrew ? 'да' : 'нет'}; опыт капитана, лет: ${request.captainExperienceYears}`,
      }),
    })
  } catch (error) {
    payload.logger.error({ err: error }, `insurance quote ${quoteId}: the selection could not be mailed`)
  }
}
