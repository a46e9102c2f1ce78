import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { DONATION_MAX_RUB, DONATION_MIN_RUB, type DonorsView, donationSchema } from '@cms/features/donations/contract/donations'
import type { PaymentNextStep } from '@cms/features/payments/contract/payments'
import { apiRequest, readJson, serverFieldErrors, serverMessage } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { loadSession } from '@site/stores/session'
import styles from '@site/ui/kit.module.css'
import type { CardFormStep } from '@site/ui/cardPayment'
import { CardForm } from '@site/ui/CardForm'
import own from './Donations.module.css'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { TextField } from '@site/ui/TextField'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { formatMoney } from '@cms/core/contract/money'

type Props = IslandStrings & { amounts: number[] }
type Field = 'amount' | 'name' | 'email' | 'message' | 'form'

/** /donations: choose or type an amount, say who gives and whether to be named, pay by card; then the thanks and the donors' list. */
export default function DonationFormIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <Donation {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function Donation({ amounts, locale }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [preset, setPreset] = useState<number | null>(amounts[1] ?? amounts[0] ?? null)
  const [other, setOther] = useState('')
  const [form, setForm] = useState({ name: '', email: '', listed: false, message: '' })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const [payment, setPayment] = useState<CardFormStep | null>(null)
  const [thanks, setThanks] = useState<string | null>(null)
  const [donors, setDonors] = useState<DonorsView | null>(null)

  const loadDonors = useCallback(() => read<DonorsView>('/api/donations/donors').then(setDonors, () => setDonors(null)), [])
  useEffect(() => {
    void loadDonors()
    // Back from a provider's own payment page, which sends only those who paid to ?payment=done.
    if (new URLSearchParams(window.location.search).get('payment') === 'done') setThanks(t('donations.thanksBack'))
    void loadSession()
      .catch(() => null)
      .then((signedIn) => {
        if (signedIn) setForm((current) => ({ ...current, name: current.name || `${signedIn.firstName} ${signedIn.lastName}`.trim(), email: current.email || signedIn.email }))
      })
  }, [loadDonors, t])

  const amount = other.trim() ? Number(other.trim().replace(/\s/g, '')) : preset
  const errorText = (code: string) =>
    t(`donations.error.${code}`, {
      min: formatMoney(locale, DONATION_MIN_RUB, 'RUB'),
      max: formatMoney(locale, DONATION_MAX_RUB, 'RUB'),
      defaultValue: t('donations.error.generic'),
    })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    const parsed = donationSchema.safeParse({ ...form, amount: amount ?? '', language: locale })
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form') as Field] ??= errorText(issue.message)
      setErrors(found)
      return
    }
    setErrors({})
    setWorking(true)
    try {
      const { next } = await readJson<{ next: PaymentNextStep }>(await apiRequest('POST', '/api/donations', parsed.data))
      if (next.kind === 'redirect') window.location.assign(next.url)
      else setPayment(next)
    } catch (error) {
      const fields = serverFieldErrors(error)
      if (Object.keys(fields).length > 0) setErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, errorText(code)])))
      else setProblem(serverMessage(error) ?? t('donations.error.generic'))
    } finally {
      setWorking(false)
    }
  }

  const field = (name: 'name' | 'email', label: string, extra: Record<string, string>) => (
    <TextField
      id={`${id}-${name}`}
      label={label}
      value={form[name]}
      onChange={(value) => setForm({ ...form, [name]: value })}
      error={errors[name]}
      disabled={working || payment !== null}
      {...extra}
    />
  )

  return (
    <div className={styles.card} data-donation>
      {thanks ? (
        <div className={styles.done} role="status">
          <p>{thanks}</p>
        </div>
      ) : (
        <form className={styles.cardForm} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`}>{t('donations.title')}</h2>
          <p className={styles.note}>{t('donations.intro')}</p>
          <fieldset className={styles.options} disabled={working || payment !== null}>
            <legend>{t('donations.amount')}</legend>
            <div className={own.amounts}>
              {amounts.map((value) => (
                <label key={value} className={own.amount}>
                  <input
                    type="radio"
                    name={`${id}-amount`}
                    checked={!other.trim() && preset === value}
                    onChange={() => {
                      setPreset(value)
                      setOther('')
                    }}
                  />
                  {formatMoney(locale, value, 'RUB')}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            id={`${id}-amount`}
            label={t('donations.otherAmount')}
            inputMode="numeric"
            value={other}
            onChange={setOther}
            error={errors.amount}
            disabled={working || payment !== null}
          />
          {field('name', t('donations.name'), { autoComplete: 'name' })}
          {field('email', t('donations.email'), { type: 'email', autoComplete: 'email' })}
          <div className={styles.options}>
            <label>
              <input type="checkbox" checked={form.listed} onChange={(event) => setForm({ ...form, listed: event.currentTarget.checked })} disabled={working || payment !== null} />{' '}
              {t('donations.listed')}
            </label>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-message`}>{t('donations.message')}</label>
            <textarea
              id={`${id}-message`}
              rows={3}
              maxLength={500}
              value={form.message}
              onChange={(event) => setForm({ ...form, message: event.target.value })}
              aria-invalid={errors.message ? true : undefined}
              disabled={working || payment !== null}
            />
            {errors.message && <p className={styles.error}>{errors.message}</p>}
          </div>
          <p className={styles.problem} role="alert">
            {problem ?? errors.form}
          </p>
          {!payment && (
            <button type="submit" className={styles.primary} disabled={working}>
              {working
                ? t('donations.working')
                : amount && Number.isFinite(amount)
                  ? t('donations.give', { amount: formatMoney(locale, amount, 'RUB') })
                  : t('donations.giveNoAmount')}
            </button>
          )}
        </form>
      )}
      {payment && !thanks && (
        <CardForm
          step={payment}
          locale={locale}
          onSucceeded={() => {
            setPayment(null)
            setThanks(t('donations.thanks', { email: form.email }))
            void loadDonors()
          }}
        />
      )}
      <section aria-labelledby={`${id}-donors`} data-donors>
        <h2 id={`${id}-donors`}>{t('donations.donorsTitle')}</h2>
        {donors && donors.count > 0 ? (
          <>
            <p className={styles.note}>{t('donations.donorsCount', { count: donors.count })}</p>
            {donors.donors.length > 0 && <p>{donors.donors.map((donor) => donor.name).join(', ')}</p>}
          </>
        ) : (
          <p className={styles.note}>{t('donations.noDonors')}</p>
        )}
      </section>
    </div>
  )
}
