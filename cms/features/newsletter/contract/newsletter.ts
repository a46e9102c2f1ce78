/**
 * The newsletter (spec 2.6, 3, 4.4, 5, 8): the footer's sign-up, its answer and its toasts, and
 * the double opt-in. Free of zod: the footer's few lines of script on every page read it.
 */
import { enumeration, type Labels } from '@cms/core/contract/options'

/** Where an address stands. Only `confirmed` addresses are sent the newsletter. */
export const SUBSCRIBER_STATUSES = enumeration({
  pending: { ru: 'Ждёт подтверждения', en: 'Awaiting confirmation' },
  confirmed: { ru: 'Подтверждена', en: 'Confirmed' },
  unsubscribed: { ru: 'Отписан', en: 'Unsubscribed' },
})

/** Spec 4.4: what a sign-up did. */
type SubscribeStatus = 'already_confirmed' | 'resent_confirmation' | 'new_subscription'

/** POST /api/newsletter/subscribe's answer (spec 3 and 7). */
export type SubscribeAnswer = {
  success: boolean
  status?: SubscribeStatus
  message?: string
  requiresConfirmation?: boolean
  emailSent?: boolean
}

/** A confirmation link works once, for this long. */
export const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000
/** The longest address accepted (RFC 5321's path limit). */
const EMAIL_MAX_LENGTH = 254
/** The green check on the footer's button, after a sign-up (spec 2.6: 3 to 5 s). */
export const SUBSCRIBED_CHECK_MS = 4000

/** Spec 5: required after trimming; an address with no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export type EmailProblem = 'required' | 'invalid'

/** The address as it is kept (trimmed, lower case), or why it is refused. */
export function checkNewsletterEmail(input: unknown): { ok: true; email: string } | { ok: false; problem: EmailProblem } {
  const email = typeof input === 'string' ? input.trim() : ''
  if (!email) return { ok: false, problem: 'required' }
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL_SHAPE.test(email)) return { ok: false, problem: 'invalid' }
  return { ok: true, email: email.toLowerCase() }
}

/** Spec 5 and 8, word for word in Russian. */
export const NEWSLETTER_TEXTS = {
  required: { ru: 'Пожалуйста, введите email адрес', en: 'Please enter your email address' },
  invalid: { ru: 'Пожалуйста, введите корректный email адрес', en: 'Please enter a valid email address' },
  errorTitle: { ru: 'Ошибка', en: 'Error' },
  refused: { ru: 'Не удалось подписаться на рассылку', en: 'Could not subscribe to the newsletter' },
  networkFailure: { ru: 'Произошла ошибка при подписке. Попробуйте еще раз.', en: 'Something went wrong while subscribing. Please try again.' },
  alreadyConfirmed: { ru: 'Уже подписан!', en: 'Already subscribed!' },
  resent: { ru: 'Повторное подтверждение отправлено!', en: 'Confirmation sent again!' },
  sent: { ru: 'Подтверждение отправлено!', en: 'Confirmation sent!' },
  saved: { ru: 'Подписка создана!', en: 'Subscription created!' },
  success: { ru: 'Успешно!', en: 'Success!' },
  tooMany: { ru: 'Слишком много попыток подписки. Попробуйте позже.', en: 'Too many sign-up attempts. Please try again later.' },
} as const satisfies Record<string, Labels>

/** The server's words for each outcome: the toast's description. */
export const SUBSCRIBE_MESSAGES = {
  alreadyConfirmed: { ru: 'Этот адрес уже подписан на рассылку.', en: 'This address is already subscribed to the newsletter.' },
  resent: {
    ru: 'Мы отправили письмо ещё раз: подтвердите подписку по ссылке в нём.',
    en: 'We have sent the email again: confirm your subscription with its link.',
  },
  sent: { ru: 'Проверьте почту: подтвердите подписку по ссылке в письме.', en: 'Check your inbox: confirm your subscription with the link in the email.' },
  saved: {
    ru: 'Подписка создана, но письмо со ссылкой пока не ушло: подпишитесь ещё раз чуть позже, чтобы получить его.',
    en: 'Your subscription is saved, but the email with the link has not gone out yet: sign up again a little later to receive it.',
  },
  confirmedAtOnce: {
    ru: 'Вы подписаны на рассылку: адрес вашего аккаунта уже подтверждён.',
    en: 'You are subscribed: your account’s address is already confirmed.',
  },
} as const satisfies Record<string, Labels>

/** How long each toast stays (spec 8). */
const LONG_MS = 8000
const SHORT_MS = 6000

export type NewsletterToast = { title: string; description?: string; durationMs: number; variant: 'default' | 'destructive' }

/**
 * The toast for an answer (spec 8): the title by what happened, the server's message as the
 * description, and the portal's own words in the page's language when the server sent none.
 */
export function subscribeToast(answer: SubscribeAnswer, language: 'ru' | 'en'): NewsletterToast {
  const own = (labels: Labels) => labels[language]
  if (!answer.success)
    return { title: own(NEWSLETTER_TEXTS.errorTitle), description: answer.message || own(NEWSLETTER_TEXTS.refused), durationMs: SHORT_MS, variant: 'destructive' }
  const toast = (title: Labels, fallback: Labels, durationMs: number): NewsletterToast => ({
    title: own(title),
    description: answer.message || own(fallback),
    durationMs,
    variant: 'default',
  })
  if (answer.status === 'already_confirmed') return toast(NEWSLETTER_TEXTS.alreadyConfirmed, SUBSCRIBE_MESSAGES.alreadyConfirmed, SHORT_MS)
  if (!answer.requiresConfirmation) return toast(NEWSLETTER_TEXTS.success, SUBSCRIBE_MESSAGES.confirmedAtOnce, SHORT_MS)
  if (answer.status === 'resent_confirmation') return toast(NEWSLETTER_TEXTS.resent, SUBSCRIBE_MESSAGES.resent, LONG_MS)
  if (answer.emailSent) return toast(NEWSLETTER_TEXTS.sent, SUBSCRIBE_MESSAGES.sent, LONG_MS)
  return toast(NEWSLETTER_TEXTS.saved, SUBSCRIBE_MESSAGES.saved, SHORT_MS)
}

/** The confirmation and unsubscribe pages' outcomes. */
export type ConfirmOutcome = 'confirmed' | 'expired' | 'invalid'
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid'
