import { emailLayout, type EmailContent } from '@cms/core/email/layout'

/** A moderator's decision on a member's submission: published, or sent back with notes. */
export function submissionDecisionEmail({
  name,
  title,
  language,
  approved,
  notes,
  link,
}: {
  name: string
  title: string
  language: 'ru' | 'en'
  approved: boolean
  notes: string | null
  /** The published page, or the member's submissions to edit and resubmit. */
  link: string
}): EmailContent {
  if (language === 'en') {
    return emailLayout({
      subject: approved ? `Published: ${title}` : `Your submission needs changes: ${title}`,
      paragraphs: approved
        ? [`Hello, ${name}.`, `"${title}" has been approved and is published on the site; it appears within a few minutes.`, 'Thank you for sharing it.']
        : [`Hello, ${name}.`, `"${title}" was not approved yet. The moderator's notes:`, notes ?? '', 'Edit it and send it for review again when you are ready.'],
      link: { href: link, label: approved ? 'Open the page' : 'My submissions' },
    })
  }
  return emailLayout({
    subject: approved ? `Опубликовано: ${title}` : `Публикация требует доработки: ${title}`,
    paragraphs: approved
      ? [`Здравствуйте, ${name}.`, `«${title}» одобрено и опубликовано на сайте; страница появится в течение нескольких минут.`, 'Спасибо, что поделились.']
      : [`Здравствуйте, ${name}.`, `«${title}» пока не одобрено. Замечания модератора:`, notes ?? '', 'Исправьте публикацию и отправьте её на проверку снова.'],
    link: { href: link, label: approved ? 'Открыть страницу' : 'Мои публикации' },
  })
}
