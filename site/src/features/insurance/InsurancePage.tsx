import { Tabs } from 'radix-ui'
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { INSURANCE_BOUNDS, INSURANCE_TEXTS, INSURER_CONTACT_HOURS, type QuotesView, quoteRequestSchema, RECOMMENDED_COVERAGE_RUB } from '@cms/features/insurance/contract/insurance'
import { apiRequest, getJson, readJson, serverFieldErrors } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { loadSession } from '@site/stores/session'
import styles from '@site/ui/kit.module.css'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { TextField } from '@site/ui/TextField'
import own from './Insurance.module.css'
import { formatMoney } from '@cms/core/contract/money'

type Props = IslandStrings & { insurers: { id: number; name: string }[] }
type Opened = { id: number; key: string | null }
type MyRequest = { id: number; startDate: string; endDate: string; location: string; status: string }

/** /insurance: request a quote (spec 3's fields) and view the quotes, select one (spec 4.4). */
export default function InsurancePageIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <Insurance {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

/** The request a link opens (?request=…&key=…), if any. */
function openedFromAddress(): Opened | null {
  const params = new URLSearchParams(window.location.search)
  const id = Number(params.get('request'))
  return Number.isInteger(id) && id > 0 ? { id, key: params.get('key') } : null
}

function Insurance({ insurers, locale }: Props) {
  const { t } = useTranslation()
  const [tab, setTab] = useState<'request' | 'quotes'>('request')
  const [opened, setOpened] = useState<Opened | null>(null)
  const [signedIn, setSignedIn] = useState(false)
  useEffect(() => {
    const fromLink = openedFromAddress()
    if (fromLink) setOpened(fromLink)
    if (fromLink || window.location.hash === '#quotes') setTab('quotes')
    void loadSession()
      .catch(() => null)
      .then((user) => setSignedIn(Boolean(user)))
  }, [])
  const open = (request: Opened) => {
    setOpened(request)
    setTab('quotes')
    const params = new URLSearchParams({ request: String(request.id), ...(request.key ? { key: request.key } : {}) })
    window.history.replaceState(null, '', `${window.location.pathname}?${params}#quotes`)
  }
  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value === 'quotes' ? 'quotes' : 'request')} data-insurance>
      <Tabs.List className={own.tabs} aria-label={t('insurance.tabs')}>
        <Tabs.Trigger value="request" className={own.tab}>
          {t('insurance.tab.request')}
        </Tabs.Trigger>
        <Tabs.Trigger value="quotes" className={own.tab}>
          {t('insurance.tab.quotes')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="request">
        <RequestForm insurers={insurers} locale={locale} onSent={open} />
      </Tabs.Content>
      <Tabs.Content value="quotes" id="quotes">
        {opened ? (
          <QuotesOf request={opened} locale={locale} />
        ) : signedIn ? (
          <MyRequests onOpen={(id) => open({ id, key: null })} />
        ) : (
          <p className={styles.note}>{t('insurance.nothingOpened')}</p>
        )}
      </Tabs.Content>
    </Tabs.Root>
  )
}

type FormState = {
  fullName: string
  email: string
  phone: string
  startDate: string
  endDate: string
  location: string
  passengers: string
  coverageAmount: string
  professionalCrew: boolean
  captainExperienceYears: string
  preferredCompanies: number[]
  notes: string
}
type FieldName = Exclude<keyof FormState, 'professionalCrew'> | 'form'

function RequestForm({ insurers, locale, onSent }: { insurers: Props['insurers']; locale: Props['locale']; onSent: (request: Opened) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [form, setForm] = useState<FormState>({
    fullName: '',
    email: '',
    phone: '',
    startDate: '',
    endDate: '',
    location: '',
    passengers: '2',
    coverageAmount: String(RECOMMENDED_COVERAGE_RUB),
    professionalCrew: true,
    captainExperienceYears: '0',
    preferredCompanies: [],
    notes: '',
  })
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)

  useEffect(() => {
    // A booking's "insure this charter" link fills the charter in (?from=&to=&passengers=&location=).
    const params = new URLSearchParams(window.location.search)
    setForm((current) => ({
      ...current,
      startDate: params.get('from') ?? current.startDate,
      endDate: params.get('to') ?? current.endDate,
      passengers: params.get('passengers') ?? current.passengers,
      location: params.get('location') ?? current.location,
    }))
    void loadSession()
      .catch(() => null)
      .then((user) => {
        if (user) setForm((current) => ({ ...current, fullName: current.fullName || `${user.firstName} ${user.lastName}`.trim(), email: current.email || user.email }))
      })
  }, [])

  const errorText = (code: string) =>
    t(`insurance.error.${code}`, {
      maxDays: INSURANCE_BOUNDS.maxDays,
      maxPassengers: INSURANCE_BOUNDS.maxPassengers,
      minCoverage: formatMoney(locale, INSURANCE_BOUNDS.minCoverage, 'RUB'),
      maxCoverage: formatMoney(locale, INSURANCE_BOUNDS.maxCoverage, 'RUB'),
      maxYears: INSURANCE_BOUNDS.maxExperienceYears,
      defaultValue: INSURANCE_TEXTS.submitError[locale],
    })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    const body = { ...form, phone: form.phone || undefined, language: locale }
    const parsed = quoteRequestSchema.safeParse(body)
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {}
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'form') as FieldName] ??= errorText(issue.message)
      setErrors(found)
      return
    }
    setErrors({})
    setWorking(true)
    try {
      const answer = await readJson<{ id: number; key: string }>(await apiRequest('POST', '/api/insurance/quote-requests', parsed.data))
      onSent(answer)
    } catch (error) {
      const fields = serverFieldErrors(error)
      if (Object.keys(fields).length > 0) setErrors(Object.fromEntries(Object.entries(fields).map(([field, code]) => [field, errorText(code)])))
      setProblem(INSURANCE_TEXTS.submitError[locale])
    } finally {
      setWorking(false)
    }
  }

  const input = (name: Exclude<FieldName, 'form' | 'preferredCompanies' | 'notes'>, extra: Record<string, string> = {}) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={t(`insurance.field.${name}`)}
      value={form[name]}
      onChange={(value) => setForm({ ...form, [name]: value })}
      error={errors[name]}
      disabled={working}
      {...extra}
    />
  )

  return (
    <form className={`${styles.card} ${styles.cardForm}`} onSubmit={submit} noValidate aria-labelledby={`${id}-title`} data-quote-request-form>
      <h2 id={`${id}-title`}>{t('insurance.formTitle')}</h2>
      {input('fullName', { autoComplete: 'name' })}
      <div className={styles.row}>
        {input('email', { type: 'email', autoComplete: 'email' })}
        {input('phone', { type: 'tel', autoComplete: 'tel' })}
      </div>
      <div className={styles.row}>
        {input('startDate', { type: 'date' })}
        {input('endDate', { type: 'date' })}
      </div>
      {input('location')}
      <div className={styles.row}>
        {input('passengers', { type: 'number', inputMode: 'numeric', min: '1', max: String(INSURANCE_BOUNDS.maxPassengers) })}
        {input('coverageAmount', { type: 'number', inputMode: 'numeric', step: '100000', min: String(INSURANCE_BOUNDS.minCoverage) })}
        {input('captainExperienceYears', { type: 'number', inputMode: 'numeric', min: '0', max: String(INSURANCE_BOUNDS.maxExperienceYears) })}
      </div>
      <p className={styles.note}>{t('insurance.recommended', { amount: formatMoney(locale, RECOMMENDED_COVERAGE_RUB, 'RUB') })}</p>
      <div className={styles.options}>
        <label>
          <input type="checkbox" checked={form.professionalCrew} onChange={(event) => setForm({ ...form, professionalCrew: event.currentTarget.checked })} disabled={working} />{' '}
          {t('insurance.field.professionalCrew')}
        </label>
      </div>
      {insurers.length > 0 && (
        <fieldset className={own.companies} disabled={working}>
          <legend>{t('insurance.field.preferredCompanies')}</legend>
          {insurers.map((insurer) => (
            <label key={insurer.id}>
              <input
                type="checkbox"
                checked={form.preferredCompanies.includes(insurer.id)}
                onChange={(event) =>
                  setForm({
                    ...form,
                    preferredCompanies: event.currentTarget.checked ? [...form.preferredCompanies, insurer.id] : form.preferredCompanies.filter((chosen) => chosen !== insurer.id),
                  })
                }
              />
              {insurer.name}
            </label>
          ))}
          <p className={styles.note}>{t('insurance.allCompanies')}</p>
          {errors.preferredCompanies && <p className={styles.error}>{errors.preferredCompanies}</p>}
        </fieldset>
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-notes`}>{t('insurance.field.notes')}</label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          maxLength={INSURANCE_BOUNDS.maxNotes}
          value={form.notes}
          onChange={(event) => setForm({ ...form, notes: event.target.value })}
          disabled={working}
        />
        {errors.notes && <p className={styles.error}>{errors.notes}</p>}
      </div>
      <p className={styles.problem} role="alert">
        {problem ?? errors.form}
      </p>
      <button type="submit" className={styles.primary} disabled={working}>
        {working ? t('insurance.sending') : t('insurance.send')}
      </button>
    </form>
  )
}

/** The request's quotes: polled while the job quotes them, then each with its terms and a button to select it. */
function QuotesOf({ request, locale }: { request: Opened; locale: Props['locale'] }) {
  const { t } = useTranslation()
  const [view, setView] = useState<QuotesView | 'loading' | 'missing'>('loading')
  const [working, setWorking] = useState(false)
  const [said, setSaid] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const path = `/api/insurance/quote-requests/${request.id}/quotes${request.key ? `?key=${encodeURIComponent(request.key)}` : ''}`
  const load = useCallback(() => getJson<QuotesView>(path), [path])

  useEffect(() => {
    let stopped = false
    let timer: number | undefined
    const poll = async (attempt: number) => {
      const next = await load().catch(() => null)
      if (stopped) return
      setView(next ?? 'missing')
      // The job quotes within a second or two; keep looking for half a minute.
      if (next?.status === 'pending' && attempt < 30) timer = window.setTimeout(() => void poll(attempt + 1), 1000)
    }
    void poll(0)
    return () => {
      stopped = true
      window.clearTimeout(timer)
    }
  }, [load])

  if (view === 'loading') return <p role="status">{t('insurance.loading')}</p>
  if (view === 'missing') return <p role="alert">{t('insurance.missing')}</p>

  const choose = async (quoteId: number) => {
    setWorking(true)
    setProblem(null)
    try {
      await apiRequest('POST', `/api/insurance/quotes/${quoteId}/select`, request.key ? { key: request.key } : {})
      setSaid(t('insurance.selected', { count: INSURER_CONTACT_HOURS }))
      setView(await load())
    } catch {
      setProblem(INSURANCE_TEXTS.selectError[locale])
    } finally {
      setWorking(false)
    }
  }

  return (
    <section aria-labelledby="quotes-title" data-quotes>
      <h2 id="quotes-title">{t('insurance.quotesTitle', { from: view.startDate, to: view.endDate, location: view.location })}</h2>
      {view.status === 'pending' ? (
        <p role="status">{t('insurance.quoting')}</p>
      ) : view.quotes.length === 0 ? (
        <p>{INSURANCE_TEXTS.noQuotes[locale]}</p>
      ) : (
        <div className={own.quotes}>
          {view.quotes.map((quote) => (
            <article key={quote.id} className={`${styles.card} ${own.quote}`} data-status={quote.status} aria-labelledby={`quote-${quote.id}`} data-quote>
              <h3 id={`quote-${quote.id}`}>{quote.insurer}</h3>
              <p className={own.premium}>{formatMoney(locale, quote.totalPremium, 'RUB')}</p>
              <dl className={own.facts}>
                <dt>{t('insurance.deductible')}</dt>
                <dd>{formatMoney(locale, quote.deductible, 'RUB')}</dd>
                <dt>{t('insurance.inspection')}</dt>
                <dd>{quote.requiresInspection ? t('insurance.yes') : t('insurance.no')}</dd>
                <dt>{t('insurance.validUntil')}</dt>
                <dd>{quote.validUntil}</dd>
                <dt>{t('insurance.reference')}</dt>
                <dd>{quote.reference}</dd>
              </dl>
              {quote.features.length > 0 && (
                <ul className={own.features}>
                  {quote.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              )}
              {quote.status === 'selected' ? (
                <p className={styles.done}>{t('insurance.status.selected')}</p>
              ) : quote.status === 'void' ? (
                <p className={styles.note}>{t('insurance.status.void')}</p>
              ) : (
                <button type="button" className={styles.primary} disabled={working} onClick={() => void choose(quote.id)}>
                  {t('insurance.select')}
                </button>
              )}
            </article>
          ))}
        </div>
      )}
      <p role="status" className={styles.note}>
        {said}
      </p>
      <p role="alert" className={styles.problem}>
        {problem}
      </p>
    </section>
  )
}

/** A signed-in member's own requests, to open one. */
function MyRequests({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation()
  const [requests, setRequests] = useState<MyRequest[] | null>(null)
  useEffect(() => {
    void read<{ docs: MyRequest[] }>('/api/insurance/quote-requests')
      .then((answer) => setRequests(answer.docs))
      .catch(() => setRequests([]))
  }, [])
  if (!requests) return <p role="status">{t('insurance.loading')}</p>
  if (requests.length === 0) return <p className={styles.note}>{t('insurance.nothingOpened')}</p>
  return (
    <ul className={own.requests}>
      {requests.map((request) => (
        <li key={request.id}>
          <button type="button" className={styles.secondary} onClick={() => onOpen(request.id)}>
            {t('insurance.myRequest', { from: request.startDate, to: request.endDate, location: request.location, status: t(`insurance.requestStatus.${request.status}`) })}
          </button>
        </li>
      ))}
    </ul>
  )
}
