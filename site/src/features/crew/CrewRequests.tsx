import { useStore } from '@nanostores/react'
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import { YACHT_TYPES } from '@cms/features/catalogue/contract/catalogue'
import {
  CREW_MESSAGE_MAX,
  CREW_REGIONS,
  CREW_REQUEST_MAX_DAYS,
  CREW_WANTED,
  type CrewRequestInput,
  crewDatesProblem,
  crewRequestSchema,
  type MyCrewRequest,
} from '@cms/features/crew/contract/crew'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import type { Locale } from '@site/i18n'
import { apiRequest, serverFieldErrors } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { $session, loadSession } from '@site/stores/session'
import controls from '@site/ui/controls.module.css'
import { ActNotes } from '@site/ui/ActNotes'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { useAct } from '@site/ui/useAct'
import crewStyles from './Crew.module.css'
import panels from '@site/ui/panels.module.css'
import { crewProblem } from './crewProblem'
import { RequestFacts, StatusBadge } from './RequestFacts'

type Props = IslandStrings & { authPath: string; showcasePath: string }

/** /crew-request: the form to ask for a captain or crew, and the member's requests with their answers to accept. */
export default function CrewRequestsIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <CrewRequests {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function CrewRequests({ locale, authPath, showcasePath }: Props) {
  const { t } = useTranslation()
  const user = useStore($session)
  const [checked, setChecked] = useState(false)
  const [requests, setRequests] = useState<MyCrewRequest[] | 'loading' | 'failed'>('loading')
  const load = useCallback(
    () =>
      read<{ requests: MyCrewRequest[] }>('/api/crew/requests')
        .then((answer) => setRequests(answer.requests))
        .catch(() => setRequests('failed')),
    [],
  )
  const { said, problem, act } = useAct(
    load,
    useCallback((error: unknown) => crewProblem(error, t), [t]),
  )
  useEffect(() => {
    loadSession()
      .catch(() => null)
      .then((current) => {
        setChecked(true)
        if (current) void load()
      })
  }, [load])

  if (!checked) return <p role="status">{t('crew.loading')}</p>
  if (!user)
    return (
      <p>
        <a className={controls.primary} href={authPath}>
          {t('crew.request.signIn')}
        </a>
      </p>
    )
  return (
    <div className={panels.stack}>
      {user.emailVerified ? (
        <RequestForm locale={locale} onSent={() => act(async () => undefined, t('crew.request.sent'))} />
      ) : (
        <p className={controls.hold}>{t('crew.request.verifyFirst')}</p>
      )}
      <section className={panels.panel} id="my-requests" aria-labelledby="crew-mine">
        <h2 id="crew-mine">{t('crew.mine.title')}</h2>
        <ActNotes said={said} problem={problem} />
        {requests === 'loading' ? (
          <p className={controls.note}>{t('crew.loading')}</p>
        ) : requests === 'failed' ? (
          <p className={controls.problem}>{t('crew.failed')}</p>
        ) : requests.length === 0 ? (
          <p className={controls.note}>{t('crew.mine.none')}</p>
        ) : (
          <ul className={panels.requests}>
            {requests.map((request) => (
              <li key={request.id} className={panels.card} data-crew-request={request.id}>
                <RequestFacts request={request} locale={locale} />
                <AnswersOf
                  request={request}
                  locale={locale}
                  showcasePath={showcasePath}
                  onAccept={(id, name) => act(() => apiRequest('POST', `/api/crew/answers/${id}/accept`), t('crew.mine.accepted', { name }))}
                />
                {request.status === 'open' && (
                  <p className={controls.actions}>
                    <button
                      type="button"
                      className={controls.secondary}
                      onClick={() => void act(() => apiRequest('POST', `/api/crew/requests/${request.id}/cancel`), t('crew.mine.cancelled'))}
                    >
                      {t('crew.mine.cancel')}
                    </button>
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function AnswersOf({
  request,
  locale,
  showcasePath,
  onAccept,
}: {
  request: MyCrewRequest
  locale: Locale
  showcasePath: string
  onAccept: (id: number, name: string) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const [working, setWorking] = useState(false)
  if (request.answers.length === 0) return request.status === 'open' ? <p className={controls.note}>{t('crew.mine.noAnswers')}</p> : null
  return (
    <>
      <p className={panels.meta}>{t('crew.mine.answers', { count: request.answers.length })}</p>
      <ul className={crewStyles.answers}>
        {request.answers.map((answer) => (
          <li key={answer.id} className={`${crewStyles.answer} ${answer.status === 'accepted' ? crewStyles.answerAccepted : ''}`} data-crew-answer={answer.id}>
            <p className={panels.meta}>
              <strong>{answer.name}</strong> · {t(`crew.role.${answer.role}`)} <StatusBadge kind="answer" status={answer.status} locale={locale} />
            </p>
            <p className={panels.bio}>{answer.message}</p>
            <p className={controls.actions}>
              {request.status === 'open' && answer.status === 'pending' && (
                <button
                  type="button"
                  className={controls.primary}
                  disabled={working}
                  onClick={() => {
                    setWorking(true)
                    void onAccept(answer.id, answer.name).finally(() => setWorking(false))
                  }}
                >
                  {t('crew.mine.accept', { name: answer.name })}
                </button>
              )}
              {answer.email && (
                <a className={controls.secondary} href={`mailto:${answer.email}`}>
                  {t('crew.mine.email')}: {answer.email}
                </a>
              )}
              {answer.profileId !== null && (
                <a className={controls.link} href={`${showcasePath}#crew-${answer.profileId}`}>
                  {t('crew.mine.profile')}
                </a>
              )}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

type FormValues = {
  wanted: CrewRequestInput['wanted']
  startDate: string
  endDate: string
  yachtType: CrewRequestInput['yachtType']
  region: CrewRequestInput['region']
  message: string
}
const FIELD_ORDER = ['wanted', 'startDate', 'endDate', 'yachtType', 'region', 'message'] as const

function RequestForm({ locale, onSent }: { locale: Locale; onSent: () => Promise<unknown> }) {
  const { t } = useTranslation()
  const today = marinaDayOf(new Date())
  const empty: FormValues = { wanted: 'crew', startDate: addDays(today, 7), endDate: addDays(today, 9), yachtType: 'sail-yacht', region: 'smallSea', message: '' }
  const [values, setValues] = useState<FormValues>(empty)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [working, setWorking] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const id = useId()
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => ({ ...current, [key]: value }))
  const fieldText = (code: string) => (code === 'endBeforeStart' ? t('crew.error.endBeforeStart') : t(`crew.field.${code}`, { max: CREW_MESSAGE_MAX }))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setProblem(null)
    const parsed = crewRequestSchema.safeParse(values)
    const found = parsed.success ? {} : fieldErrors(parsed.error)
    const dates = parsed.success ? crewDatesProblem(values.startDate, values.endDate, today) : null
    if (dates && dates !== 'endBeforeStart') setProblem(t(`crew.error.${dates}`, { max: CREW_REQUEST_MAX_DAYS }))
    setErrors(found)
    const first = FIELD_ORDER.find((field) => found[field])
    if (first || dates) {
      form.current?.querySelector<HTMLElement>(`[name="${first ?? 'startDate'}"]`)?.focus()
      return
    }
    setWorking(true)
    try {
      await apiRequest('POST', '/api/crew/requests', parsed.data)
      setValues(empty)
      setErrors({})
      await onSent()
    } catch (error) {
      setErrors(serverFieldErrors(error))
      setProblem(crewProblem(error, t))
    } finally {
      setWorking(false)
    }
  }

  const described = (field: string, hint?: boolean) => [errors[field] ? `${id}-${field}-error` : '', hint ? `${id}-${field}-hint` : ''].filter(Boolean).join(' ') || undefined
  const error = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={panels.fieldError}>
        {fieldText(errors[field])}
      </p>
    ) : null

  return (
    <section className={panels.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('crew.request.title')}</h2>
      <p className={controls.note}>{t('crew.request.lead')}</p>
      <form ref={form} className={crewStyles.fields} noValidate onSubmit={(event) => void submit(event)}>
        <fieldset className={`${crewStyles.field} ${crewStyles.wide} ${panels.choices}`}>
          <legend>{t('crew.request.wanted')}</legend>
          {CREW_WANTED.values.map((wanted) => (
            <label key={wanted}>
              <input type="radio" name="wanted" value={wanted} checked={values.wanted === wanted} onChange={() => set('wanted', wanted)} /> {CREW_WANTED.labels[wanted][locale]}
            </label>
          ))}
        </fieldset>
        {(['startDate', 'endDate'] as const).map((field) => (
          <div key={field} className={crewStyles.field}>
            <label htmlFor={`${id}-${field}`}>{t(`crew.request.${field}`)}</label>
            <input
              id={`${id}-${field}`}
              name={field}
              type="date"
              required
              min={field === 'startDate' ? today : values.startDate || today}
              value={values[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={described(field)}
              onChange={(event) => set(field, event.currentTarget.value)}
            />
            {error(field)}
          </div>
        ))}
        <div className={crewStyles.field}>
          <label htmlFor={`${id}-yachtType`}>{t('crew.request.yachtType')}</label>
          <select id={`${id}-yachtType`} name="yachtType" value={values.yachtType} onChange={(event) => set('yachtType', event.currentTarget.value as FormValues['yachtType'])}>
            {YACHT_TYPES.values.map((type) => (
              <option key={type} value={type}>
                {YACHT_TYPES.labels[type][locale]}
              </option>
            ))}
          </select>
        </div>
        <div className={crewStyles.field}>
          <label htmlFor={`${id}-region`}>{t('crew.request.region')}</label>
          <select id={`${id}-region`} name="region" value={values.region} onChange={(event) => set('region', event.currentTarget.value as FormValues['region'])}>
            {CREW_REGIONS.values.map((region) => (
              <option key={region} value={region}>
                {CREW_REGIONS.labels[region][locale]}
              </option>
            ))}
          </select>
        </div>
        <div className={`${crewStyles.field} ${crewStyles.wide}`}>
          <label htmlFor={`${id}-message`}>{t('crew.request.message')}</label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={4}
            required
            maxLength={CREW_MESSAGE_MAX}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={described('message', true)}
            onChange={(event) => set('message', event.currentTarget.value)}
          />
          <p id={`${id}-message-hint`} className={controls.note}>
            {t('crew.request.messageHint', { max: CREW_MESSAGE_MAX })}
          </p>
          {error('message')}
        </div>
        <p role="alert" className={`${controls.problem} ${crewStyles.wide}`}>
          {problem}
        </p>
        <p className={crewStyles.wide}>
          <button type="submit" className={controls.primary} disabled={working}>
            {t('crew.request.send')}
          </button>
        </p>
      </form>
    </section>
  )
}
