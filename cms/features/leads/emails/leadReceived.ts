import { CONCIERGE_SERVICES } from '../contract/concierge'
import type { Lead } from '@cms/payload-types'
import { type EmailContent, emailLayout } from '@cms/core/email/layout'
import { formatMoney } from '@cms/core/contract/money'

/** What a lead is about beyond its own fields (the yacht for sale, the special event), as the reader's language names it. */
export type LeadSubject = { title: string; price: number }

const facts = (lead: Lead, language: 'ru' | 'en', subject: LeadSubject | null) => {
  if (lead.kind === 'yacht-sale') return subject ? `${subject.title}, ${formatMoney(language, subject.price)}` : language === 'en' ? 'A yacht for sale' : 'Яхта на продажу'
  if (lead.kind === 'special-event') {
    const what = subject?.title ?? (language === 'en' ? 'A special event' : 'Особое событие')
    const on = lead.fromDate?.slice(0, 10) ?? '?'
    return language === 'en' ? `${what}; ${on}; ${lead.guests} guests.` : `${what}; ${on}; гостей: ${lead.guests}.`
  }
  const service = lead.service ? CONCIERGE_SERVICES.labels[lead.service][language] : '—'
  const days = `${lead.fromDate?.slice(0, 10) ?? '?'} — ${lead.toDate?.slice(0, 10) ?? '?'}`
  const budget = typeof lead.budget === 'number' ? formatMoney(language, lead.budget) : '—'
  return language === 'en' ? `${service}; ${days}; ${lead.guests} guests; budget ${budget}.` : `${service}; ${days}; гостей: ${lead.guests}; бюджет ${budget}.`
}

/** To the sender: the inquiry arrived, and what happens next. */
export function leadAcknowledgedEmail(lead: Lead, subject: LeadSubject | null = null): EmailContent {
  const language = lead.language ?? 'ru'
  const sale = lead.kind === 'yacht-sale'
  if (lead.kind === 'special-event')
    return language === 'en'
      ? emailLayout({
          subject: 'We have your request for a special event — Baikal Yachts',
          paragraphs: [`Thank you, ${lead.name}! We have your request:`, 'We will write or call within one working day with the yacht, the programme and a quote.'],
          highlight: facts(lead, 'en', subject),
        })
      : emailLayout({
          subject: 'Мы получили заявку на особое событие — Baikal Yachts',
          paragraphs: [`Спасибо, ${lead.name}! Мы получили вашу заявку:`, 'Мы напишем или позвоним в течение рабочего дня: предложим яхту, программу и смету.'],
          highlight: facts(lead, 'ru', subject),
        })
  return language === 'en'
    ? emailLayout({
        subject: sale ? 'We have your inquiry about the yacht — Baikal Yachts' : 'We have your request — Baikal Yachts concierge',
        paragraphs: [
          sale ? `Thank you, ${lead.name}! Our yacht broker has your inquiry about:` : `Thank you, ${lead.name}! Our concierge has your request:`,
          sale
            ? 'We will write or call within one working day with the yacht’s papers and a time to see her.'
            : 'We will write or call within one working day to agree the details and the price.',
        ],
        highlight: facts(lead, 'en', subject),
      })
    : emailLayout({
        subject: sale ? 'Мы получили ваш вопрос о яхте — Baikal Yachts' : 'Мы получили вашу заявку — консьерж Baikal Yachts',
        paragraphs: [
          sale ? `Спасибо, ${lead.name}! Наш яхтенный брокер получил ваш вопрос о яхте:` : `Спасибо, ${lead.name}! Консьерж получил вашу заявку:`,
          sale
            ? 'Мы напишем или позвоним в течение рабочего дня, пришлём документы на яхту и договоримся о просмотре.'
            : 'Мы напишем или позвоним в течение рабочего дня, чтобы обсудить детали и стоимость.',
        ],
        highlight: facts(lead, 'ru', subject),
      })
}

/** To the team: a new inquiry, with how to reach the sender and where to handle it. */
export function leadForTeamEmail(lead: Lead, cmsLink: string, subject: LeadSubject | null = null): EmailContent {
  return emailLayout({
    subject:
      lead.kind === 'yacht-sale'
        ? `Вопрос о яхте на продажу: ${lead.name}`
        : lead.kind === 'special-event'
          ? `Заявка на особое событие: ${lead.name}`
          : `Новая заявка консьержу: ${lead.name}`,
    paragraphs: [
      `${lead.name}, ${lead.email}${lead.phone ? `, ${lead.phone}` : ''} (${lead.language === 'en' ? 'English' : 'русский'}):`,
      ...(lead.message ? [lead.message] : []),
      'Ответьте в течение рабочего дня и отметьте статус заявки в CMS.',
    ],
    highlight: facts(lead, 'ru', subject),
    link: { href: cmsLink, label: 'Открыть заявку' },
  })
}
