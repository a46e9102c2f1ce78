import { publishedPath as pathOfPublished, type SubmissionKind, type SubmissionPage, type SubmissionStatus, type SubmissionView } from '@cms/features/content/contract/submissions'
import { apiRequest, readJson } from '@site/lib/api/client'
import { read } from '@site/lib/api/reads'
import { uploadForm } from '@site/lib/api/upload'

/** The submission calls the islands make. Each throws an ApiError on a refusal; the caller words it. */

export type { SubmissionView }

export const mySubmissions = async () => (await read<{ docs: SubmissionView[] }>('/api/content/submissions')).docs

export const submissionById = (id: number) => read<SubmissionView>(`/api/content/submissions/${id}`)

export async function saveSubmission(
  id: number | null,
  body: { kind: SubmissionKind; data: Record<string, unknown>; submit: boolean; language: 'ru' | 'en' },
): Promise<SubmissionView> {
  const response =
    id === null
      ? await apiRequest('POST', '/api/content/submissions', body)
      : await apiRequest('PATCH', `/api/content/submissions/${id}`, { data: body.data, submit: body.submit, language: body.language })
  return readJson<SubmissionView>(response)
}

export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<{ id: number; url: string }> {
  const form = new FormData()
  form.set('image', file)
  return uploadForm('/api/content/images', form, onProgress)
}

export const moderationQueue = (status: SubmissionStatus, kind: SubmissionKind | '', page = 1) =>
  read<SubmissionPage>(`/api/admin/content/submissions?status=${status}${kind ? `&kind=${kind}` : ''}&page=${page}`)

export async function approveSubmission(id: number): Promise<{ publishedId: number; submission: SubmissionView }> {
  return readJson(await apiRequest('POST', `/api/admin/content/submissions/${id}/approve`))
}

export async function rejectSubmission(id: number, notes: string): Promise<SubmissionView> {
  return readJson(await apiRequest('POST', `/api/admin/content/submissions/${id}/reject`, { notes }))
}

/** Where an approved submission lives on the site. */
export const publishedPath = (submission: Pick<SubmissionView, 'kind' | 'publishedId' | 'data'>) =>
  submission.publishedId === null ? null : pathOfPublished(submission.kind, submission.publishedId, submission.data)
