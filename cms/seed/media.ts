import { renderSeedImage } from './images'
import type { SeedContext } from './context'
import { seedRequestContext } from './context'
import type { SeedImage } from './types'

/** Uploads a generated picture once; later calls (and later seed runs) reuse it by file name. */
export async function ensureImage(ctx: SeedContext, image: SeedImage, size?: { width: number; height: number }): Promise<number> {
  const { payload, req } = ctx
  // Payload stores uploads as WebP (see the media collection), whatever they arrive as.
  const filename = `${image.name}.webp`
  const found = await payload.find({ collection: 'media', where: { filename: { equals: filename } }, limit: 1, depth: 0, req, overrideAccess: true })
  if (found.docs[0]) return found.docs[0].id
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
