import { AlertDialog } from 'radix-ui'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { cardPaymentSchema } from '@cms/features/payments/contract/payments'
import type { Locale } from '@site/i18n'
import { serverMessage } from '@site/lib/api/client'
import { authenticateCharge, type CardFormStep, type ChargeAnswer, payCharge } from './cardPayment'
import styles from './kit.module.css'
import { formatMoney } from '@cms/core/contract/money'
import { TextField } from './TextField'

type Props = { step: CardFormStep; locale: Locale; onSucceeded: (charge: ChargeAnswer) => void; disabled?: boolean }

const REFUSALS: Record<string, string> = {
  card_declined: 'booking.card.declined',
  insufficient_funds: 'booking.card.insufficientFunds',
  authentication_failed: 'booking.card.authFailed',
}

/**
 * The test gateway's card form: number, expiry, CVC. The card goes to the gateway's own door, not
 * to the booking API; a card that asks for confirmation opens the bank's "is it you?" dialog.
 */
export function CardForm({ step, locale, onSucceeded, disabled = false }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const [confirming, setConfirming] = useState(false)
  // Radix closes the dialog after either button: the close must not answer a second time.
  const answered = useRef(false)
  const amount = formatMoney(locale, step.amount, step.currency)

  const settle = (charge: ChargeAnswer) => {
    if (charge.state === 'succeeded') onSucceeded(charge)
    else if (charge.state === 'requires-action') {
      answered.current = false
      setConfirming(true)
    } else setProblem(t(REFUSALS[charge.code ?? ''] ?? 'booking.card.declined'))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    const parsed = cardPaymentSchema.safeParse({ clientSecret: step.clientSecret, ...card, name: card.name || undefined })
    if (!parsed.success) {
      const found: Record<string, string> = {}
      for (const issue of parsed.error.issues) found[String(issue.path[0])] ??= t(`booking.card.${issue.message}`, { defaultValue: t('booking.error.required') })
      setErrors(found)
      return
    }
    setErrors({})
    setWorking(true)
    try {
      settle(await payCharge(step.chargeId, { clientSecret: step.clientSecret, number: parsed.data.number, expiry: parsed.data.expiry, cvc: parsed.data.cvc }))
    } catch (error) {
      setProblem(serverMessage(error) ?? t('booking.error.generic'))
    } finally {
      setWorking(false)
    }
  }

  const answer = async (approve: boolean) => {
    if (answered.current) return
    answered.current = true
    setConfirming(false)
    setWorking(true)
    try {
      settle(await authenticateCharge(step.chargeId, step.clientSecret, approve))
    } catch (error) {
      setProblem(serverMessage(error) ?? t('booking.error.generic'))
    } finally {
      setWorking(false)
    }
  }

  const field = (name: 'number' | 'expiry' | 'cvc' | 'name', label: string, extra: Record<string, string>) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={label}
      value={card[name]}
      onChange={(value) => setCard({ ...card, [name]: value })}
      error={errors[name]}
      disabled={working || disabled}
      {...extra}
    />
  )

  return (
    <form className={styles.cardForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('booking.card.title')}</h3>
      <p className={styles.note}>{t('booking.card.testNote')}</p>
      {field('number', t('booking.card.number'), { inputMode: 'numeric', autoComplete: 'cc-number', placeholder: '4242 4242 4242 4242' })}
      <div className={styles.row}>
        {field('expiry', t('booking.card.expiry'), { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: '12/30' })}
        {field('cvc', t('booking.card.cvc'), { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' })}
      </div>
      {field('name', t('booking.card.name'), { autoComplete: 'cc-name' })}
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      <button type="submit" className={styles.primary} disabled={working || disabled}>
        {working ? t('booking.working') : t('booking.action.pay', { amount })}
      </button>
      <AlertDialog.Root open={confirming} onOpenChange={(open) => !open && void answer(false)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={styles.overlay} />
          <AlertDialog.Content className={styles.dialog}>
            <AlertDialog.Title>{t('booking.card.confirmTitle')}</AlertDialog.Title>
            <AlertDialog.Description>{t('booking.card.confirmText', { amount })}</AlertDialog.Description>
            <div className={styles.dialogActions}>
              <AlertDialog.Cancel className={styles.secondary} onClick={() => void answer(false)}>
                {t('booking.card.reject')}
              </AlertDialog.Cancel>
              <AlertDialog.Action className={styles.primary} onClick={() => void answer(true)}>
                {t('booking.card.approve')}
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </form>
  )
}
