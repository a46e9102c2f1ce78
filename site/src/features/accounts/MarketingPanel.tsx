import { useId } from 'react'
import { useTranslation } from 'react-i18next'

import styles from './AuthPage.module.css'

/** Outline icons, drawn in the text colour; decorative, the titles say the same. */
const ICONS = {
  fleet: 'M3 17h18l-2 3H5l-2-3zM12 3v11M12 4l6 9h-6M12 6l-5 7h5',
  destinations: 'M12 21s-7-5.5-7-11a7 7 0 0114 0c0 5.5-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z',
  crew: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5M8.5 5.5h7',
} as const

type Point = keyof typeof ICONS

/** The spec's three selling points (2.4), in its order. */
const POINTS: readonly Point[] = ['fleet', 'destinations', 'crew']

/**
 * The marketing side of the auth page (spec 2.4): three selling points and a guest's words.
 * Beside the form on desktops, under it on tablets, left out on phones where it would only push
 * the form's button further down (see AuthPage.module.css).
 */
export function MarketingPanel() {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <aside className={styles.marketing} aria-labelledby={titleId} data-testid="auth-marketing">
      <h2 id={titleId} className={styles.marketingTitle}>
        {t('auth.marketing.title')}
      </h2>
      <p className={styles.marketingSubtitle}>{t('auth.marketing.subtitle')}</p>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point} className={styles.point}>
            <span className={styles.pointIcon}>
              <svg
                width="26"
                height="26"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
                strokeLinejoin="round"
                aria-hidden="true"
                focusable="false"
              >
                <path d={ICONS[point]} />
              </svg>
            </span>
            <div>
              <h3 className={styles.pointTitle}>{t(`auth.marketing.${point}.title`)}</h3>
              <p className={styles.pointText}>{t(`auth.marketing.${point}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
      <figure className={styles.testimonial}>
        <p className={styles.testimonialLabel}>{t('auth.marketing.testimonial.label')}</p>
        <blockquote className={styles.quote}>
          <p>{t('auth.marketing.testimonial.quote')}</p>
        </blockquote>
        <figcaption className={styles.author}>
          <strong>{t('auth.marketing.testimonial.name')}</strong>
          <span>{t('auth.marketing.testimonial.detail')}</span>
        </figcaption>
      </figure>
    </aside>
  )
}
