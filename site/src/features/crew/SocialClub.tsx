import { useStore } from '@nanostores/react'
import { useCallback, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CLUB_CATEGORIES, CLUB_MESSAGES, type ClubCategory, type ClubView } from '@cms/features/crew/contract/clubs'
import { apiRequest } from '@site/lib/api/client'
import { hasRole } from '@site/lib/roles'
import { $session, loadSession } from '@site/stores/session'
import controls from '@site/ui/controls.module.css'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { useAct } from '@site/ui/useAct'
import { useRemoteView } from '@site/ui/useRemoteView'
import { ActNotes } from '@site/ui/ActNotes'
import { contractProblem } from '@site/ui/contractProblem'
import clubStyles from './Club.module.css'

type Props = IslandStrings & { authPath: string }

/** /social-club: the three categories with their members, the member's own place (join, move, leave), and for admins the captains to confirm. */
export default function SocialClubIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <SocialClub {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function SocialClub({ authPath }: Props) {
  const { t } = useTranslation()
  const user = useStore($session)
  const { view: club, load } = useRemoteView<ClubView>('/api/club')
  const problemOf = useCallback((error: unknown) => contractProblem(error, t, { messages: CLUB_MESSAGES, prefix: 'club' }), [t])
  const { said, problem, act } = useAct(load, problemOf)
  useEffect(() => {
    void loadSession()
      .catch(() => null)
      .then(load)
  }, [load])
  if (club === 'loading' || club === 'failed') return club === 'loading' ? <p role="status">{t('club.loading')}</p> : <p role="alert">{t('club.failed')}</p>

  return (
    <div className={clubStyles.club}>
      <ul className={clubStyles.categories}>
        {CLUB_CATEGORIES.values.map((category) => (
          <li key={category} className={clubStyles.category} data-club-category={category}>
            <h2>{t(`club.category.${category}`)}</h2>
            <p className={controls.note}>{t(`club.about.${category}`)}</p>
            <p data-club-count>{t('club.count', { count: club.counts[category] })}</p>
            <details>
              <summary>{t('club.namesTitle')}</summary>
              {club.members[category].length > 0 ? <p>{club.members[category].join(', ')}</p> : <p className={controls.note}>{t('club.noNames')}</p>}
            </details>
          </li>
        ))}
      </ul>

      <section className={clubStyles.mine} aria-labelledby="club-mine">
        <h2 id="club-mine">{t('club.mine.title')}</h2>
        {!user ? (
          <a className={controls.primary} href={authPath}>
            {t('club.signIn')}
          </a>
        ) : !user.emailVerified ? (
          <p className={controls.hold}>{t('club.verifyFirst')}</p>
        ) : (
          <MembershipForm
            key={club.me ? `${club.me.category}-${club.me.listed}-${club.me.status}` : 'none'}
            club={club}
            captain={hasRole(user, 'captain')}
            onSave={(category, listed) => act(() => apiRequest('PUT', '/api/club/membership', { category, listed }), club.me ? t('club.saved') : t('club.joined'))}
            onLeave={() => act(() => apiRequest('DELETE', '/api/club/membership'), t('club.left'))}
          />
        )}
        <ActNotes said={said} problem={problem} />
      </section>

      {club.pending && (
        <section id="pending" className={clubStyles.mine} aria-labelledby="club-pending">
          <h2 id="club-pending">{t('club.pending.title')}</h2>
          {club.pending.length === 0 ? (
            <p className={controls.note}>{t('club.pending.none')}</p>
          ) : (
            <ul className={clubStyles.pending}>
              {club.pending.map((row) => (
                <li key={row.id}>
                  <span>
                    {row.name || row.email} · {row.email}
                  </span>
                  <button
                    type="button"
                    className={controls.secondary}
                    onClick={() => act(() => apiRequest('POST', `/api/club/memberships/${row.id}/confirm`), t('club.pending.confirmed', { name: row.name || row.email }))}
                  >
                    {t('club.pending.confirm', { name: row.name || row.email })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  )
}

function MembershipForm({
  club,
  captain,
  onSave,
  onLeave,
}: {
  club: ClubView
  captain: boolean
  onSave: (category: ClubCategory, listed: boolean) => Promise<unknown>
  onLeave: () => Promise<unknown>
}) {
  const { t } = useTranslation()
  const [category, setCategory] = useState<ClubCategory | null>(club.me?.category ?? null)
  const [listed, setListed] = useState(club.me?.listed ?? false)
  const [working, setWorking] = useState(false)
  const hint = useId()
  const run = async (work: () => Promise<unknown>) => {
    setWorking(true)
    try {
      await work()
    } finally {
      setWorking(false)
    }
  }
  const me = club.me
  return (
    <form
      className={controls.form}
      onSubmit={(event) => {
        event.preventDefault()
        if (category) void run(() => onSave(category, listed))
      }}
    >
      <p>{me ? (me.status === 'pending' ? t('club.mine.pending') : t('club.mine.in', { category: t(`club.category.${me.category}`) })) : t('club.mine.none')}</p>
      <fieldset className={clubStyles.choices}>
        <legend>{t('club.choose')}</legend>
        {CLUB_CATEGORIES.values.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="category"
              value={value}
              checked={category === value}
              disabled={value === 'captains' && !captain}
              aria-describedby={value === 'captains' && !captain ? hint : undefined}
              onChange={() => setCategory(value)}
            />{' '}
            {t(`club.category.${value}`)}
          </label>
        ))}
        {!captain && (
          <p id={hint} className={controls.note}>
            {t('club.captainsNeedRole')}
          </p>
        )}
      </fieldset>
      <label className={clubStyles.check}>
        <input type="checkbox" checked={listed} onChange={(event) => setListed(event.currentTarget.checked)} /> {t('club.listed')}
      </label>
      <div className={controls.actions}>
        <button type="submit" className={controls.primary} disabled={working || category === null}>
          {me ? t('club.save') : t('club.join')}
        </button>
        {me && (
          <button type="button" className={controls.secondary} disabled={working} onClick={() => void run(onLeave)}>
            {t('club.leave')}
          </button>
        )}
      </div>
    </form>
  )
}
