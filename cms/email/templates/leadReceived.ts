import { CONCIERGE_SERVICES } from '../../contract/concierge'
import type { Lead } from '../../payload-types'
import { type EmailContent, emailLayout } from './layout'

const facts = (lead: Lead, language: 'ru' | 'en') => {
  const service = CONCIERGE_SERVICES.labels[lead.service][language]
  const days = `${lead.fromDate.slice(0, 10)} — ${lead.toDate.slice(0, 10)}`
  const budget = typeof lead.budget === 'number' ? `${new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'ru-RU').format(lead.budget)} ₽` : '—'
  return language === 'en' ? `${service}; ${days}; ${lead.guests} guests; budget ${budget}.` : `${service}; ${days}; гостей: ${lead.guests}; бюджет ${budget}.`
}

/** To the sender: the inquiry arrived, and what happens next. */
export function leadAcknowledgedEmail(lead: Lead): EmailContent {
  const language = lead.language ?? 'ru'
  return language === 'en'
    ? emailLayout({
        subject: 'We have your request — Baikal Yachts concierge',
        paragraphs: [`Thank you, ${lead.name}! Our concierge has your request:`, 'We will write or call within one working day to agree the details and the price.'],
        highlight: facts(lead, 'en'),
      })
    : emailLayout({
        subject: 'Мы получили вашу заявку — консьерж Baikal Yachts',
        paragraphs: [`Спасибо, ${lead.name}! Консьерж получил вашу заявку:`, 'Мы напишем или позвоним в течение рабочего дня, чтобы обсудить детали и стоимость.'],
        highlight: facts(lead, 'ru'),
      })
}

/** To the team: a new inquiry, with how to reach the sender and where to handle it. */
export function leadForTeamEmail(lead: Lead, cmsLink: string): EmailContent {
  return emailLayout({
    subject: `Новая заявка консьержу: ${lead.name}`,
    paragraphs: [
      `${lead.name}, ${lead.email}${lead.phone ? `, ${lead.phone}` : ''} (${lead.language === 'en' ? 'English' : 'русский'}):`,
      ...(lead.message ? [lead.message] : []),
      'Ответьте в течение рабочего дня и отметьте статус заявки в CMS.',
    ],
    highlight: facts(lead, 'ru'),
    link: { href: cmsLink, label: 'Открыть заявку' },
  })
}
