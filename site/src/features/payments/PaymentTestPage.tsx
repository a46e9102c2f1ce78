import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { testChargeSchema } from '@cms/features/payments/contract/payments'
import { apiRequest, readJson, serverCode, serverMessage } from '@site/lib/api/client'
import { loadSession } from '@site/stores/session'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import type { CardFormStep } from '@site/ui/cardPayment'
import styles from '@site/ui/kit.module.css'
import { CardForm } from '@site/ui/CardForm'
import { DataTable } from '@site/ui/DataTable'
import { formatMoney } from '@cms/core/contract/money'

type Delivery = { event: string; type: string; attempt: number; at: string; status: number | null; error: string | null }
type Charge = {
  id: string
  amount: number
  currency: string
  state: string
  cardBrand: string | null
  cardLast4: string | null
  description: string | null
  createdAt: string
  deliveries: Delivery[]
}
type Props = IslandStrings & { authPath: string }

/** /payment-test: the test gateway's own page. Any amount, any card, and its charges with the webhooks it sent. */
export default function PaymentTestPageIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <PaymentTestPage {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function PaymentTestPage({ locale, authPath }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const [state, setState] = useState<'checking' | 'guest' | 'off' | 'ready'>('checking')
  const [amount, setAmount] = useState('1500')
  const [currency, setCurrency] = useState<'RUB' | 'USD'>('RUB')
  const [description, setDescription] = useState('')
  const [charge, setCharge] = useState<CardFormStep | null>(null)
  const [log, setLog] = useState<Charge[]>([])
  const [problem, setProblem] = useState<string | null>(null)
  const [result, setResult] = useState<string | null>(null)

  const refresh = useCallback(async () => {
    try {
      setLog((await readJson<{ docs: Charge[] }>(await apiRequest('GET', '/api/test-gateway/charges'))).docs)
      setState('ready')
    } catch (error) {
      const code = serverCode(error)
      setState(code === 'testGatewayOff' ? 'off' : code === 'notSignedIn' ? 'guest' : 'ready')
    }
  }, [])

  useEffect(() => {
    loadSession()
      .then((user) => (user ? refresh() : setState('guest')))
      .catch(() => setState('guest'))
  }, [refresh])

  const create = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    setResult(null)
    const parsed = testChargeSchema.safeParse({ amount: Number(amount), currency, description: description || undefined })
    if (!parsed.success) {
      setProblem(t('booking.error.required'))
      return
    }
    try {
      setCharge(await readJson<CardFormStep>(await apiRequest('POST', '/api/test-gateway/charges', parsed.data)))
    } catch (error) {
      setProblem(serverMessage(error) ?? t('booking.error.generic'))
    }
  }

  if (state === 'checking') return <p role="status">{t('booking.working')}</p>
  if (state === 'off') return <p>{t('booking.paymentTest.off')}</p>
  if (state === 'guest')
    return (
      <p>
        <a href={authPath}>{t('booking.paymentTest.signIn')}</a>
      </p>
    )
  return (
    <div className={styles.panel}>
      {!charge && (
        <form className={styles.form} onSubmit={create} noValidate>
          <div className={styles.row}>
            <div className={styles.field}>
              <label htmlFor={`${id}-amount`}>{t('booking.paymentTest.amount')}</label>
              <input id={`${id}-amount`} type="number" min={1} inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
            </div>
            <div className={styles.field}>
              <label htmlFor={`${id}-currency`}>{t('booking.paymentTest.currency')}</label>
              <select id={`${id}-currency`} value={currency} onChange={(event) => setCurrency(event.target.value === 'USD' ? 'USD' : 'RUB')}>
                <option value="RUB">RUB</option>
                <option value="USD">USD</option>
              </select>
            </div>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-description`}>{t('booking.paymentTest.description')}</label>
            <input id={`${id}-description`} maxLength={200} value={description} onChange={(event) => setDescription(event.target.value)} />
          </div>
          <p className={styles.problem} role="alert">
            {problem}
          </p>
          <button type="submit" className={styles.primary}>
            {t('booking.paymentTest.create')}
          </button>
        </form>
      )}
      {charge && (
        <CardForm
          step={charge}
          locale={locale}
          onSucceeded={() => {
            setResult(t('booking.paymentTest.succeeded', { amount: formatMoney(locale, charge.amount, charge.currency) }))
            setCharge(null)
            void refresh()
          }}
        />
      )}
      {result && (
        <p className={styles.done} role="status">
          {result}
        </p>
      )}
      <section aria-labelledby={`${id}-log`}>
        <h2 id={`${id}-log`}>{t('booking.paymentTest.log')}</h2>
        {log.length === 0 ? (
          <p className={styles.note}>{t('booking.paymentTest.noCharges')}</p>
        ) : (
          <DataTable
            rows={log}
            rowKey={(row) => row.id}
            columns={[
              { header: t('booking.paymentTest.when'), cell: (row) => new Date(row.createdAt).toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-US') },
              { header: t('booking.paymentTest.amount'), cell: (row) => `${formatMoney(locale, row.amount, row.currency)}${row.description ? ` · ${row.description}` : ''}` },
              { header: t('booking.paymentTest.state'), cell: (row) => row.state },
              { header: t('booking.paymentTest.card'), cell: (row) => (row.cardLast4 ? `${row.cardBrand ?? ''} •••• ${row.cardLast4}` : '—') },
              {
                header: t('booking.paymentTest.webhooks'),
                cell: (row) =>
                  row.deliveries.map((delivery) => (
                    <div key={`${delivery.event}-${delivery.attempt}`}>
                      {delivery.type} → {delivery.status ?? delivery.error}
                    </div>
                  )),
              },
            ]}
          />
        )}
      </section>
    </div>
  )
}
