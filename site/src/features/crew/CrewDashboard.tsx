import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import {
  CREW_BIO_MAX,
  CREW_LANGUAGES,
  CREW_MAX_EXPERIENCE_YEARS,
  CREW_MESSAGE_MAX,
  CREW_ROLES,
  type CrewDashboardView,
  type CrewLanguage,
  type CrewRequestForCrew,
  crewProfileSchema,
  type MyCrewProfile,
} from '@cms/features/crew/contract/crew'
import { fieldErrors } from '@cms/core/contract/fieldErrors'
import type { Locale } from '@site/i18n'
import { formatDateRange } from '@site/ui/format'
import { apiRequest, serverFieldErrors } from '@site/lib/api/client'
import { DashboardGate } from '@site/ui/DashboardGate'
import controls from '@site/ui/controls.module.css'
import { ActNotes } from '@site/ui/ActNotes'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { useAct } from '@site/ui/useAct'
import { useRemoteView } from '@site/ui/useRemoteView'
import crewStyles from './Crew.module.css'
import panels from '@site/ui/panels.module.css'
import { crewProblem } from './crewProblem'
import { RequestFacts, StatusBadge } from './RequestFacts'

type Props = IslandStrings & { authPath: string }

/** /crew/dashboard: a captain's or crew member's profile, the open requests they may answer, and their answers. */
export default function CrewDashboardIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole={CREW_ROLES} authPath={props.authPath}>
          {() => <CrewDashboard locale={props.locale} />}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function CrewDashboard({ locale }: { locale: Locale }) {
  const { t } = useTranslation()
  const { view, load } = useRemoteView<CrewDashboardView>('/api/crew/dashboard')
  const { said, problem, act } = useAct(
    load,
    useCallback((error: unknown) => crewProblem(error, t), [t]),
  )
  useEffect(() => {
    void load()
  }, [load])
  if (view === 'loading') return <p role="status">{t('crew.loading')}</p>
  if (view === 'failed') return <p role="alert">{t('crew.failed')}</p>

  return (
    <div className={panels.stack}>
      <ActNotes said={said} problem={problem} />
      <ProfileForm
        key={view.profile ? `${view.profile.id}-${view.profile.listed}` : 'none'}
        profile={view.profile}
        locale={locale}
        onSave={(profile) => act(() => apiRequest('PUT', '/api/crew/profile', profile), t('crew.dashboard.saved'))}
        onRemove={() => act(() => apiRequest('DELETE', '/api/crew/profile'), t('crew.dashboard.removed'))}
      />

      <section className={panels.panel} id="charters" aria-labelledby="crew-charters">
        <h2 id="crew-charters">{t('crew.dashboard.charters')}</h2>
        {view.charters.length === 0 ? (
          <p className={controls.note}>{t('crew.dashboard.chartersNone')}</p>
        ) : (
          <ul className={panels.requests}>
            {view.charters.map((charter) => (
              <li key={charter.bookingId} className={panels.card} data-crew-charter={charter.bookingId}>
                <h3>{charter.yacht}</h3>
                <p className={panels.meta}>
                  {formatDateRange(locale, charter.startDate, charter.endDate)} · {t('crew.dashboard.guests', { count: charter.guests })}
                </p>
                <p>{t('crew.dashboard.contact2', { name: charter.contactName, phone: charter.contactPhone })}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={panels.panel} id="open" aria-labelledby="crew-open">
        <h2 id="crew-open">{t('crew.dashboard.open')}</h2>
        {view.open.length === 0 ? (
          <p className={controls.note}>{t('crew.dashboard.openNone')}</p>
        ) : (
          <ul className={panels.requests}>
            {view.open.map((request) => (
              <li key={request.id} className={panels.card} data-crew-request={request.id}>
                <RequestFacts request={request} locale={locale} from={request.requester} />
                <AnswerForm
                  request={request}
                  onSend={(message) => act(() => apiRequest('POST', `/api/crew/requests/${request.id}/answers`, { message }), t('crew.dashboard.sent'))}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={panels.panel} id="answered" aria-labelledby="crew-answered">
        <h2 id="crew-answered">{t('crew.dashboard.answered')}</h2>
        {view.answered.length === 0 ? (
          <p className={controls.note}>{t('crew.dashboard.answeredNone')}</p>
        ) : (
          <ul className={panels.requests}>
            {view.answered.map((request) => (
              <li key={request.id} className={panels.card} data-crew-request={request.id}>
                <RequestFacts request={request} locale={locale} from={request.requester} />
                {request.myAnswer && (
                  <div className={`${crewStyles.answer} ${request.myAnswer.status === 'accepted' ? crewStyles.answerAccepted : ''}`}>
                    <p className={panels.meta}>
                      <strong>{t('crew.dashboard.answer')}</strong> <StatusBadge kind="answer" status={request.myAnswer.status} locale={locale} />
                    </p>
                    <p className={panels.bio}>{request.myAnswer.message}</p>
                    {request.requesterEmail && (
                      <p>
                        <a href={`mailto:${request.requesterEmail}`}>{t('crew.dashboard.contact', { name: request.requester, email: request.requesterEmail })}</a>
                      </p>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function AnswerForm({ request, onSend }: { request: CrewRequestForCrew; onSend: (message: string) => Promise<boolean> }) {
  const { t } = useTranslation()
  const id = useId()
  const [message, setMessage] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [working, setWorking] = useState(false)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!message.trim()) {
      setInvalid(true)
      return
    }
    setWorking(true)
    if (await onSend(message.trim())) setMessage('')
    setWorking(false)
  }
  return (
    <form className={controls.form} noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={`${id}-answer`}>{t('crew.dashboard.answer')}</label>
      <textarea
        id={`${id}-answer`}
        name="message"
        rows={3}
        maxLength={CREW_MESSAGE_MAX}
        value={message}
        aria-invalid={invalid || undefined}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
        data-answer-for={request.id}
        onChange={(event) => {
          setMessage(event.currentTarget.value)
          setInvalid(false)
        }}
      />
      <p id={`${id}-hint`} className={controls.note}>
        {t('crew.dashboard.answerHint', { max: CREW_MESSAGE_MAX })}
      </p>
      {invalid && (
        <p id={`${id}-error`} className={panels.fieldError}>
          {t('crew.field.required')}
        </p>
      )}
      <p className={controls.actions}>
        <button type="submit" className={controls.primary} disabled={working}>
          {t('crew.dashboard.send')}
        </button>
      </p>
    </form>
  )
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

function ProfileForm({
  profile,
  locale,
  onSave,
  onRemove,
}: {
  profile: MyCrewProfile | null
  locale: Locale
  onSave: (profile: unknown) => Promise<boolean>
  onRemove: () => Promise<boolean>
}) {
  const { t } = useTranslation()
  const id = useId()
  const [listed, setListed] = useState(profile?.listed ?? true)
  const [years, setYears] = useState(String(profile?.experienceYears ?? ''))
  const [languages, setLanguages] = useState<CrewLanguage[]>(profile?.languages ?? [locale])
  const [licences, setLicences] = useState((profile?.licences ?? []).join('\n'))
  const [boats, setBoats] = useState((profile?.boatsSailed ?? []).join('\n'))
  const [bio, setBio] = useState(profile?.bio ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [working, setWorking] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const body = { listed, experienceYears: years.trim() === '' ? Number.NaN : Number(years), languages, licences: lines(licences), boatsSailed: lines(boats), bio }
    const parsed = crewProfileSchema.safeParse(body)
    if (!parsed.success) {
      const found = fieldErrors(parsed.error)
      setErrors(found)
      document.getElementById(`${id}-${Object.keys(found)[0]?.split('.')[0] ?? 'experienceYears'}`)?.focus()
      return
    }
    setErrors({})
    setWorking(true)
    const saved = await onSave(parsed.data).catch((error: unknown) => {
      setErrors(serverFieldErrors(error))
      return false
    })
    setWorking(false)
    return saved
  }
  const error = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className={panels.fieldError}>
        {t(`crew.field.${errors[field]}`, { max: CREW_MAX_EXPERIENCE_YEARS, defaultValue: t('crew.field.required') })}
      </p>
    ) : null

  return (
    <section className={panels.panel} id="profile" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('crew.dashboard.profile')}</h2>
      <p className={controls.note}>{t('crew.dashboard.profileLead')}</p>
      <form className={crewStyles.fields} noValidate onSubmit={(event) => void submit(event)}>
        <label className={`${panels.check} ${crewStyles.wide}`}>
          <input type="checkbox" checked={listed} onChange={(event) => setListed(event.currentTarget.checked)} /> {t('crew.dashboard.listed')}
        </label>
        <div className={crewStyles.field}>
          <label htmlFor={`${id}-experienceYears`}>{t('crew.dashboard.experienceYears')}</label>
          <input
            id={`${id}-experienceYears`}
            type="number"
            inputMode="numeric"
            min={0}
            max={CREW_MAX_EXPERIENCE_YEARS}
            step={1}
            required
            value={years}
            aria-invalid={errors.experienceYears ? true : undefined}
            aria-describedby={errors.experienceYears ? `${id}-experienceYears-error` : undefined}
            onChange={(event) => setYears(event.currentTarget.value)}
          />
          {error('experienceYears')}
        </div>
        <fieldset className={`${crewStyles.field} ${crewStyles.wide} ${panels.choices}`} aria-describedby={errors.languages ? `${id}-languages-error` : undefined}>
          <legend id={`${id}-languages`} tabIndex={-1}>
            {t('crew.languages')}
          </legend>
          {CREW_LANGUAGES.values.map((language) => (
            <label key={language}>
              <input
                type="checkbox"
                checked={languages.includes(language)}
                onChange={(event) => {
                  const on = event.currentTarget.checked
                  setLanguages((current) => (on ? [...current, language] : current.filter((one) => one !== language)))
                }}
              />{' '}
              {CREW_LANGUAGES.labels[language][locale]}
            </label>
          ))}
          {error('languages')}
        </fieldset>
        {(
          [
            ['licences', licences, setLicences],
            ['boatsSailed', boats, setBoats],
          ] as const
        ).map(([field, value, setValue]) => (
          <div key={field} className={crewStyles.field}>
            <label htmlFor={`${id}-${field}`}>{t(`crew.dashboard.${field}`)}</label>
            <textarea
              id={`${id}-${field}`}
              rows={3}
              value={value}
              aria-describedby={`${id}-${field}-hint`}
              aria-invalid={errors[field] ? true : undefined}
              onChange={(event) => setValue(event.currentTarget.value)}
            />
            <p id={`${id}-${field}-hint`} className={controls.note}>
              {t('crew.dashboard.listHint')}
            </p>
            {error(field)}
          </div>
        ))}
        <div className={`${crewStyles.field} ${crewStyles.wide}`}>
          <label htmlFor={`${id}-bio`}>{t('crew.dashboard.bio')}</label>
          <textarea id={`${id}-bio`} rows={4} maxLength={CREW_BIO_MAX} value={bio} onChange={(event) => setBio(event.currentTarget.value)} />
        </div>
        <p className={`${controls.actions} ${crewStyles.wide}`}>
          <button type="submit" className={controls.primary} disabled={working}>
            {t('crew.dashboard.save')}
          </button>
          {profile && (
            <button
              type="button"
              className={controls.secondary}
              disabled={working}
              onClick={() => {
                setWorking(true)
                void onRemove().finally(() => setWorking(false))
              }}
            >
              {t('crew.dashboard.remove')}
            </button>
          )}
        </p>
      </form>
    </section>
  )
}
