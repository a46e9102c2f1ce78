import { diffWords } from 'diff'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

import type { WikiSource } from '@cms/features/content/contract/submissions'
import type { Locale } from '@site/i18n'
import { read } from '@site/lib/api/reads'
import contentStyles from './Content.module.css'

type Proposed = { title: string; excerpt: string; content: string }

/** One field's change, word by word: removed words struck through, added ones marked, and each named for screen readers. */
function Changes({ label, before, after }: { label: string; before: string; after: string }) {
  const { t } = useTranslation()
  if (before === after) return null
  const parts = diffWords(before, after)
  return (
    <div className={contentStyles.diffField}>
      <h4>{label}</h4>
      <p className={contentStyles.diff}>
        {parts.map((part, index) => {
          // The parts of a diff have no identity but their place.
          const key = `${index}-${part.value.length}`
          if (part.added)
            return (
              <ins key={key}>
                <span className={contentStyles.visuallyHidden}>{t('submissions.diff.added')}: </span>
                {part.value}
              </ins>
            )
          if (part.removed)
            return (
              <del key={key}>
                <span className={contentStyles.visuallyHidden}>{t('submissions.diff.removed')}: </span>
                {part.value}
              </del>
            )
          return <span key={key}>{part.value}</span>
        })}
      </p>
    </div>
  )
}

/**
 * A proposed edit of a wiki article against the article as it reads now, in the proposal's
 * language: what the moderator approves or rejects.
 */
export function WikiDiff({ article, language, proposed }: { article: number; language: Locale; proposed: Proposed }) {
  const { t } = useTranslation()
  const [current, setCurrent] = useState<WikiSource | 'loading' | 'failed'>('loading')
  useEffect(() => {
    read<WikiSource>(`/api/wiki/${article}/source?lang=${language}`)
      .then(setCurrent)
      .catch(() => setCurrent('failed'))
  }, [article, language])
  return (
    <section aria-labelledby={`wiki-diff-${article}`} className={contentStyles.diffBox} data-wiki-diff>
      <h3 id={`wiki-diff-${article}`}>{t('submissions.diff.title')}</h3>
      {current === 'loading' ? (
        <p role="status">{t('booking.working')}</p>
      ) : current === 'failed' ? (
        <p role="alert">{t('submissions.diff.failed')}</p>
      ) : current.title === proposed.title && current.excerpt === proposed.excerpt && current.content === proposed.content ? (
        <p>{t('submissions.diff.none')}</p>
      ) : (
        <>
          <Changes label={t('submissions.field.title')} before={current.title} after={proposed.title} />
          <Changes label={t('submissions.field.excerpt')} before={current.excerpt} after={proposed.excerpt} />
          <Changes label={t('submissions.field.content')} before={current.content} after={proposed.content} />
        </>
      )}
    </section>
  )
}
