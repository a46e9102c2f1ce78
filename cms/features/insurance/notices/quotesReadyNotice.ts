import type { Payload } from 'payload'

import { defineNotice } from '@cms/core/notices'
import { siteLink } from '@cms/core/email/siteLink'
import { quoteAccessKey } from '../accessKey'
import { quotesReadyEmail } from '../emails/insurance'

/** The link to a request's quotes on /insurance, signed so it works without signing in. */
const quotesLink = (payload: Payload, requestId: number, language: 'ru' | 'en') =>
  siteLink(language, `/insurance?request=${requestId}&key=${quoteAccessKey(payload, requestId)}#quotes`)

/** Emails the requester that their quotes are ready, sent by the job that quoted the request once its quotes are committed. */
export const quotesReadyNotice = defineNotice({
  slug: 'tellQuotesReady',
  label: 'Email an insurance requester that their quotes are ready',
  kinds: ['ready'],
  write: async (payload, requestId) => {
    const request = await payload.findByID({ collection: 'quote-requests', id: requestId, depth: 0, overrideAccess: true })
    const language = request.language === 'en' ? 'en' : 'ru'
    const { totalDocs } = await payload.count({ collection: 'insurance-quotes', where: { request: { equals: requestId } }, overrideAccess: true })
    await payload.sendEmail({ to: request.email, ...quotesReadyEmail({ name: request.fullName, count: totalDocs, link: quotesLink(payload, requestId, language), language }) })
  },
})
