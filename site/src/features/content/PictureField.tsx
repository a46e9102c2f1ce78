import { useState } from 'react'
import { useTranslation } from 'react-i18next'

import { SUBMISSION_IMAGE_MAX_BYTES } from '@cms/features/content/contract/submissions'
import { PHOTO_TYPES } from '@cms/features/accounts/contract/photoRules'
import styles from '@site/ui/kit.module.css'
import contentStyles from './Content.module.css'

type Props = {
  image: { id: number; url: string } | null
  error: string | undefined
  onUpload: (file: File, onProgress: (fraction: number) => void) => Promise<void>
}

/**
 * The submission's photo: chosen, checked by type and size before anything is sent (the server
 * checks the bytes), uploaded with its progress shown, then previewed.
 */
export function PictureField({ image, error, onUpload }: Props) {
  const { t } = useTranslation()
  const [progress, setProgress] = useState<number | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  const shownError = localError ?? error
  return (
    <div className={styles.field}>
      <label htmlFor="submission-image">{image ? t('submissions.image.replace') : t('submissions.image.label')}</label>
      {image && <img className={contentStyles.picture} src={image.url} alt={t('submissions.image.alt')} width={400} height={267} />}
      <input
        id="submission-image"
        type="file"
        accept={PHOTO_TYPES.join(',')}
        aria-describedby={['submission-image-hint', shownError ? 'submission-image-error' : ''].filter(Boolean).join(' ')}
        aria-invalid={shownError ? true : undefined}
        disabled={progress !== null}
        onChange={async (event) => {
          const file = event.currentTarget.files?.[0]
          event.currentTarget.value = ''
          if (!file) return
          setLocalError(null)
          if (!(PHOTO_TYPES as readonly string[]).includes(file.type) || file.size > SUBMISSION_IMAGE_MAX_BYTES) {
            setLocalError(t('submissions.image.hint'))
            return
          }
          setProgress(0)
          try {
            await onUpload(file, setProgress)
          } finally {
            setProgress(null)
          }
        }}
      />
      <p id="submission-image-hint" className={styles.note}>
        {t('submissions.image.hint')}
      </p>
      {progress !== null && (
        <p role="status">
          <progress max={1} value={progress} aria-label={t('submissions.image.label')} /> {t('submissions.image.uploading', { percent: Math.round(progress * 100) })}
        </p>
      )}
      {shownError && (
        <p id="submission-image-error" className={styles.error}>
          {shownError}
        </p>
      )}
    </div>
  )
}
