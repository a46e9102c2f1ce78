import { useEffect, useRef, useState } from 'react'
import { type UseFormRegister, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'

import { kindsFor, schemaFor, type SubmissionKind, type WikiSource } from '@cms/features/content/contract/submissions'
import type { Locale } from '@site/i18n'
import { ApiError, serverFieldErrors, serverMessage } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import styles from '@site/ui/kit.module.css'
import { DashboardGate } from '@site/ui/DashboardGate'
import { IslandI18n, type IslandStrings } from '@site/ui/IslandI18n'
import { LoadErrorBoundary } from '@site/ui/LoadErrorBoundary'
import { saveSubmission, submissionById, type SubmissionView, uploadImage } from './contentApi'
import { type Choices, FIELD_SPECS, type FieldSpec, hasPicture, type RawValues, toData, toRaw } from './fieldSpecs'
import { localPath } from './localPath'
import { PictureField } from './PictureField'

type Props = IslandStrings & {
  authPath: string
  choices: Choices
  /** The kinds this page offers: /content/create all the member may submit, /events/create events only. */
  offers?: readonly SubmissionKind[]
}

/** /content/create and /events/create: a member's destination, trip package or event, new (`?kind=`) or their own to edit (`?id=`). */
export default function SubmissionFormIsland(props: Props) {
  return (
    <LoadErrorBoundary>
      <IslandI18n locale={props.locale} strings={props.strings}>
        <DashboardGate requiredRole={null} authPath={props.authPath}>
          {(user) => {
            if (!user.emailVerified) return <VerifyFirst />
            const kinds = kindsFor(user).filter((kind) => !props.offers || props.offers.includes(kind))
            return kinds.length > 0 ? <SubmissionForm {...props} kinds={kinds} /> : <OrganizersOnly />
          }}
        </DashboardGate>
      </IslandI18n>
    </LoadErrorBoundary>
  )
}

function OrganizersOnly() {
  const { t } = useTranslation()
  return <p className={styles.hold}>{t('submissions.organizersOnly')}</p>
}

function VerifyFirst() {
  const { t } = useTranslation()
  return <p className={styles.hold}>{t('submissions.verifyFirst')}</p>
}

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; submission: SubmissionView | null; start?: Record<string, unknown> }

/** A proposed edit of a wiki article (`?kind=wiki&article=N`) starts from the article's text in the page's language. */
async function wikiStart(article: number, locale: Locale): Promise<Record<string, unknown>> {
  const source = await read<WikiSource>(`/api/wiki/${article}/source?lang=${locale}`)
  return { article: source.id, title: source.title, category: source.category, excerpt: source.excerpt, content: source.content }
}

function SubmissionForm({ locale, choices, kinds }: Props & { kinds: SubmissionKind[] }) {
  const { t } = useTranslation()
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' })
  useEffect(() => {
    const params = new URLSearchParams(window.location.search)
    const id = Number(params.get('id'))
    const article = Number(params.get('article'))
    if (!Number.isSafeInteger(id) || id <= 0) {
      if (params.get('kind') === 'wiki' && Number.isSafeInteger(article) && article > 0)
        wikiStart(article, locale)
          .then((start) => setLoaded({ state: 'ready', submission: null, start }))
          .catch(() => setLoaded({ state: 'failed' }))
      else setLoaded({ state: 'ready', submission: null })
      return
    }
    submissionById(id)
      .then((submission) => setLoaded({ state: 'ready', submission }))
      .catch(() => setLoaded({ state: 'failed' }))
  }, [locale])
  if (loaded.state === 'loading') return <p role="status">{t('booking.working')}</p>
  if (loaded.state === 'failed') return <p role="alert">{t('submissions.sandbox.missing')}</p>
  const { submission } = loaded
  if (submission && submission.status !== 'draft' && submission.status !== 'rejected') {
    return (
      <p className={styles.note}>
        {t('submissions.locked')} <a href={localPath(locale, `/sandbox?id=${submission.id}`)}>{t('submissions.dashboard.preview')}</a>
      </p>
    )
  }
  const asked = new URLSearchParams(window.location.search).get('kind')
  const initialKind = submission?.kind ?? kinds.find((kind) => kind === asked) ?? (kinds[0] as SubmissionKind)
  return <Editor locale={locale} choices={choices} submission={submission} start={loaded.start} initialKind={initialKind} kinds={kinds} />
}

type Outcome = { kind: 'draft' | 'submitted'; id: number } | null

function Editor({
  locale,
  choices,
  submission,
  start,
  initialKind,
  kinds,
}: {
  locale: Locale
  choices: Choices
  submission: SubmissionView | null
  /** What a new submission's form starts with (a wiki article's text). */
  start?: Record<string, unknown> | undefined
  initialKind: SubmissionKind
  kinds: readonly SubmissionKind[]
}) {
  const { t } = useTranslation()
  const [kind, setKind] = useState<SubmissionKind>(initialKind)
  const [id, setId] = useState<number | null>(submission?.id ?? null)
  const [image, setImage] = useState<{ id: number; url: string } | null>(
    submission?.imageUrl && typeof submission.data.image === 'number' ? { id: submission.data.image, url: submission.imageUrl } : null,
  )
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const form = useForm<RawValues>({ defaultValues: toRaw(initialKind, submission?.data ?? start ?? {}) })
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = form
  const errorText = (code: string | undefined) => (code ? t(`submissions.error.${code}`, { defaultValue: t('submissions.error.generic') }) : undefined)

  const showErrors = (fields: Record<string, string>) => {
    let first: string | null = null
    for (const [field, code] of Object.entries(fields)) {
      if (field === 'image') setImageError(code)
      else if (FIELD_SPECS[kind].some((spec) => spec.name === field)) {
        setError(field, { message: code })
        first ??= field
      }
    }
    if (first) setFocus(first)
  }

  const save = (submit: boolean) =>
    handleSubmit(async (raw) => {
      clearErrors()
      setImageError(null)
      setProblem(null)
      setOutcome(null)
      const data = toData(kind, raw, hasPicture(kind) ? (image?.id ?? null) : null)
      const checked = schemaFor(kind, submit).safeParse(data)
      if (!checked.success) {
        const fields: Record<string, string> = {}
        for (const issue of checked.error.issues) fields[String(issue.path[0] ?? 'form')] ??= issue.message
        showErrors(fields)
        return
      }
      try {
        const saved = await saveSubmission(id, { kind, data, submit, language: locale })
        setId(saved.id)
        window.history.replaceState(null, '', `?id=${saved.id}`)
        setOutcome({ kind: submit ? 'submitted' : 'draft', id: saved.id })
        statusRef.current?.focus()
      } catch (error) {
        showErrors(serverFieldErrors(error))
        setProblem(serverMessage(error) ?? t('submissions.error.failed'))
      }
    })

  if (outcome?.kind === 'submitted') {
    return (
      <div className={styles.done} role="status" tabIndex={-1} ref={statusRef}>
        <p>{t('submissions.done.submitted')}</p>
        <p>
          <a href={localPath(locale, '/content/dashboard')}>{t('submissions.done.toDashboard')}</a> ·{' '}
          <a href={localPath(locale, `/sandbox?id=${outcome.id}`)}>{t('submissions.dashboard.preview')}</a>
        </p>
      </div>
    )
  }

  return (
    <form className={`${styles.panel} ${styles.form}`} noValidate onSubmit={save(false)}>
      {submission?.status === 'rejected' && submission.moderatorNotes && (
        <div className={styles.hold}>
          <strong>{t('submissions.dashboard.notes')}:</strong> {submission.moderatorNotes}
        </div>
      )}
      {id === null && kinds.length > 1 && (
        <fieldset className={styles.options}>
          <legend>{t('submissions.kind.label')}</legend>
          {kinds.map((value) => (
            <label key={value}>
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} /> {t(`submissions.kind.${value}`)}
            </label>
          ))}
        </fieldset>
      )}
      {FIELD_SPECS[kind].map((spec) => (
        <FieldControl key={`${kind}-${spec.name}`} spec={spec} register={register} choices={choices} locale={locale} error={errorText(errors[spec.name]?.message)} />
      ))}
      {hasPicture(kind) && (
        <PictureField
          image={image}
          error={errorText(imageError ?? undefined)}
          onUpload={async (file, onProgress) => {
            setImageError(null)
            try {
              setImage(await uploadImage(file, onProgress))
            } catch (error) {
              setProblem(serverMessage(error) ?? (error instanceof ApiError ? t('submissions.error.failed') : String(error)))
            }
          }}
        />
      )}
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      {outcome?.kind === 'draft' && (
        <p className={styles.done} role="status" tabIndex={-1} ref={statusRef}>
          {t('submissions.done.draft')} <a href={localPath(locale, `/sandbox?id=${outcome.id}`)}>{t('submissions.dashboard.preview')}</a>
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={styles.secondary} disabled={isSubmitting}>
          {isSubmitting ? t('submissions.action.saving') : t('submissions.action.saveDraft')}
        </button>
        <button type="button" className={styles.primary} disabled={isSubmitting} onClick={save(true)}>
          {t('submissions.action.submit')}
        </button>
      </div>
    </form>
  )
}

function FieldControl({
  spec,
  register,
  choices,
  locale,
  error,
}: {
  spec: FieldSpec
  register: UseFormRegister<RawValues>
  choices: Choices
  locale: Locale
  error: string | undefined
}) {
  const { t } = useTranslation()
  const id = `submission-${spec.name}`
  const label = t(`submissions.field.${spec.name}`)
  const describedBy = [spec.control === 'lines' ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  const described = { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const
  const errorLine = error && (
    <p id={`${id}-error`} className={styles.error}>
      {error}
    </p>
  )
  if (spec.control === 'hidden') return <input type="hidden" {...register(spec.name)} />
  if (spec.control === 'choices') {
    const list = choices[spec.from]
    if (list.length === 0) return null
    return (
      <fieldset className={styles.options} aria-describedby={error ? `${id}-error` : undefined}>
        <legend>{label}</legend>
        {list.map((choice) => (
          <label key={choice.id}>
            <input type="checkbox" value={String(choice.id)} {...register(spec.name)} /> {choice.name}
          </label>
        ))}
        {errorLine}
      </fieldset>
    )
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {spec.control === 'textarea' || spec.control === 'lines' ? (
        <textarea
          id={id}
          rows={spec.name === 'description' || spec.control === 'lines' ? 5 : 3}
          maxLength={'maxLength' in spec ? spec.maxLength : undefined}
          {...described}
          {...register(spec.name)}
        />
      ) : spec.control === 'select' || spec.control === 'choice' ? (
        <select id={id} {...described} {...register(spec.name)}>
          <option value="">{t('submissions.field.choose')}</option>
          {spec.control === 'select'
            ? spec.options.map((value) => (
                <option key={value} value={value}>
                  {spec.labels[value]?.[locale] ?? value}
                </option>
              ))
            : choices[spec.from].map((choice) => (
                <option key={choice.id} value={String(choice.id)}>
                  {choice.name}
                </option>
              ))}
        </select>
      ) : (
        <input
          id={id}
          type={spec.control === 'number' ? 'number' : spec.control === 'date' ? 'date' : spec.control === 'datetime' ? 'datetime-local' : 'text'}
          inputMode={spec.control === 'number' ? 'decimal' : undefined}
          step={spec.control === 'number' ? (spec.step ?? 1) : undefined}
          maxLength={'maxLength' in spec ? spec.maxLength : undefined}
          {...described}
          {...register(spec.name)}
        />
      )}
      {spec.control === 'lines' && (
        <p id={`${id}-hint`} className={styles.note}>
          {t('submissions.lines.hint')}
        </p>
      )}
      {errorLine}
    </div>
  )
}
