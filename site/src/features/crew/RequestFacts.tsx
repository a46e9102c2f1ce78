import { useTranslation } from 'react-i18next'

import { YACHT_TYPES } from '@cms/features/catalogue/contract/catalogue'
import {
  CREW_ANSWER_STATUSES,
  CREW_REGIONS,
  CREW_REQUEST_STATUSES,
  CREW_WANTED,
  type CrewAnswerStatus,
  type CrewRequestStatus,
  type MyCrewRequest,
} from '@cms/features/crew/contract/crew'
import type { Locale } from '@site/i18n'
import { formatDateRange } from '@site/ui/format'
import panels from '@site/ui/panels.module.css'

const STATUS_CLASS: Record<CrewRequestStatus | CrewAnswerStatus, string | undefined> = {
  open: panels.statusOpen,
  pending: panels.statusPending,
  filled: panels.statusFilled,
  accepted: panels.statusAccepted,
  cancelled: panels.statusCancelled,
  declined: panels.statusDeclined,
}

/** A request's or an answer's state as a badge, in the page's language. */
export function StatusBadge({ kind, status, locale }: { kind: 'request' | 'answer'; status: CrewRequestStatus | CrewAnswerStatus; locale: Locale }) {
  const labels = kind === 'request' ? CREW_REQUEST_STATUSES.labels : CREW_ANSWER_STATUSES.labels
  return <span className={`${panels.status} ${STATUS_CLASS[status] ?? ''}`}>{(labels as Record<string, { ru: string; en: string }>)[status]?.[locale] ?? status}</span>
}

/** What a request asks for, as both the asker and the crew see it; `from` names the asker for the crew. */
export function RequestFacts({ request, locale, from }: { request: Omit<MyCrewRequest, 'answers'>; locale: Locale; from?: string }) {
  const { t } = useTranslation()
  return (
    <>
      <h3>
        {CREW_WANTED.labels[request.wanted][locale]} <StatusBadge kind="request" status={request.status} locale={locale} />
      </h3>
      <p className={panels.meta}>
        {t('crew.dates', {
          dates: formatDateRange(locale, request.startDate, request.endDate),
          yachtType: YACHT_TYPES.labels[request.yachtType][locale],
          region: CREW_REGIONS.labels[request.region][locale],
        })}
        {from ? ` · ${t('crew.from', { name: from })}` : ''}
      </p>
      <p className={panels.bio}>{request.message}</p>
    </>
  )
}
