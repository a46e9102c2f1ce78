import type { Language } from '@cms/core/contract/language'

import type { PayloadRequest } from 'payload'

import {
  CONTENT_MESSAGES,
  type DestinationSubmission,
  type EventSubmission,
  eventTimeToIso,
  type SubmissionKind,
  SUBMISSION_SCHEMAS,
  type TripPackageSubmission,
  type WikiSubmission,
} from './contract/submissions'
import { slugify } from '@cms/core/fields/slug'
import { toLexical } from '@cms/seed/lexical'
import { refusalError } from '@cms/core/errors/refusalError'
import { readStoredFile, uploadStore } from '@cms/core/uploads/storedFiles'

const LANGUAGES: readonly Language[] = ['ru', 'en']
const rows = (texts: string[]) => texts.map((text) => ({ text }))

/** Copies the submission's picture into the public media library: it becomes public only now. */
async function publishImage(req: PayloadRequest, imageId: number, alt: string, language: Language): Promise<number> {
  const image = await req.payload.findByID({ collection: 'submission-images', id: imageId, depth: 0, overrideAccess: true, disableErrors: true, req })
  const stored = image?.filename ? await uploadStore('submission-images').find(image.filename, image.prefix) : null
  if (!image?.filename || !stored) throw refusalError(CONTENT_MESSAGES, 'imageRequired', 400)
  const data = await readStoredFile(stored)
  const media = await req.payload.create({
    collection: 'media',
    data: { alt },
    file: { data, mimetype: image.mimeType ?? 'image/webp', name: `submission-${image.filename}`, size: data.length },
    locale: language,
    depth: 0,
    overrideAccess: true,
    req,
  })
  for (const other of LANGUAGES.filter((code) => code !== language)) {
    await req.payload.update({ collection: 'media', id: media.id, data: { alt }, locale: other, depth: 0, overrideAccess: true, req })
  }
  return media.id
}

/** The catalogue document's fields, split into those every language shares and the texts. */
function catalogueFields(kind: SubmissionKind, data: unknown): { shared: Record<string, unknown>; texts: Record<string, unknown>; title: string; image: number | null } {
  if (kind === 'wiki') {
    const w: WikiSubmission = SUBMISSION_SCHEMAS.wiki.parse(data)
    return { title: w.title, image: null, shared: { category: w.category }, texts: { title: w.title, excerpt: w.excerpt, content: toLexical(w.content) } }
  }
  if (kind === 'event') {
    const e: EventSubmission = SUBMISSION_SCHEMAS.event.parse(data)
    return {
      title: e.title,
      image: e.image ?? null,
      shared: {
        startDate: eventTimeToIso(e.startDate),
        endDate: eventTimeToIso(e.endDate),
        category: e.category,
        type: e.type,
        region: e.region,
        maxParticipants: e.maxParticipants,
        difficulty: e.difficulty,
        entryFee: e.entryFee,
        boatClasses: e.boatClasses.map((name) => ({ name })),
        sponsor: e.sponsor || null,
      },
      texts: {
        title: e.title,
        summary: e.summary,
        description: e.description ? toLexical(e.description) : null,
        location: e.location,
        organizer: e.organizer || null,
        prizes: e.prizes || null,
      },
    }
  }
  if (kind === 'destination') {
    const d: DestinationSubmission = SUBMISSION_SCHEMAS.destination.parse(data)
    return {
      title: d.name,
      image: d.image,
      shared: {
        durationDays: d.durationDays,
        distanceKm: d.distanceKm,
        price: d.price,
        difficulty: d.difficulty,
        activities: d.activities,
        latitude: d.latitude,
        longitude: d.longitude,
      },
      texts: {
        name: d.name,
        shortDescription: d.shortDescription,
        description: d.description ? toLexical(d.description) : null,
        bestSeason: d.bestSeason,
        highlights: rows(d.highlights),
      },
    }
  }
  const t: TripPackageSubmission = SUBMISSION_SCHEMAS['trip-package'].parse(data)
  return {
    title: t.title,
    image: t.image,
    shared: {
      yacht: t.yacht,
      yachtType: t.yachtType,
      startDate: t.startDate,
      endDate: t.endDate,
      durationDays: t.durationDays,
      capacity: t.capacity,
      basePricePerDay: t.basePricePerDay,
      totalPrice: t.totalPrice,
      destinations: t.destinations,
      activities: t.activities,
    },
    texts: { title: t.title, summary: t.summary, description: t.description ? toLexical(t.description) : null, durationText: t.durationText, includes: rows(t.includes) },
  }
}

/**
 * Publishes an approved submission into the catalogue, in the moderator's transaction: its
 * picture into the media library, then the destination, trip package or event, published, with the
 * member's text in both languages until an editor translates it. Publishing queues the site's
 * rebuild (the catalogue's own hook), so the page is live once the build is. A proposed edit of a
 * wiki article becomes the article's new text in the proposal's language (its versions keep the
 * old one). Answers the document's id and slug.
 */
export async function publishSubmission(
  req: PayloadRequest,
  submission: { id: number; kind: SubmissionKind; language: Language; data: unknown },
): Promise<{ id: number; slug: string }> {
  const { shared, texts, title, image } = catalogueFields(submission.kind, submission.data)
  const edited = submission.kind === 'wiki' ? (submission.data as { article?: number }).article : undefined
  if (edited !== undefined) {
    const article = await req.payload.update({
      collection: 'wiki-articles',
      id: edited,
      data: { ...shared, ...texts, _status: 'published' } as never,
      locale: submission.language,
      depth: 0,
      overrideAccess: true,
      req,
    })
    return { id: article.id, slug: article.slug }
  }
  const collection = ({ destination: 'destinations', 'trip-package': 'trip-packages', event: 'events', wiki: 'wiki-articles' } as const)[submission.kind]
  const mediaId = image === null ? null : await publishImage(req, image, title, submission.language)
  const slug = [slugify(title).slice(0, 80), `s${submission.id}`].filter(Boolean).join('-')
  const created = await req.payload.create({
    collection,
    data: { ...shared, ...texts, slug, image: mediaId, _status: 'published' } as never,
    locale: submission.language,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // Array rows keep their ids across languages: the other language's copy updates the same rows.
  const rowsOf = (value: unknown, source: unknown) =>
    Array.isArray(value) && Array.isArray(source) ? value.map((row, index) => ({ ...row, id: (source[index] as { id?: string } | undefined)?.id })) : value
  const createdRecord = created as unknown as Record<string, unknown>
  const translated = Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, rowsOf(value, createdRecord[key])]))
  for (const other of LANGUAGES.filter((code) => code !== submission.language)) {
    await req.payload.update({ collection, id: created.id, data: { ...translated, _status: 'published' } as never, locale: other, depth: 0, overrideAccess: true, req })
  }
  return { id: created.id, slug }
}
