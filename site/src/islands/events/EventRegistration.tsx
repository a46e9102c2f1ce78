import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { ParticipantsView } from '../../../../cms/contract/registrations'
import { apiRequest, getJson, serverMessage } from '../../lib/api/client'
import { $session, loadSession } from '../../stores/session'
import styles from '../booking/Booking.module.css'
import { IslandI18n, type IslandStrings } from '../shared/IslandI18n'
import { LoadErrorBoundary } from '../shared/LoadErrorBoundary'

type Props = IslandStrings & { eventId: number; startsAt: string; authPath: string }

/** The event page's participants and the member's own place: register, join the waiting list, cancel. */
export default function EventRegistrationIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <EventRegistration {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function EventRegistration({ eventId, startsAt, authPath }: Props) {
  const { t } = useTranslation()
  const user = useStore($session)
  const [view, setView] = useState<ParticipantsView | 'loading' | 'failed'>('loading')
  const [listed, setListed] = useState(false)
  const [working, setWorking] = useState(false)
  const [said, setSaid] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const load = useCallback(
    () =>
      getJson<ParticipantsView>(`/api/events/${eventId}/participants`)
        .then(setView)
        .catch(() => setView('failed')),
    [eventId],
  )
  useEffect(() => {
    void loadSession()
      .catch(() => null)
      .then(load)
  }, [load])
  const heading = <h2 id={`registration-${eventId}`}>{t('registration.title')}</h2>
  if (view === 'loading' || view === 'failed')
    return (
      <section className={styles.card} aria-labelledby={`registration-${eventId}`}>
        {heading}
        {view === 'loading' ? <p role="status">{t('registration.loading')}</p> : <p role="alert">{t('registration.failed')}</p>}
      </section>
    )

  const act = async (work: () => Promise<unknown>, done: string) => {
    setWorking(true)
    setProblem(null)
    setSaid(null)
    try {
      await work()
      setSaid(done)
    } catch (error) {
      setProblem(serverMessage(error) ?? t('registration.error'))
    } finally {
      setWorking(false)
      await load()
    }
  }
  const open = Date.parse(startsAt) > Date.now()
  const full = view.count >= view.capacity
  const mine = view.me
  return (
    <section className={styles.card} aria-labelledby={`registration-${eventId}`} data-registration>
      {heading}
      <p data-registration-count>
        {t('registration.count', { count: view.count, capacity: view.capacity })}
        {view.waitlisted > 0 && (
          <>
            <br />
            {t('registration.waitlisted', { count: view.waitlisted })}
          </>
        )}
      </p>
      {view.names.length > 0 && (
        <p>
          <strong>{t('registration.names')}:</strong> {view.names.join(', ')}
        </p>
      )}
      {mine ? (
        <>
          <p className={styles.done}>{mine.status === 'registered' ? t('registration.registered') : t('registration.waiting', { position: mine.position })}</p>
          <button
            type="button"
            className={styles.secondary}
            disabled={working}
            onClick={() => act(() => apiRequest('DELETE', `/api/events/${eventId}/registrations/me`), t('registration.cancelled'))}
          >
            {mine.status === 'registered' ? t('registration.cancel') : t('registration.leaveWaitlist')}
          </button>
        </>
      ) : !open ? (
        <p className={styles.note}>{t('registration.closed')}</p>
      ) : !user ? (
        <a className={styles.primary} href={authPath}>
          {t('registration.signIn')}
        </a>
      ) : !user.emailVerified ? (
        <p className={styles.hold}>{t('registration.verifyFirst')}</p>
      ) : (
        <>
          {full && <p className={styles.note}>{t('registration.full')}</p>}
          <div className={styles.options}>
            <label>
              <input type="checkbox" checked={listed} onChange={(event) => setListed(event.currentTarget.checked)} /> {t('registration.listed')}
            </label>
          </div>
          <button type="button" className={styles.primary} disabled={working} onClick={() => act(() => apiRequest('POST', `/api/events/${eventId}/registrations`, { listed }), '')}>
            {full ? t('registration.joinWaitlist') : t('registration.register')}
          </button>
        </>
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
