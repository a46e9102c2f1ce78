import { useTranslation } from 'react-i18next'

import styles from './kit.module.css'

const BOOKING_STEPS = ['yacht', 'dates', 'details', 'payment', 'confirmation'] as const
export type BookingStep = (typeof BOOKING_STEPS)[number]

/** Spec 4.4's five steps, the current one marked for sight and for screen readers. */
export function StepProgress({ current }: { current: BookingStep }) {
  const { t } = useTranslation()
  const index = BOOKING_STEPS.indexOf(current)
  return (
    <nav aria-label={t('booking.steps.label')}>
      <p className={styles.stepCount}>{t('booking.step.of', { current: index + 1, total: BOOKING_STEPS.length })}</p>
      <ol className={styles.steps}>
        {BOOKING_STEPS.map((step, position) => (
          <li
            key={step}
            className={position < index ? styles.stepDone : position === index ? styles.stepCurrent : styles.step}
            aria-current={position === index ? 'step' : undefined}
          >
            <span aria-hidden="true" className={styles.stepNumber}>
              {position < index ? '✓' : position + 1}
            </span>
            {t(`booking.steps.${step}`)}
          </li>
        ))}
      </ol>
    </nav>
  )
}
