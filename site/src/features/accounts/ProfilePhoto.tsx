import { useId, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { photoProblem, PHOTO_TYPES } from '@cms/features/accounts/contract/photoRules'
import { ApiError, apiRequest, readJson, type PortalUser } from '@site/lib/api/client'
import { uploadForm } from '@site/lib/api/upload'
import { initialsOf } from '@site/lib/initials'
import { updateSessionUser } from '@site/stores/session'
import { failureMessage } from './authErrors'
import { showToast } from '@site/stores/toasts'
import styles from './AccountPage.module.css'

type Work = { kind: 'idle' } | { kind: 'uploading'; percent: number } | { kind: 'removing' }

const PROBLEM_TEXT = { type: 'auth.account.photoType', size: 'auth.account.photoTooLarge' } as const

/**
 * The profile photo on /account: shown (or the initials), replaced by choosing a file, which goes
 * up at once with its progress shown, or removed. The file is checked here first so a wrong one
 * is explained before anything is sent; the server checks it again by its bytes.
 */
export function ProfilePhoto({ user }: { user: PortalUser }) {
  const { t, i18n } = useTranslation()
  const inputId = useId()
  const hintId = useId()
  const [work, setWork] = useState<Work>({ kind: 'idle' })
  const [problem, setProblem] = useState<string | null>(null)
  const busy = work.kind !== 'idle'

  const failed = (error: unknown) => {
    if (error instanceof ApiError && error.status === 413) setProblem(t(PROBLEM_TEXT.size))
    else if (error instanceof ApiError && error.status === 415) setProblem(t(PROBLEM_TEXT.type))
    else showToast({ title: t('auth.toast.error.title'), description: failureMessage(error, i18n, 'auth.toast.error.description'), variant: 'destructive' })
  }

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file chosen again after a failure must fire another change.
    event.target.value = ''
    if (!file) return
    const reason = photoProblem(file)
    setProblem(reason ? t(PROBLEM_TEXT[reason]) : null)
    if (reason) return
    const form = new FormData()
    form.set('photo', file)
    setWork({ kind: 'uploading', percent: 0 })
    try {
      const updated = await uploadForm<PortalUser>('/api/account/photo', form, (fraction) => setWork({ kind: 'uploading', percent: Math.round(fraction * 100) }))
      updateSessionUser(updated)
      showToast({ title: t('auth.account.photoUpdated') })
    } catch (error) {
      failed(error)
    } finally {
      setWork({ kind: 'idle' })
    }
  }

  const remove = async () => {
    setProblem(null)
    setWork({ kind: 'removing' })
    try {
      updateSessionUser(await readJson<PortalUser>(await apiRequest('DELETE', '/api/account/photo')))
      showToast({ title: t('auth.account.photoRemoved') })
    } catch (error) {
      failed(error)
    } finally {
      setWork({ kind: 'idle' })
    }
  }

  return (
    <section className={styles.card} aria-labelledby="account-photo">
      <h2 id="account-photo">{t('auth.account.photo')}</h2>
      <div className={styles.photoRow}>
        {user.photoUrl ? (
          <img className={styles.photo} src={user.photoUrl} alt={t('auth.account.photoAlt')} width={96} height={96} data-profile-photo />
        ) : (
          <span className={styles.photo} aria-hidden="true">
            {initialsOf(user)}
          </span>
        )}
        <div className={styles.photoActions}>
          <input
            id={inputId}
            className={`visually-hidden ${styles.fileInput}`}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            aria-describedby={hintId}
            disabled={busy}
            onChange={upload}
          />
          <label htmlFor={inputId} className={styles.secondary} aria-disabled={busy}>
            {user.photoUrl ? t('auth.account.photoChange') : t('auth.account.photoAdd')}
          </label>
          {user.photoUrl && (
            <button type="button" className={styles.secondary} onClick={remove} disabled={busy}>
              {work.kind === 'removing' ? t('auth.account.photoRemoving') : t('auth.account.photoRemove')}
            </button>
          )}
          <p id={hintId} className={styles.hint}>
            {t('auth.account.photoHint')}
          </p>
        </div>
      </div>
      {work.kind === 'uploading' && (
        <div className={styles.progress}>
          <progress max={100} value={work.percent} aria-labelledby={`${inputId}-progress`} />
          <span id={`${inputId}-progress`} role="status">
            {t('auth.account.photoUploading', { percent: work.percent })}
          </span>
        </div>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </section>
  )
}
