import { useTranslation } from 'react-i18next'

import { DIFFICULTIES, TRIP_YACHT_TYPES, WIKI_CATEGORIES } from '@cms/features/catalogue/contract/catalogue'
import { EVENT_CATEGORIES, EVENT_REGIONS, EVENT_TYPES } from '@cms/features/events/contract/events'
import { eventTimeToIso } from '@cms/features/content/contract/submissions'
import { formatMoment } from '@site/ui/format'
import type { Locale } from '@site/i18n'
import styles from '@site/ui/kit.module.css'
import type { SubmissionView } from './contentApi'
import contentStyles from './Content.module.css'
import type { Choices } from './fieldSpecs'
import { WikiDiff } from './WikiDiff'
import { dayLabel } from '@site/ui/format'

const text = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value))
const list = (value: unknown) => (Array.isArray(value) ? value.map(text) : [])
const named = (ids: unknown, from: Choices[keyof Choices]) =>
  list(ids)
    .map((id) => from.find((choice) => String(choice.id) === id)?.name)
    .filter(Boolean)
    .join(', ')

/**
 * A submission as its page will show it, from its data: everything the member wrote is text,
 * rendered by React (escaped), never markup.
 */
export function SubmissionPreview({ submission, locale, choices }: { submission: SubmissionView; locale: Locale; choices: Choices }) {
  const { t } = useTranslation()
  const data = submission.data
  const isDestination = submission.kind === 'destination'
  const isEvent = submission.kind === 'event'
  const isWiki = submission.kind === 'wiki'
  const paragraphs = text(isWiki ? data.content : data.description)
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((paragraph, place) => ({ paragraph, key: `p${place}` }))
  const enumLabel = (labels: Record<string, { ru: string; en: string }>, value: unknown) => labels[text(value)]?.[locale] ?? text(value)
  const eventTime = (value: unknown) => (value ? formatMoment(locale, eventTimeToIso(text(value))) : '')
  const facts: [string, string][] = isWiki
    ? [
        ['category', data.category ? enumLabel(WIKI_CATEGORIES.labels, data.category) : ''],
        ['changeNote', text(data.changeNote)],
      ]
    : isEvent
      ? [
          ['startDate', eventTime(data.startDate)],
          ['endDate', eventTime(data.endDate)],
          ['location', text(data.location)],
          ['category', data.category ? enumLabel(EVENT_CATEGORIES.labels, data.category) : ''],
          ['type', data.type ? enumLabel(EVENT_TYPES.labels, data.type) : ''],
          ['region', data.region ? enumLabel(EVENT_REGIONS.labels, data.region) : ''],
          ['maxParticipants', text(data.maxParticipants)],
          ['difficulty', data.difficulty ? enumLabel(DIFFICULTIES.labels, data.difficulty) : ''],
          ['entryFee', text(data.entryFee)],
          ['organizer', text(data.organizer)],
          ['sponsor', text(data.sponsor)],
          ['prizes', text(data.prizes)],
        ]
      : isDestination
        ? [
            ['durationDays', text(data.durationDays)],
            ['distanceKm', text(data.distanceKm)],
            ['price', text(data.price)],
            ['difficulty', data.difficulty ? enumLabel(DIFFICULTIES.labels, data.difficulty) : ''],
            ['bestSeason', text(data.bestSeason)],
            ['activities', named(data.activities, choices.activities)],
            ['latitude', text(data.latitude)],
            ['longitude', text(data.longitude)],
          ]
        : [
            ['yacht', named([data.yacht], choices.yachts)],
            ['yachtType', data.yachtType ? enumLabel(TRIP_YACHT_TYPES.labels, data.yachtType) : ''],
            ['startDate', data.startDate ? dayLabel(locale, text(data.startDate)) : ''],
            ['endDate', data.endDate ? dayLabel(locale, text(data.endDate)) : ''],
            ['durationText', text(data.durationText)],
            ['capacity', text(data.capacity)],
            ['basePricePerDay', text(data.basePricePerDay)],
            ['totalPrice', text(data.totalPrice)],
            ['destinations', named(data.destinations, choices.destinations)],
            ['activities', named(data.activities, choices.activities)],
          ]
  const itemsField = isEvent ? 'boatClasses' : isDestination ? 'highlights' : 'includes'
  const items = list(data[itemsField])
  return (
    <article className={contentStyles.preview} aria-labelledby={`submission-${submission.id}-title`}>
      <p>
        <span className={styles.badge}>{t(`submissions.kind.${submission.kind}`)}</span>{' '}
        <span className={contentStyles.status} data-status={submission.status}>
          {t(`submissions.status.${submission.status}`)}
        </span>
      </p>
      <h2 id={`submission-${submission.id}-title`}>{submission.title || t(`submissions.kind.${submission.kind}`)}</h2>
      {submission.imageUrl && <img className={contentStyles.picture} src={submission.imageUrl} alt={t('submissions.image.alt')} width={400} height={267} />}
      <p className={contentStyles.lead}>{text(isDestination ? data.shortDescription : isWiki ? data.excerpt : data.summary)}</p>
      {isWiki && typeof data.article === 'number' && (
        <WikiDiff article={data.article} language={submission.language} proposed={{ title: text(data.title), excerpt: text(data.excerpt), content: text(data.content) }} />
      )}
      <div className={contentStyles.body}>
        {paragraphs.map(({ paragraph, key }) => (
          <p key={key}>{paragraph}</p>
        ))}
      </div>
      <dl className={styles.facts}>
        {facts
          .filter(([, value]) => value !== '')
          .map(([field, value]) => (
            <div key={field} style={{ display: 'contents' }}>
              <dt>{t(`submissions.field.${field}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {items.length > 0 && (
        <section aria-labelledby={`submission-${submission.id}-items`}>
          <h3 id={`submission-${submission.id}-items`}>{t(`submissions.field.${itemsField}`)}</h3>
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}
