import { renderSeedImage } from './images'
import type { SeedContext } from './context'
import { seedRequestContext } from './context'
import type { SeedImage } from './types'

/** Uploads a generated picture once; later calls (and later seed runs) reuse it by file name. */
export async function ensureImage(ctx: SeedContext, image: SeedImage, size?: { width: number; height: number }): Promise<number> {
  const { payload, req } = ctx
  // Payload stores uploads as WebP (see the media collection), and names a file `name-1.webp` when
  // `name.webp` is already on disk (uploads kept from an earlier database), so match both.
  const stored = new RegExp(`^${image.name}(-\\d+)?\\.webp$`)
  const found = await payload.find({ collection: 'media', where: { filename: { contains: image.name } }, limit: 100, depth: 0, req, overrideAccess: true })
  const existing = found.docs.find((doc) => doc.filename && stored.test(doc.filename))
  if (existing) return existing.id
  const data = await renderSeedImage(image, size?.width, size?.height)
  const created = await payload.create({
    collection: 'media',
    data: { alt: image.alt.ru },
    file: { data, mimetype: 'image/jpeg', name: `${image.name}.jpg`, size: data.length },
    locale: 'ru',
    depth: 0,
    req,
    overrideAccess: true,
    context: seedRequestContext,
  })
  await payload.update({ collection: 'media', id: created.id, data: { alt: image.alt.en }, locale: 'en', depth: 0, req, overrideAccess: true, context: seedRequestContext })
  return created.id
}
