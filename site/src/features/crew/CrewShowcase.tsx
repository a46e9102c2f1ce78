import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import { CREW_LANGUAGES, type CrewProfileView, isCrew } from '@cms/features/crew/contract/crew'
import { read } from '@site/lib/api/reads'
import type { Locale } from '@site/i18n'
import { $session, loadSession } from '@site/stores/session'
import controls from '@site/ui/controls.module.css'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import crewStyles from './Crew.module.css'
import panels from '@site/ui/panels.module.css'

type Props = IslandStrings & { requestPath: string; dashboardPath: string }
type Shown = 'all' | 'captain' | 'crew_member'

/** /crew-showcase: the profiles captains and crew members chose to show, most experienced first, filtered by role. */
export default function CrewShowcaseIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <CrewShowcase {...props} />
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function CrewShowcase({ locale, requestPath, dashboardPath }: Props) {
  const { t } = useTranslation()
  const user = useStore($session)
  const [profiles, setProfiles] = useState<CrewProfileView[] | 'loading' | 'failed'>('loading')
  const [shown, setShown] = useState<Shown>('all')
  useEffect(() => {
    void loadSession().catch(() => null)
    read<{ profiles: CrewProfileView[] }>('/api/crew')
      .then((answer) => setProfiles(answer.profiles))
      .catch(() => setProfiles('failed'))
  }, [])
  if (profiles === 'loading') return <p role="status">{t('crew.loading')}</p>
  if (profiles === 'failed') return <p role="alert">{t('crew.failed')}</p>
  const visible = profiles.filter((profile) => shown === 'all' || profile.role === shown)
  return (
    <div className={panels.stack}>
      <div className={crewStyles.toolbar}>
        <p className={controls.actions}>
          <a className={controls.primary} href={requestPath}>
            {t('crew.showcase.request')}
          </a>
          {isCrew(user) && (
            <a className={controls.secondary} href={`${dashboardPath}#profile`}>
              {t('crew.showcase.own')}
            </a>
          )}
        </p>
        <fieldset className={crewStyles.filter}>
          <legend>{t('crew.showcase.filter')}</legend>
          {(
            [
              ['all', 'crew.showcase.all'],
              ['captain', 'crew.showcase.captains'],
              ['crew_member', 'crew.showcase.crewMembers'],
            ] as const
          ).map(([value, label]) => (
            <label key={value}>
              <input type="radio" name="crew-shown" value={value} checked={shown === value} onChange={() => setShown(value)} /> {t(label)}
            </label>
          ))}
        </fieldset>
      </div>
      <p className={controls.note} aria-live="polite">
        {t('crew.showcase.count', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className={controls.note}>{t('crew.showcase.none')}</p>
      ) : (
        <ul className={crewStyles.cards}>
          {visible.map((profile) => (
            <CrewCard key={profile.id} profile={profile} locale={locale} />
          ))}
        </ul>
      )}
    </div>
  )
}

function CrewCard({ profile, locale }: { profile: CrewProfileView; locale: Locale }) {
  const { t } = useTranslation()
  const initials = profile.name
    .split(' ')
    .map((part) => part.slice(0, 1))
    .join('')
  return (
    <li className={panels.card} id={`crew-${profile.id}`} data-crew-profile={profile.id}>
      <div className={crewStyles.who}>
        {profile.photoUrl ? (
          <img className={crewStyles.photo} src={profile.photoUrl} alt={t('crew.photoAlt', { name: profile.name })} width={64} height={64} loading="lazy" decoding="async" />
        ) : (
          <span className={crewStyles.initials} aria-hidden="true">
            {initials}
          </span>
        )}
        <div>
          <h2>{profile.name}</h2>
          <p className={crewStyles.role}>
            {t(`crew.role.${profile.role}`)} · {t('crew.years', { count: profile.experienceYears })}
          </p>
        </div>
      </div>
      {profile.bio && <p className={panels.bio}>{profile.bio}</p>}
      <dl className={crewStyles.facts}>
        <dt>{t('crew.languages')}</dt>
        <dd>{profile.languages.map((language) => CREW_LANGUAGES.labels[language][locale]).join(', ')}</dd>
        {profile.licences.length > 0 && (
          <>
            <dt>{t('crew.licences')}</dt>
            <dd>{profile.licences.join(', ')}</dd>
          </>
        )}
        {profile.boatsSailed.length > 0 && (
          <>
            <dt>{t('crew.boatsSailed')}</dt>
            <dd>{profile.boatsSailed.join(', ')}</dd>
          </>
        )}
      </dl>
    </li>
  )
}
