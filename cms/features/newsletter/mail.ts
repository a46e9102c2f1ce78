import type { Payload } from 'payload'

import type { EmailContent } from '@cms/core/email/layout'
import { newsletterConfirmationEmail, newsletterWelcomeEmail } from './emails/newsletter'
import type { NewsletterSubscriber } from '@cms/payload-types'
import { unsubscribeLinks } from './links'

type Subscriber = Pick<NewsletterSubscriber, 'id' | 'email' | 'language'>

/** Whether the portal hands mail to a provider, or only keeps it in the outbox (no RESEND_API_KEY). */
const mailGoesOut = (payload: Payload): boolean => payload.email.name !== 'outbox'

/**
 * Sends a newsletter mail: the unsubscribe link at its foot, and the List-Unsubscribe and
 * List-Unsubscribe-Post headers that let mail clients offer one-click unsubscribing (RFC 2369,
 * RFC 8058). Answers whether it went out: a mail that is only kept, or that the provider
 * refused, did not.
 */
async function sendNewsletterMail(payload: Payload, subscriber: Subscriber, content: EmailContent): Promise<boolean> {
  const language = subscriber.language ?? 'ru'
  const links = unsubscribeLinks(payload.config.secret, payload.config.serverURL, { id: subscriber.id, email: subscriber.email, language })
  const footer = language === 'en' ? 'Unsubscribe from the newsletter' : 'Отписаться от рассылки'
  try {
    await payload.sendEmail({
      to: subscriber.email,
      subject: content.subject,
      text: `${content.text}\n\n${footer}: ${links.page}`,
      html: `${content.html}<p style="font-size:13px;color:#55707f"><a href="${links.page}">${footer}</a></p>`,
      headers: { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
    return mailGoesOut(payload)
  } catch (error) {
    payload.logger.error({ err: error, msg: `Newsletter mail to subscriber ${subscriber.id} not sent` })
    return false
  }
}

export function sendConfirmation(payload: Payload, subscriber: Subscriber, link: string, hours: number): Promise<boolean> {
  return sendNewsletterMail(payload, subscriber, newsletterConfirmationEmail({ link, language: subscriber.language ?? 'ru', hours }))
}

export function sendWelcome(payload: Payload, subscriber: Subscriber): Promise<boolean> {
  return sendNewsletterMail(payload, subscriber, newsletterWelcomeEmail(subscriber.language ?? 'ru'))
}
